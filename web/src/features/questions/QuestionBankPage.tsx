import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link as RouterLink, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { useNotify } from '../../components/Notifier';
import { PageTitle } from '../../components/PageTitle';
import { messageOf } from '../../relay/errors';
import { routeQuery, useRouteQuery } from '../../relay/routeQuery';
import type { QuestionBankPageQuery } from '../../__generated__/QuestionBankPageQuery.graphql';
import type { QuestionBankPage_question$key } from '../../__generated__/QuestionBankPage_question.graphql';
import type { QuestionBankPage_viewer$key } from '../../__generated__/QuestionBankPage_viewer.graphql';
import { difficultyLabel, questionTypeLabel } from './questionTypes';
import { useDeactivateQuestionMutation } from './useDeactivateQuestionMutation';
import { useSetAssignmentQuestionsMutation } from './useSetAssignmentQuestionsMutation';

const query = graphql`
  query QuestionBankPageQuery($assignmentId: ID!, $withAssignment: Boolean!) {
    viewer {
      ...QuestionBankPage_viewer
    }
    assignment: node(id: $assignmentId) @include(if: $withAssignment) {
      __typename
      ... on Assignment {
        id
        name
        questions {
          __typename
          ... on Node {
            id
          }
        }
        studyGroup {
          id
          owner {
            id
          }
        }
      }
    }
  }
`;

/** /profile/questions, or /groups/assignments/add/questions-repository?assignmentId= to pick for an assignment. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const assignmentId = new URL(request.url).searchParams.get('assignmentId') ?? '';
  return routeQuery<QuestionBankPageQuery>(query, { assignmentId, withAssignment: assignmentId !== '' });
};

const pageSize = 50;

/** What a card shows: the statement, the humanised type and the difficulty. */
function QuestionSummary({ statement, type, difficulty }: { statement: string; type: string; difficulty: string }) {
  return (
    <>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{statement}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" color="primary" variant="outlined" label={questionTypeLabel(type)} />
        <Chip size="small" variant="outlined" label={difficultyLabel(difficulty)} />
      </Stack>
    </>
  );
}

type Mode = { kind: 'bank'; connectionId: string } | { kind: 'pick'; selected: boolean; onToggle(id: string): void };

function QuestionCard({ questionRef, mode }: { questionRef: QuestionBankPage_question$key; mode: Mode }) {
  const question = useFragment(
    graphql`
      fragment QuestionBankPage_question on Question {
        __typename
        ... on QuestionCommon {
          id
          type
          statement
          difficulty
        }
      }
    `,
    questionRef,
  );
  const notify = useNotify();
  const [deactivate, isDeactivating] = useDeactivateQuestionMutation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { id, type, statement, difficulty } = question;
  if (!id || !type || statement === undefined || !difficulty) return null;

  if (mode.kind === 'pick') {
    return (
      <Card variant="outlined" sx={{ borderColor: mode.selected ? 'primary.main' : undefined }}>
        <Box component="label" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1.5, cursor: 'pointer' }}>
          <Checkbox checked={mode.selected} onChange={() => mode.onToggle(id)} slotProps={{ input: { 'aria-label': `Seleccionar: ${statement}` } }} />
          <Box sx={{ minWidth: 0, pt: 1 }}>
            <QuestionSummary statement={statement} type={type} difficulty={difficulty} />
          </Box>
        </Box>
      </Card>
    );
  }

  const onConfirm = async () => {
    setConfirming(false);
    try {
      await deactivate(id, question.__typename, mode.connectionId);
      notify.success('Pregunta desactivada correctamente', 'Éxito');
    } catch (error) {
      notify.error(messageOf(error) || 'Hubo un problema al desactivar la pregunta', 'Error');
    }
  };

  return (
    <Card variant="outlined" sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <CardContent sx={{ flexGrow: 1, minWidth: 0 }}>
        <QuestionSummary statement={statement} type={type} difficulty={difficulty} />
      </CardContent>
      <Box sx={{ p: 1 }}>
        <IconButton aria-label={`Opciones de la pregunta ${statement}`} onClick={(event) => setMenuAnchor(event.currentTarget)} disabled={isDeactivating}>
          <MoreVertIcon />
        </IconButton>
        <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
          <MenuItem component={RouterLink} to={paths.editQuestion.href(type, id)} onClick={() => setMenuAnchor(null)}>
            Editar
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              setConfirming(true);
            }}
          >
            Desactivar
          </MenuItem>
        </Menu>
        <ConfirmDialog
          destructive
          open={confirming}
          title="Desactivar"
          message={`¿Desea desactivar la pregunta "${statement}"? Dejará el banco y las tareas que la usan.`}
          confirmLabel="Desactivar"
          cancelLabel="Cancelar"
          onConfirm={onConfirm}
          onClose={() => setConfirming(false)}
        />
      </Box>
    </Card>
  );
}

