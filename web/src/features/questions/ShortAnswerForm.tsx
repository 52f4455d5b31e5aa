import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ShortAnswerForm_question$key } from '../../__generated__/ShortAnswerForm_question.graphql';
import { normalizeText, questionLimits, validationMessages } from '@aula/common';
import { DifficultyField, errorProps, FormActions, type QuestionFormProps, StatementField, useReportDraft } from './formParts';
import { knownDifficulty } from './questionTypes';
import { shortAnswerSchema } from './questionSchemas';
import type { DifficultyValue } from '../assignments/difficulty';

interface Values {
  statement: string;
  difficulty: DifficultyValue;
  acceptedAnswers: string[];
}

/**
 * A short-answer question: statement of 5 or more characters and no required key; the author may add accepted
 * answers (graded at once, `*` as a wildcard), and without them the group owner grades each answer.
 */
export function ShortAnswerForm({ questionRef, mode, cancelTo, onSubmit, locked = false, draft, onDraftChange }: QuestionFormProps<ShortAnswerForm_question$key>) {
  const question = useFragment(
    graphql`
      fragment ShortAnswerForm_question on ShortAnswerQuestion {
        statement
        difficulty
        acceptedAnswers
      }
    `,
    questionRef,
  );

  const form = useFormik<Values>({
    initialValues: {
      statement: question?.statement ?? draft?.statement ?? '',
      difficulty: knownDifficulty(question?.difficulty ?? draft?.difficulty),
      acceptedAnswers: [...(question?.acceptedAnswers ?? [])],
    },
    validationSchema: shortAnswerSchema,
    onSubmit: (values) =>
      onSubmit({
        statement: normalizeText(values.statement),
        difficulty: values.difficulty,
        // Empty rows are left out: they accept nothing.
        shortAnswer: { acceptedAnswers: values.acceptedAnswers.map(normalizeText).filter(Boolean) },
      }),
  });
  useReportDraft(form.values, form.dirty, onDraftChange);

  const answers = form.values.acceptedAnswers;
  const add = () => void form.setFieldValue('acceptedAnswers', [...answers, '']);
  const remove = (index: number) =>
    void form.setFieldValue(
      'acceptedAnswers',
      answers.filter((_, i) => i !== index),
    );

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Pregunta de respuesta corta">
      <StatementField {...form.getFieldProps('statement')} {...errorProps(form, 'statement')} />
      <DifficultyField {...form.getFieldProps('difficulty')} />
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
        Respuestas aceptadas (opcional)
      </Typography>
      <Typography variant="body2" color="text.secondary" id="accepted-answers-help">
        Las respuestas que coincidan con alguna de estas (sin importar mayúsculas ni espacios; * vale por cualquier texto) se
        califican al instante. Sin respuestas aceptadas, el profesor califica cada respuesta.
      </Typography>
      {answers.map((_, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <TextField
            label={`Respuesta aceptada ${index + 1}`}
            autoComplete="off"
            {...form.getFieldProps(`acceptedAnswers.${index}`)}
            {...errorProps(form, `acceptedAnswers.${index}`)}
          />
          <IconButton aria-label={`Quitar respuesta aceptada ${index + 1}`} onClick={() => remove(index)} sx={{ mt: 3 }}>
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={add}
        sx={{ mt: 1 }}
        aria-describedby="accepted-answers-help"
        disabled={answers.length >= questionLimits.acceptedAnswers}
      >
        Añadir respuesta aceptada
      </Button>
      {answers.length >= questionLimits.acceptedAnswers && (
        <Typography variant="body2" color="text.secondary">
          {validationMessages.acceptedAnswersMax}
        </Typography>
      )}
      <FormActions mode={mode} busy={form.isSubmitting || locked} cancelTo={cancelTo} />
    </Box>
  );
}
