import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { PageHeading } from '../../components/PageTitle';
import { OfflineSince } from '../../offline/OfflineSince';
import { RowActions } from '../../components/RowActions';
import { useRouteQuery } from '../../relay/routeQuery';
import type { AssignmentListPageQuery } from '../../__generated__/AssignmentListPageQuery.graphql';
import type { AssignmentListPage_assignment$key } from '../../__generated__/AssignmentListPage_assignment.graphql';
import { difficultyLabel } from '../../questionKinds/difficulty';
import { formatSpanishDate } from '../../lib/format';
import { LiveGameButton } from './LiveGameButton';
import { StatusChip } from './StatusChip';
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

export const emptyAssignmentsText = 'Todavia no hay tareas. Pruebe a crear una';

export const questionCountText = (count: number) => (count === 1 ? '1 pregunta' : `${count} preguntas`);

/** 'Intentos: 3', or 'Intentos ilimitados'. */
export const attemptsAllowedText = (maxAttempts: number | null | undefined) =>
  maxAttempts == null ? 'Intentos ilimitados' : `Intentos: ${maxAttempts}`;

/** A chip whose long label (a date with its time) wraps on a phone instead of being cut. */
const wrapping = { height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } } as const;

interface SummaryProps {
  name: string;
  description: string;
  difficulty: string;
  questionCount: number;
  dueAt?: string | null;
  maxAttempts?: number | null;
  openForPractice: boolean;
  /** The owner's view: its status (Borrador / Programada / Publicada). */
  status?: string;
}

function AssignmentSummary({ name, description, difficulty, questionCount, dueAt, maxAttempts, openForPractice, status }: SummaryProps) {
  return (
    <CardContent sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" title={name} sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {status && <StatusChip status={status} />}
        <Chip size="small" label={difficultyLabel(difficulty)} />
        {/* The owner sees at once which assignment still has no questions. */}
        <Chip size="small" variant="outlined" label={questionCountText(questionCount)} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', my: 1 }}>
        {dueAt && <Chip size="small" variant="outlined" label={`Entrega: ${formatSpanishDate(dueAt)}`} sx={wrapping} />}
        {openForPractice ? (
          <Chip size="small" variant="outlined" label="Práctica (Modo Libre)" />
        ) : (
          <Chip size="small" variant="outlined" label={attemptsAllowedText(maxAttempts)} />
        )}
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
        dueAt
        maxAttempts
        openForPractice
        status
        ...LiveGameButton_assignment
      }
    `,
    assignmentRef,
  );
  const [deactivate] = useDeactivateAssignmentMutation();

  if (!isOwner) {
    return (
      <Card variant="outlined">
        <CardActionArea component={RouterLink} to={paths.assignment.href(assignment.id)}>
          <AssignmentSummary {...assignment} status={undefined} />
        </CardActionArea>
      </Card>
    );
  }

  return (
    <Card variant="outlined" sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <AssignmentSummary {...assignment} />
        <LiveGameButton assignmentRef={assignment} sx={{ mx: 2, mb: 2 }} />
      </Box>
      <RowActions
        sx={{ pt: 1.5, pr: 1 }}
        label={`Opciones de ${assignment.name}`}
        links={[{ label: 'Editar', to: paths.editAssignment.href(assignment.id, studyGroupId) }]}
        linksAfter={[
          { label: 'Notas', to: paths.assignmentGrades.href(assignment.id) },
          { label: 'Estadísticas', to: paths.assignmentStatistics.href(assignment.id) },
          { label: 'Duplicar', to: paths.duplicateAssignment.href(assignment.id) },
        ]}
        action={{
          label: 'Eliminar',
          // It says 'pregunta' although it deactivates the assignment: the wording users know, kept as is.
          confirm: { title: 'Eliminar', message: '¿Seguro que quiere eliminar la pregunta?', confirmLabel: 'Sí', cancelLabel: 'Cancelar' },
          run: () => deactivate(assignment.id, connectionId),
          success: 'Tarea desactivada correctamente',
          failure: 'Hubo un problema al desactivar la tarea',
        }}
      />
    </Card>
  );
}

/**
 * A group's assignments: the active ones, with their due date, attempts allowed or practice mark. The owner also
 * sees each one's status and gets the add link and, per row, Editar / Eliminar / Notas / Estadísticas / Duplicar;
 * other members open the assignment from its row.
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
      <PageHeading
        title="Tareas"
        subtitle={group.name}
        action={
          group.viewerIsOwner && (
            <Button component={RouterLink} to={paths.addAssignment.href(group.id)} variant="contained" startIcon={<AddIcon />}>
              Añadir
            </Button>
          )
        }
      />
      <OfflineSince />
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
