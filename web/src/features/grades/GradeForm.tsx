import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useNotify } from '../../components/Notifier';
import { messageOf } from '../../relay/errors';
import { gradeSchema, parseScore } from './gradeSchema';
import { useGradeQuestionAttemptMutation } from './useGradeQuestionAttemptMutation';

/**
 * The teacher's grade for one answer of any kind: 'Nota (0 a 100)', 'Comentario para el estudiante' and
 * 'Calificar'. Prefilled with the current score and comment, so a grade can be corrected; the score is sent only
 * when it changed (a comment alone keeps the automatic score, which a regrade may still correct).
 */
export function GradeForm({
  questionAttemptId,
  score,
  feedback,
  label,
}: {
  questionAttemptId: string;
  score: number | null;
  feedback: string | null;
  label: string;
}) {
  const notify = useNotify();
  const [grade, isGrading] = useGradeQuestionAttemptMutation();
  const form = useFormik({
    initialValues: { score: score == null ? '' : String(score), feedback: feedback ?? '' },
    enableReinitialize: true,
    validationSchema: gradeSchema,
    onSubmit: async (values) => {
      const newScore = parseScore(values.score)!;
      const change = {
        ...(newScore !== score ? { score: newScore } : {}),
        ...(values.feedback !== (feedback ?? '') ? { feedback: values.feedback } : {}),
      };
      if (Object.keys(change).length === 0) {
        notify.info('No hay cambios que guardar');
        return;
      }
      try {
        await grade(questionAttemptId, change);
        notify.success('Nota guardada', 'Éxito');
      } catch (error) {
        notify.error(messageOf(error), 'Error');
      }
    },
  });
  const scoreError = (form.touched.score && form.errors.score) || undefined;
  const feedbackError = (form.touched.feedback && form.errors.feedback) || undefined;
  const busy = isGrading || form.isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={label} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
      <TextField
        id={`nota-${questionAttemptId}`}
        label="Nota (0 a 100)"
        autoComplete="off"
        size="small"
        margin="none"
        fullWidth={false}
        {...form.getFieldProps('score')}
        error={Boolean(scoreError)}
        helperText={scoreError}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: '1 1 10rem', maxWidth: '20rem' }}
      />
      <TextField
        id={`comentario-${questionAttemptId}`}
        label="Comentario para el estudiante"
        size="small"
        margin="none"
        multiline
        minRows={1}
        {...form.getFieldProps('feedback')}
        error={Boolean(feedbackError)}
        helperText={feedbackError ?? 'Opcional. Déjelo vacío para quitarlo'}
        sx={{ flex: '1 1 100%' }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 40 }}>
        {busy ? 'Calificando...' : 'Calificar'}
      </Button>
    </Box>
  );
}
