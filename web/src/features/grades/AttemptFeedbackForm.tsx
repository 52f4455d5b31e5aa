import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useNotify } from '../../components/Notifier';
import { messageOf } from '../../relay/errors';
import { feedbackSchema } from './gradeSchema';
import { useCommentAssignmentAttemptMutation } from './useCommentAssignmentAttemptMutation';

const schema = yup.object({ feedback: feedbackSchema });

/** The group owner's comment on the whole attempt: 'Comentario del intento' and 'Guardar comentario'. */
export function AttemptFeedbackForm({ attemptId, feedback }: { attemptId: string; feedback: string | null }) {
  const notify = useNotify();
  const [comment, isSaving] = useCommentAssignmentAttemptMutation();
  const form = useFormik({
    initialValues: { feedback: feedback ?? '' },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values) => {
      try {
        await comment(attemptId, values.feedback);
        notify.success(values.feedback.trim() ? 'Comentario guardado' : 'Comentario quitado', 'Éxito');
      } catch (error) {
        notify.error(messageOf(error), 'Error');
      }
    },
  });
  const error = (form.touched.feedback && form.errors.feedback) || undefined;
  const busy = isSaving || form.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Comentar el intento" sx={{ mt: 1.5 }}>
      <TextField
        id={`comentario-intento-${attemptId}`}
        label="Comentario del intento"
        multiline
        minRows={2}
        margin="none"
        {...form.getFieldProps('feedback')}
        error={Boolean(error)}
        helperText={error ?? 'El estudiante lo verá junto a su nota. Déjelo vacío para quitarlo'}
      />
      <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: 1 }}>
        {busy ? 'Guardando...' : 'Guardar comentario'}
      </Button>
    </Box>
  );
}
