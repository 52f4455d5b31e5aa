import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { BackLink } from '../../components/BackLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/Notifier';
import { PageTitle } from '../../components/PageTitle';
import { messageOf } from '../../relay/errors';
import { paths } from '../../routes/paths';
import type { QuestionList_viewer$key } from '../../__generated__/QuestionList_viewer.graphql';
import { QuestionList } from './QuestionList';
import { useSetAssignmentQuestionsMutation } from './useSetAssignmentQuestionsMutation';

/** The assignment whose questions are being chosen. */
export interface PickingFor {
  id: string;
  name: string;
  questionIds: string[];
  groupId: string;
  ownerId: string;
}

/**
 * Choosing an assignment's questions from the bank: no edit or deactivate, the assignment's questions already
 * ticked, a checkbox per question, and 'Guardar preguntas' asking '¿Seguro que quieres guardar con estas preguntas?'.
 */
export function QuestionPicker({ viewerRef, assignment }: { viewerRef: QuestionList_viewer$key | null; assignment: PickingFor }) {
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
