import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormik } from 'formik';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { FormikTextField } from '../../components/FormikTextField';
import { useNotify } from '../../components/Notifier';
import { messageOf } from '../../relay/errors';
import type { WeightsDialog_gradebook$key } from '../../__generated__/WeightsDialog_gradebook.graphql';
import { useSetAssignmentGradebookWeightMutation } from './useSetAssignmentGradebookWeightMutation';
import { parseWeight, weightsSchema } from './weightSchema';

/** A weight as the form shows it: '1', '2.5'. */
const weightText = (weight: number) => String(weight);

/**
 * 'Pesos del promedio': one field per assignment, its weight in each student's average (0 to 100; 0 leaves it out).
 * Only the weights that changed are sent; then the table is read again, since the averages are the server's.
 */
export function WeightsDialog({
  gradebookRef,
  open,
  onClose,
  onSaved,
}: {
  gradebookRef: WeightsDialog_gradebook$key;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const { assignments, weights: current } = useFragment(
    graphql`
      fragment WeightsDialog_gradebook on Gradebook {
        assignments {
          id
          name
        }
        weights
      }
    `,
    gradebookRef,
  );
  const notify = useNotify();
  const titleId = useId();
  const [setWeight, isSaving] = useSetAssignmentGradebookWeightMutation();
  const form = useFormik({
    initialValues: { weights: current.map(weightText) },
    enableReinitialize: true,
    validationSchema: weightsSchema,
    onSubmit: async ({ weights }) => {
      try {
        for (const [i, assignment] of assignments.entries()) {
          const weight = parseWeight(weights[i] ?? '')!;
          if (weight !== current[i]) await setWeight(assignment.id, weight);
        }
        notify.success('Pesos guardados', 'Éxito');
        onSaved();
        onClose();
      } catch (error) {
        notify.error(messageOf(error), 'Error');
      }
    },
  });
  const busy = isSaving || form.isSubmitting;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>Pesos del promedio</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            El promedio de cada estudiante pondera sus notas con estos pesos (de 0 a 100). Una tarea con peso 0 no cuenta en el promedio; una tarea
            sin intento tampoco.
          </DialogContentText>
          {assignments.map((assignment, i) => (
            <FormikTextField
              key={assignment.id}
              form={form}
              name={`weights.${i}`}
              label={`Peso de ${assignment.name}`}
              autoComplete="off"
              fullWidth
              margin="dense"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Guardando...' : 'Guardar'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