function QuestionList({ viewerRef, pick }: { viewerRef: QuestionBankPage_viewer$key; pick?: { selected: Set<string>; onToggle(id: string): void } }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment QuestionBankPage_viewer on Viewer
      @refetchable(queryName: "QuestionBankPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        questions(first: $count, after: $cursor) @connection(key: "QuestionBankPage_questions") {
          __id
          edges {
            node {
              __typename
              ... on Node {
                id
              }
              ...QuestionBankPage_question
            }
          }
        }
      }
    `,
    viewerRef,
  );
  const { questions } = data;
  if (questions.edges.length === 0) return <Typography color="text.secondary">Todavía no hay preguntas. Pruebe a crear una.</Typography>;
  return (
    <>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Preguntas">
        {questions.edges.map(({ node }) =>
          node.id ? (
            <li key={node.id}>
              <QuestionCard
                questionRef={node}
                mode={pick ? { kind: 'pick', selected: pick.selected.has(node.id), onToggle: pick.onToggle } : { kind: 'bank', connectionId: questions.__id }}
              />
            </li>
          ) : null,
        )}
      </Stack>
      {hasNext && (
        <Button onClick={() => loadNext(pageSize)} disabled={isLoadingNext} sx={{ mt: 2 }}>
          {isLoadingNext ? 'Cargando...' : 'Cargar más'}
        </Button>
      )}
    </>
  );
}

/** SPEC.md "Question bank": the viewer's active questions, the add link and the edit/deactivate menu. */
function Bank({ viewerRef }: { viewerRef: QuestionBankPage_viewer$key | null }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <PageTitle>Banco de preguntas</PageTitle>
        <Button component={RouterLink} to={paths.addQuestion.href()} variant="contained" startIcon={<AddIcon />}>
          Añadir
        </Button>
      </Box>
      {viewerRef ? <QuestionList viewerRef={viewerRef} /> : <Typography color="text.secondary">Todavía no hay preguntas. Pruebe a crear una.</Typography>}
    </>
  );
}

interface PickingFor {
  id: string;
  name: string;
  questionIds: string[];
  groupId: string;
  ownerId: string;
}

/**
 * Selection mode (SPEC.md "Question bank"): no edit or delete, the assignment's questions preselected, a checkbox
 * per question, 'Guardar preguntas' asking '¿Seguro que quieres guardar con estas preguntas?'.
 */
function Picker({ viewerRef, assignment }: { viewerRef: QuestionBankPage_viewer$key | null; assignment: PickingFor }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [save, isSaving] = useSetAssignmentQuestionsMutation();
  const [selected, setSelected] = useState(() => new Set(assignment.questionIds));
  const [confirming, setConfirming] = useState(false);

  const onToggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onConfirm = async () => {
    setConfirming(false);
    // The assignment keeps its order; newly picked questions go at the end, in the order they were picked.
    const questionIds = [...assignment.questionIds.filter((id) => selected.has(id)), ...[...selected].filter((id) => !assignment.questionIds.includes(id))];
    try {
      await save(assignment.id, questionIds);
      notify.success('Las preguntas han sido guardadas en la tarea', 'Preguntas agregadas');
      navigate(paths.groupAssignments.href(assignment.groupId, assignment.ownerId));
    } catch (error) {
      notify.error(messageOf(error) || 'Hubo un problema al actualizar', 'Error');
    }
  };

  return (
    <>
      <BackLink to={paths.editAssignment.href(assignment.id, assignment.groupId)}>Volver a la tarea</BackLink>
      <PageTitle>Buscar en repositorio</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Elija las preguntas de la tarea «{assignment.name}».
      </Typography>
      {viewerRef ? <QuestionList viewerRef={viewerRef} pick={{ selected, onToggle }} /> : null}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          mt: 2,
          py: 1.5,
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography role="status">{selected.size === 1 ? '1 pregunta seleccionada' : `${selected.size} preguntas seleccionadas`}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.linkQuestion.href(assignment.id)}>
            Crear nueva
          </Button>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={isSaving}>
            {isSaving ? 'Guardando...' : 'Guardar preguntas'}
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Guardar preguntas"
        message="¿Seguro que quieres guardar con estas preguntas?"
        confirmLabel="Sí"
        cancelLabel="Cancelar"
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

export function Component() {
  const { viewer, assignment } = useRouteQuery<QuestionBankPageQuery>(query);
  const picking = useMemo<PickingFor | null>(
    () =>
      assignment?.__typename === 'Assignment'
        ? {
            id: assignment.id,
            name: assignment.name,
            questionIds: assignment.questions.flatMap((question) => (question.id ? [question.id] : [])),
            groupId: assignment.studyGroup.id,
            ownerId: assignment.studyGroup.owner.id,
          }
        : null,
    [assignment],
  );
  if (assignment !== undefined && !picking) {
    return <NotFoundNotice />;
  }
  return picking ? <Picker key={picking.id} viewerRef={viewer ?? null} assignment={picking} /> : <Bank viewerRef={viewer ?? null} />;
}
