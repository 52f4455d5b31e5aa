import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { useNotify } from '../../components/Notifier';
import { PageTitle } from '../../components/PageTitle';
import { messageOf } from '../../relay/errors';
import { routeQuery, useRouteQuery } from '../../relay/routeQuery';
import type { AssignmentListPageQuery } from '../../__generated__/AssignmentListPageQuery.graphql';
import type { AssignmentListPage_assignment$key } from '../../__generated__/AssignmentListPage_assignment.graphql';
import { difficultyLabel } from './difficulty';
import { useDeactivateAssignmentMutation } from './useDeactivateAssignmentMutation';

const query = graphql`
  query AssignmentListPageQuery($groupId: ID!) {
    node(id: $groupId) {
      __typename
      ... on StudyGroup {
        id
        name
        viewerIsOwner
        assignments(first: 100) @connection(key: "AssignmentListPage_assignments") {
          __id
          edges {
            node {
              id
              isActive
              questionCount
              ...AssignmentListPage_assignment
            }
          }
        }
      }
    }
  }
`;

/**
 * /groups/assignments/group-info?groupId=&ownerId=. The owner test is the server's `viewerIsOwner` (the same
 * rule as ownerId equal to the viewer's profile, but not something a URL can claim); ownerId stays in the URL
 * for the spec's route shape.
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  routeQuery<AssignmentListPageQuery>(query, { groupId: new URL(request.url).searchParams.get('groupId') ?? '' });

export const emptyAssignmentsText = 'Todavia no hay tareas. Pruebe a crear una';

export const questionCountText = (count: number) => (count === 1 ? '1 pregunta' : `${count} preguntas`);

function AssignmentSummary({ name, description, difficulty, questionCount }: { name: string; description: string; difficulty: string; questionCount: number }) {
  return (
    <CardContent sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" title={name} sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Chip size="small" label={difficultyLabel(difficulty)} />
        {/* The owner sees at once which assignment still has no questions. */}
        <Chip size="small" variant="outlined" label={questionCountText(questionCount)} />
      </Box>
      <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {description}
      </Typography>
    </CardContent>
  );
}

interface AssignmentRowProps {
  assignmentRef: AssignmentListPage_assignment$key;
  /** The viewer owns the group: the row carries the options menu instead of opening the assignment. */
  isOwner: boolean;
  studyGroupId: string;
  connectionId: string;
}

function AssignmentRow({ assignmentRef, isOwner, studyGroupId, connectionId }: AssignmentRowProps) {
  const assignment = useFragment(
    graphql`
      fragment AssignmentListPage_assignment on Assignment {
        id
        name
        description
        difficulty
        questionCount
      }
    `,
    assignmentRef,
  );
  const notify = useNotify();
  const [deactivate, isDeactivating] = useDeactivateAssignmentMutation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (!isOwner) {
    return (
      <Card variant="outlined">
        <CardActionArea component={RouterLink} to={paths.assignment.href(assignment.id)}>
          <AssignmentSummary {...assignment} />
        </CardActionArea>
      </Card>
    );
  }

  const onConfirm = async () => {
    // The dialog closes whatever the outcome; the row leaves at once (optimistic) and comes back on a failure.
    setConfirming(false);
    try {
      await deactivate(assignment.id, connectionId);
      notify.success('Tarea desactivada correctamente', 'Éxito');
    } catch (error) {
      notify.error(messageOf(error) || 'Hubo un problema al desactivar la tarea', 'Error');
    }
  };

  return (
    <Card variant="outlined" sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <AssignmentSummary {...assignment} />
      </Box>
      <Box sx={{ pt: 1.5, pr: 1 }}>
        <IconButton
          aria-label={`Opciones de ${assignment.name}`}
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          disabled={isDeactivating}
        >
          <MoreVertIcon />
        </IconButton>
        <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
          <MenuItem component={RouterLink} to={paths.editAssignment.href(assignment.id, studyGroupId)}>
            Editar
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              setConfirming(true);
            }}
          >
            Eliminar
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.assignmentGrades.href(assignment.id)}>
            Notas
          </MenuItem>
        </Menu>
        {/* The question says 'pregunta' although it deactivates the assignment: the wording users know, kept as is. */}
        <ConfirmDialog
          destructive
          open={confirming}
          title="Eliminar"
          message="¿Seguro que quiere eliminar la pregunta?"
          confirmLabel="Sí"
          cancelLabel="Cancelar"
          onConfirm={onConfirm}
          onClose={() => setConfirming(false)}
        />
      </Box>
    </Card>
  );
}

/**
 * A group's assignments: the active ones. The owner gets the add link and, per row,
 * Editar / Eliminar / Notas; other members open the assignment from its row.
 */
export function Component() {
  const { node } = useRouteQuery<AssignmentListPageQuery>(query);

  if (node?.__typename !== 'StudyGroup') {
    return <NotFoundNotice />;
  }

  const group = node;
  // Members see only what they can solve: an active assignment with questions. The owner sees the empty ones
  // too (marked '0 preguntas'), to fill them.
  const active = group.assignments.edges.filter(
    ({ node: assignment }) => assignment.isActive && (group.viewerIsOwner || assignment.questionCount > 0),
  );
  return (
    <>
      <BackLink to={paths.group.href(group.id)}>Volver al grupo</BackLink>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <PageTitle>Tareas</PageTitle>
          <Typography color="text.secondary" sx={{ mt: -1.5, overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
        </Box>
        {group.viewerIsOwner && (
          <Button component={RouterLink} to={paths.addAssignment.href(group.id)} variant="contained" startIcon={<AddIcon />}>
            Añadir
          </Button>
        )}
      </Box>
      {active.length === 0 ? (
        <Typography color="text.secondary">{emptyAssignmentsText}</Typography>
      ) : (
        <Stack spacing={1.5} component="ul" aria-label="Tareas del grupo" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {active.map(({ node: assignment }) => (
            <li key={assignment.id}>
              <AssignmentRow assignmentRef={assignment} isOwner={group.viewerIsOwner} studyGroupId={group.id} connectionId={group.assignments.__id} />
            </li>
          ))}
        </Stack>
      )}
    </>
  );
}
