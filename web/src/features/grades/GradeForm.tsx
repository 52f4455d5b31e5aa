import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useNotify } from '../../components/Notifier';
import { messageOf } from '../../relay/errors';
import { gradeSchema, parseScore } from './gradeSchema';
import { useGradeQuestionAttemptMutation } from './useGradeQuestionAttemptMutation';

/**
 * The teacher's grade for one short answer: 'Nota (0 a 100)' and 'Calificar'. Prefilled with the current score
 * when there is one, so a graded answer can be corrected.
 */
export function GradeForm({ questionAttemptId, score, label }: { questionAttemptId: string; score: number | null; label: string }) {
  const notify = useNotify();
  const [grade, isGrading] = useGradeQuestionAttemptMutation();
  const form = useFormik({
    initialValues: { score: score == null ? '' : String(score) },
    enableReinitialize: true,
    validationSchema: gradeSchema,
    onSubmit: async (values) => {
      try {
        await grade(questionAttemptId, parseScore(values.score)!);
        notify.success('Nota guardada', 'Éxito');
      } catch (error) {
        notify.error(messageOf(error), 'Error');
      }
    },
  });
  const error = (form.touched.score && form.errors.score) || undefined;
  const busy = isGrading || form.isSubmitting;
  const fieldId = `nota-${questionAttemptId}`;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mt: 1 }}
    >
      <TextField
        id={fieldId}
        label="Nota (0 a 100)"
        autoComplete="off"
        size="small"
        margin="none"
        fullWidth={false}
        {...form.getFieldProps('score')}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: '1 1 10rem', maxWidth: '20rem' }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 40 }}>
        {busy ? 'Calificando...' : 'Calificar'}
      </Button>
    </Box>
  );
}
