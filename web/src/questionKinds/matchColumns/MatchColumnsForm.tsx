import * as yup from 'yup';
import Box from '@mui/material/Box';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MatchColumnsForm_question$key } from '../../__generated__/MatchColumnsForm_question.graphql';
import { normalizeText, questionLimits } from '@aula/common';
import { FormikTextField } from '../../components/FormikTextField';
import { AddRowButton, RemoveRowButton, SectionHeading } from '../form/formParts';
import { QuestionFormFrame, useQuestionForm } from '../form/useQuestionForm';
import type { QuestionFormProps } from '../kind';
import { item, messages, questionSchema } from '../form/schemaParts';

interface Values {
  leftColumn: string[];
  rightColumn: string[];
}

const matchColumnsSchema = questionSchema({
  leftColumn: yup.array(item(messages.columnItem)).required().min(1, messages.columnItem).max(questionLimits.items, messages.maxItems),
  rightColumn: yup.array(item(messages.columnItem)).required().min(1, messages.columnItem).max(questionLimits.items, messages.maxItems),
});

/**
 * A match-the-columns question: statement of 5 or more characters; one empty row per column to start, 'Añadir fila'
 * appends a row to both columns; every item needs a character. rightColumn[i] belongs to leftColumn[i].
 */
export default function MatchColumnsForm({ questionRef, ...props }: QuestionFormProps<MatchColumnsForm_question$key>) {
  const question = useFragment(
    graphql`
      fragment MatchColumnsForm_question on MatchColumnsQuestion {
        statement
        difficulty
        explanation
        leftColumn
        rightColumn
      }
    `,
    questionRef,
  );
  const rows = Math.max(1, question?.leftColumn.length ?? 0, question?.rightColumn.length ?? 0);
  const column = (items: readonly string[] | undefined) => Array.from({ length: rows }, (_, i) => items?.[i] ?? '');

  const form = useQuestionForm<Values>(props, {
    saved: question,
    initial: { leftColumn: column(question?.leftColumn), rightColumn: column(question?.rightColumn) },
    schema: matchColumnsSchema,
    payload: (values) => ({ matchColumns: { leftColumn: values.leftColumn.map(normalizeText), rightColumn: values.rightColumn.map(normalizeText) } }),
  });

  const addRow = () =>
    void form.setValues({ ...form.values, leftColumn: [...form.values.leftColumn, ''], rightColumn: [...form.values.rightColumn, ''] }, false);
  const removeRow = (index: number) => {
    const without = (items: string[]) => items.filter((_, i) => i !== index);
    void form.setValues({ ...form.values, leftColumn: without(form.values.leftColumn), rightColumn: without(form.values.rightColumn) });
  };
  const count = form.values.leftColumn.length;

  return (
    <QuestionFormFrame form={form} label="Pregunta de emparejar columnas" {...props}>
      <SectionHeading title="Columnas" hint="Cada elemento de la izquierda se empareja con el de la derecha de su misma fila." />
      {form.values.leftColumn.map((_, index) => (
        <Box
          key={index}
          role="group"
          aria-label={`Fila ${index + 1}`}
          sx={{ display: 'grid', gridTemplateColumns: count > 1 ? '1fr 1fr auto' : '1fr 1fr', columnGap: 1, alignItems: 'start' }}
        >
          <FormikTextField form={form} name={`leftColumn.${index}`} label={`Izquierda ${index + 1}`} required autoComplete="off" />
          <FormikTextField form={form} name={`rightColumn.${index}`} label={`Derecha ${index + 1}`} required autoComplete="off" />
          {count > 1 && <RemoveRowButton label={`Quitar fila ${index + 1}`} onClick={() => removeRow(index)} />}
        </Box>
      ))}
      <AddRowButton onClick={addRow} disabled={count >= questionLimits.items}>
        Añadir fila
      </AddRowButton>
    </QuestionFormFrame>
  );
}
