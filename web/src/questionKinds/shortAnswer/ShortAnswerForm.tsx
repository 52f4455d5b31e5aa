import * as yup from 'yup';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ShortAnswerForm_question$key } from '../../__generated__/ShortAnswerForm_question.graphql';
import { normalizeText, questionLimits, validationMessages } from '@aula/common';
import { FormikTextField } from '../../components/FormikTextField';
import { AddRowButton, listRows, RemoveRowButton, SectionHeading } from '../form/formParts';
import { QuestionFormFrame, useQuestionForm } from '../form/useQuestionForm';
import type { QuestionFormProps } from '../kind';
import { messages, normalized, questionSchema } from '../form/schemaParts';

interface Values {
  acceptedAnswers: string[];
}

const shortAnswerSchema = questionSchema({
  acceptedAnswers: yup
    .array(normalized().max(questionLimits.acceptedAnswerLength, messages.acceptedAnswerMax))
    .required()
    .max(questionLimits.acceptedAnswers, messages.acceptedAnswersMax),
});

/**
 * A short-answer question: statement of 5 or more characters and no required key; the author may add accepted
 * answers (graded at once, `*` as a wildcard), and without them the group owner grades each answer.
 */
export default function ShortAnswerForm({ questionRef, ...props }: QuestionFormProps<ShortAnswerForm_question$key>) {
  const question = useFragment(
    graphql`
      fragment ShortAnswerForm_question on ShortAnswerQuestion {
        statement
        difficulty
        explanation
        acceptedAnswers
      }
    `,
    questionRef,
  );

  const form = useQuestionForm<Values>(props, {
    saved: question,
    initial: { acceptedAnswers: [...(question?.acceptedAnswers ?? [])] },
    schema: shortAnswerSchema,
    // Empty rows are left out: they accept nothing.
    payload: (values) => ({ shortAnswer: { acceptedAnswers: values.acceptedAnswers.map(normalizeText).filter(Boolean) } }),
  });

  const answers = form.values.acceptedAnswers;
  const { add, remove } = listRows(form, 'acceptedAnswers', answers, () => '');

  return (
    <QuestionFormFrame form={form} label="Pregunta de respuesta corta" {...props}>
      <SectionHeading
        title="Respuestas aceptadas (opcional)"
        hint="Las respuestas que coincidan con alguna de estas (sin importar mayúsculas ni espacios; * vale por cualquier texto) se califican al instante. Sin respuestas aceptadas, el profesor califica cada respuesta."
        hintId="accepted-answers-help"
      />
      {answers.map((_, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <FormikTextField form={form} name={`acceptedAnswers.${index}`} label={`Respuesta aceptada ${index + 1}`} autoComplete="off" />
          <RemoveRowButton label={`Quitar respuesta aceptada ${index + 1}`} onClick={() => remove(index)} />
        </Box>
      ))}
      <AddRowButton onClick={add} aria-describedby="accepted-answers-help" disabled={answers.length >= questionLimits.acceptedAnswers}>
        Añadir respuesta aceptada
      </AddRowButton>
      {answers.length >= questionLimits.acceptedAnswers && (
        <Typography variant="body2" color="text.secondary">
          {validationMessages.acceptedAnswersMax}
        </Typography>
      )}
    </QuestionFormFrame>
  );
}
