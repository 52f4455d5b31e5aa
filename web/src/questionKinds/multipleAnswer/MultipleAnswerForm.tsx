import * as yup from 'yup';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MultipleAnswerForm_question$key } from '../../__generated__/MultipleAnswerForm_question.graphql';
import { normalizeText, questionLimits } from '@aula/common';
import { FormikTextField } from '../../components/FormikTextField';
import { AddRowButton, ListError, listRows, RemoveRowButton, SectionHeading } from '../form/formParts';
import { QuestionFormFrame, useQuestionForm } from '../form/useQuestionForm';
import type { QuestionFormProps } from '../kind';
import { item, messages, questionSchema } from '../form/schemaParts';

interface Option {
  text: string;
  correct: boolean;
}

interface Values {
  options: Option[];
}

const emptyOption = (): Option => ({ text: '', correct: false });

/**
 * The rules on the whole list report under their own keys (optionCount, correctOptions), so they never collide
 * with the per-option messages under options[i].text.
 */
const multipleAnswerSchema = questionSchema({
  options: yup
    .array(yup.object({ text: item(messages.option), correct: yup.boolean().required() }))
    .required()
    .max(questionLimits.items, messages.maxItems),
})
  .test('option-count', function check(value) {
    return (value?.options?.length ?? 0) >= 2 || this.createError({ path: 'optionCount', message: messages.minOptions });
  })
  .test('correct-options', function check(value) {
    return (value?.options ?? []).some((option) => option.correct) || this.createError({ path: 'correctOptions', message: messages.correctOption });
  });

/**
 * A multiple-answer question: statement of 5 or more characters; two options to start, removable only above two;
 * each option needs a character, at least 2 options and at least one marked correct.
 */
export default function MultipleAnswerForm({ questionRef, ...props }: QuestionFormProps<MultipleAnswerForm_question$key>) {
  const question = useFragment(
    graphql`
      fragment MultipleAnswerForm_question on MultipleAnswerQuestion {
        statement
        difficulty
        explanation
        options
        correctOptionsIndex
      }
    `,
    questionRef,
  );

  const form = useQuestionForm<Values>(props, {
    saved: question,
    initial: {
      options: question
        ? question.options.map((text, i) => ({ text, correct: question.correctOptionsIndex?.includes(i) ?? false }))
        : [emptyOption(), emptyOption()],
    },
    schema: multipleAnswerSchema,
    payload: (values) => ({
      multipleAnswer: {
        options: values.options.map((option) => normalizeText(option.text)),
        correctOptionsIndex: values.options.flatMap((option, i) => (option.correct ? [i] : [])),
      },
    }),
  });

  const { options } = form.values;
  const { add: addOption, remove: removeOption } = listRows(form, 'options', options, emptyOption);

  return (
    <QuestionFormFrame form={form} label="Pregunta de respuesta múltiple" {...props}>
      <SectionHeading title="Opciones" hint="Marque las casillas de las opciones correctas." />
      {options.map((option, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <Checkbox
            {...form.getFieldProps({ name: `options.${index}.correct`, type: 'checkbox' })}
            checked={option.correct}
            slotProps={{ input: { 'aria-label': `Opción ${index + 1} correcta` } }}
            sx={{ mt: 2.5 }}
          />
          <FormikTextField form={form} name={`options.${index}.text`} label={`Opción ${index + 1}`} required autoComplete="off" />
          {options.length > 2 && <RemoveRowButton label={`Quitar opción ${index + 1}`} onClick={() => removeOption(index)} />}
        </Box>
      ))}
      <ListError form={form} name="optionCount" />
      <ListError form={form} name="correctOptions" />
      <AddRowButton onClick={addOption} disabled={options.length >= questionLimits.items}>
        Añadir opción
      </AddRowButton>
    </QuestionFormFrame>
  );
}
