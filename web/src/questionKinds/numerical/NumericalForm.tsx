import Box from '@mui/material/Box';
import { questionLimits as limits, validationMessages as texts } from '@aula/common';
import { graphql, useFragment } from 'react-relay/hooks';
import * as yup from 'yup';
import type { NumericalForm_question$key } from '../../__generated__/NumericalForm_question.graphql';
import { FormikTextField } from '../../components/FormikTextField';
import { AddRowButton, ListError, listRows, RemoveRowButton, SectionHeading } from '../form/formParts';
import { QuestionFormFrame, useQuestionForm } from '../form/useQuestionForm';
import { questionSchema } from '../form/schemaParts';
import type { QuestionFormProps } from '../kind';
import { formatDecimal, parseDecimal } from './decimal';

/** One accepted answer as typed (decimal comma or point). */
interface AnswerRow {
  value: string;
  tolerance: string;
  credit: string;
}

interface Values {
  answers: AnswerRow[];
}

const emptyRow = (): AnswerRow => ({ value: '', tolerance: '0', credit: '100' });

/** The two numbers of a row after its value, in the order shown. */
const rowNumbers = [
  { field: 'tolerance', label: 'Tolerancia' },
  { field: 'credit', label: 'Crédito (%)' },
] as const;

/** An empty tolerance is 0 and an empty credit 100, the api's defaults. */
const toleranceOf = (row: Partial<AnswerRow>) => parseDecimal(row.tolerance?.trim() || '0');
const creditOf = (row: Partial<AnswerRow>) => parseDecimal(row.credit?.trim() || '100');
const number = (test: (value: number) => boolean, message: string, empty: string) =>
  yup.string().test('number', function check(text) {
    const value = parseDecimal(text?.trim() || empty);
    if (value === null) return this.createError({ message: texts.numericalValue });
    return test(value) || this.createError({ message });
  });

/** The list-wide rules report under their own keys (answerCount, fullCredit), apart from each row's messages. */
const numericalSchema = questionSchema({
  answers: yup
    .array(
      yup.object({
        value: yup
          .string()
          .required(texts.numericalValue)
          .test('number', texts.numericalValue, (text) => parseDecimal(text) !== null),
        tolerance: number((value) => value >= 0, texts.tolerance, '0'),
        credit: number((value) => value >= 0 && value <= 100, texts.credit, '100'),
      }),
    )
    .required(),
})
  .test('answer-count', function check(value) {
    const count = value?.answers?.length ?? 0;
    if (count === 0) return this.createError({ path: 'answerCount', message: texts.numericalAnswers });
    return count <= limits.numericalAnswers || this.createError({ path: 'answerCount', message: texts.numericalAnswersMax });
  })
  .test('full-credit', function check(value) {
    return (value?.answers ?? []).some((row) => creditOf(row) === 100) || this.createError({ path: 'fullCredit', message: texts.fullCredit });
  });

/**
 * A numerical question: statement of 5 or more characters and one or more accepted answers, each a value, how far
 * from it an answer may be (tolerance, 0 or more) and the score it gives (credit, 0 to 100; at least one 100).
 */
export default function NumericalForm({ questionRef, ...props }: QuestionFormProps<NumericalForm_question$key>) {
  const question = useFragment(
    graphql`
      fragment NumericalForm_question on NumericalQuestion {
        statement
        difficulty
        explanation
        answers {
          value
          tolerance
          credit
        }
      }
    `,
    questionRef,
  );
  const form = useQuestionForm<Values>(props, {
    saved: question,
    initial: {
      answers: question?.answers?.length
        ? question.answers.map((answer) => ({
            value: formatDecimal(answer.value),
            tolerance: formatDecimal(answer.tolerance),
            credit: formatDecimal(answer.credit),
          }))
        : [emptyRow()],
    },
    schema: numericalSchema,
    payload: (values) => ({
      numerical: {
        answers: values.answers.map((row) => ({ value: parseDecimal(row.value)!, tolerance: toleranceOf(row)!, credit: creditOf(row)! })),
      },
    }),
  });

  const { answers } = form.values;
  const { add, remove } = listRows(form, 'answers', answers, emptyRow);

  return (
    <QuestionFormFrame form={form} label="Pregunta de respuesta numérica" {...props}>
      <SectionHeading
        title="Respuestas aceptadas"
        hint="Una respuesta cuenta si está a no más de la tolerancia del valor; vale su crédito (de 0 a 100). Use coma o punto para los decimales."
      />
      {answers.map((_, index) => (
        <Box
          key={index}
          role="group"
          aria-label={`Respuesta aceptada ${index + 1}`}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr auto' }, columnGap: 1, alignItems: 'start' }}
        >
          <FormikTextField
            form={form}
            name={`answers.${index}.value`}
            label={`Valor ${index + 1}`}
            required
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          />
          {rowNumbers.map(({ field, label }) => (
            <FormikTextField
              key={field}
              form={form}
              name={`answers.${index}.${field}`}
              label={label}
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          ))}
          {answers.length > 1 && (
            <RemoveRowButton label={`Quitar respuesta aceptada ${index + 1}`} onClick={() => remove(index)} sx={{ mt: 3, justifySelf: 'start' }} />
          )}
        </Box>
      ))}
      <ListError form={form} name="answerCount" />
      <ListError form={form} name="fullCredit" />
      <AddRowButton onClick={add} disabled={answers.length >= limits.numericalAnswers}>
        Añadir respuesta aceptada
      </AddRowButton>
    </QuestionFormFrame>
  );
}
