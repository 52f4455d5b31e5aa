import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { BackLink } from '../../components/BackLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PractisedKeysDialog, practisedKeysReason } from '../../questionKinds/PractisedKeysDialog';
import { useNotify } from '../../components/Notifier';
import { PageTitle } from '../../components/PageTitle';
import { messageOf } from '../../relay/errors';
import { paths } from '../../routes/paths';
import type { QuestionCard_question$key } from '../../__generated__/QuestionCard_question.graphql';
import type { QuestionList_viewer$key } from '../../__generated__/QuestionList_viewer.graphql';
import { QuestionCard } from './QuestionCard';
import { QuestionList } from './QuestionList';
import { useSetAssignmentQuestionsMutation } from './useSetAssignmentQuestionsMutation';

/** The assignment whose questions are being chosen. */
export interface PickingFor {
  id: string;
  name: string;
  /** Its questions in order, each with the data its card shows. */
  questions: Array<{ id: string; ref: QuestionCard_question$key }>;
  groupId: string;
  ownerId: string;
}

/**
 * Choosing an assignment's questions from the bank: no edit or deactivate, a checkbox per question, and
 * 'Guardar preguntas' asking '¿Seguro que quieres guardar con estas preguntas?'. The selection is shown first
 * ('Seleccionadas', in the order it will be saved), whatever page, search or filter the bank below shows.
 */
export function QuestionPicker({ viewerRef, assignment }: { viewerRef: QuestionList_viewer$key | null; assignment: PickingFor }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [save, isSaving] = useSetAssignmentQuestionsMutation();
  // Picked questions by id, in the order picked (the assignment's first), with the data their cards show.
  const [picked, setPicked] = useState(() => new Map(assignment.questions.map(({ id, ref }) => [id, ref])));
  const [confirming, setConfirming] = useState(false);
  const pickedHeading = useRef<HTMLHeadingElement>(null);
  const selected = new Set(picked.keys());

  const onToggle = (id: string, ref: QuestionCard_question$key) =>
    setPicked((current) => {
      const next = new Map(current);
      if (!next.delete(id)) next.set(id, ref);
      return next;
    });
  const onRemove = (id: string) => {
    setPicked((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
    // The button pressed leaves with its card: focus goes to the list's heading rather than to the page.
    pickedHeading.current?.focus();
  };

  // The assignment keeps its order; newly picked questions go at the end, in the order they were picked.
  const assignmentIds = assignment.questions.map(({ id }) => id);
  const questionIds = [...assignmentIds.filter((id) => picked.has(id)), ...[...picked.keys()].filter((id) => !assignmentIds.includes(id))];

  // Linking a question whose solution students saw in Modo Libre to a graded assignment asks first.
  const [practisedReason, setPractisedReason] = useState<string | null>(null);
  const onConfirm = async (confirmPractisedKeys = false) => {
    setConfirming(false);
    setPractisedReason(null);
    try {
      await save(assignment.id, questionIds, confirmPractisedKeys);
      notify.success('Las preguntas han sido guardadas en la tarea', 'Preguntas agregadas');
      navigate(paths.groupAssignments.href(assignment.groupId, assignment.ownerId));
    } catch (error) {
      const reason = practisedKeysReason(error);
      if (reason) setPractisedReason(reason);
      else notify.error(messageOf(error) || 'Hubo un problema al actualizar', 'Error');
    }
  };

  return (
    <>
      <BackLink to={paths.editAssignment.href(assignment.id, assignment.groupId)}>Volver a la tarea</BackLink>
      <PageTitle>Buscar en repositorio</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Elija las preguntas de la tarea «{assignment.name}».
      </Typography>
      <Typography variant="h6" component="h2" ref={pickedHeading} tabIndex={-1} sx={{ mb: 1, '&:focus': { outline: 'none' } }}>
        Seleccionadas
      </Typography>
      {questionIds.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Ninguna pregunta seleccionada.
        </Typography>
      ) : (
        <Stack spacing={1} component="ol" aria-label="Preguntas seleccionadas" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
          {questionIds.map((id) => (
            <li key={id}>
              <QuestionCard questionRef={picked.get(id)!} mode={{ kind: 'picked', onRemove }} />
            </li>
          ))}
        </Stack>
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Banco de preguntas
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
        <Typography role="status">{picked.size === 1 ? '1 pregunta seleccionada' : `${picked.size} preguntas seleccionadas`}</Typography>
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
        cancelLabel="Cancelar"
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirming(false)}
      />
      <PractisedKeysDialog reason={practisedReason} busy={isSaving} onConfirm={() => void onConfirm(true)} onClose={() => setPractisedReason(null)} />
    </>
  );
}
