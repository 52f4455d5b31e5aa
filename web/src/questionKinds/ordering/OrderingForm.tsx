import Box from '@mui/material/Box';
import { normalizeText, questionLimits as limits, validationMessages } from '@aula/common';
import { useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import * as yup from 'yup';
import type { OrderingForm_question$key } from '../../__generated__/OrderingForm_question.graphql';
import { FormikTextField } from '../../components/FormikTextField';
import { AddRowButton, ListError, RemoveRowButton, SectionHeading } from '../form/formParts';
import { QuestionFormFrame, useQuestionForm } from '../form/useQuestionForm';
import { item, questionSchema } from '../form/schemaParts';
import type { QuestionFormProps } from '../kind';
import { MoveAnnouncer, MoveButtons, useMoves } from './MoveButtons';
import { moveEntry } from './order';

interface Values {
  items: string[];
}

const orderingSchema = questionSchema({
  items: yup
    .array(item(validationMessages.orderingItem))
    .required()
    .min(limits.orderingItemsMin, validationMessages.orderingItems)
    .max(limits.orderingItems, validationMessages.orderingItems),
});

/**
 * An ordering question: statement of 5 or more characters and 2 to 10 items written in the right order (students
 * get them shuffled); items are added, removed and moved up or down.
 */
export default function OrderingForm({ questionRef, ...props }: QuestionFormProps<OrderingForm_question$key>) {
  const question = useFragment(
    graphql`
      fragment OrderingForm_question on OrderingQuestion {
        statement
        difficulty
        explanation
        items
      }
    `,
    questionRef,
  );
  const form = useQuestionForm<Values>(props, {
    saved: question,
    initial: { items: question ? [...question.items] : ['', ''] },
    schema: orderingSchema,
    payload: (values) => ({ ordering: { items: values.items.map(normalizeText) } }),
  });

  // Rows keep their identity while moving, so their fields keep focus and what was typed.
  const [rowIds, setRowIds] = useState(() => form.values.items.map((_, i) => i));
  const [nextId, setNextId] = useState(form.values.items.length);
  const { items } = form.values;
  const { setFieldValue } = form;
  const onMove = useCallback(
    (from: number, to: number) => {
      void setFieldValue('items', moveEntry(items, from, to));
      setRowIds((ids) => moveEntry(ids, from, to));
    },
    [items, setFieldValue],
  );
  const moves = useMoves(items.length, onMove);
  const add = () => {
    void setFieldValue('items', [...items, '']);
    setRowIds((ids) => [...ids, nextId]);
    setNextId((id) => id + 1);
  };
  const remove = (index: number) => {
    void setFieldValue(
      'items',
      items.filter((_, i) => i !== index),
    );
    setRowIds((ids) => ids.filter((_, i) => i !== index));
  };

  return (
    <QuestionFormFrame form={form} label="Pregunta de ordenar" {...props}>
      <SectionHeading title="Elementos" hint="Escríbalos en el orden correcto; cada estudiante los verá mezclados." />
      {items.map((text, index) => (
        <Box key={rowIds[index]} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <FormikTextField form={form} name={`items.${index}`} label={`Elemento ${index + 1}`} required autoComplete="off" />
          <Box sx={{ display: 'flex', mt: 2 }}>
            <MoveButtons moves={moves} itemKey={String(rowIds[index])} name={text} index={index} count={items.length} />
            {items.length > limits.orderingItemsMin && (
              <RemoveRowButton label={`Quitar elemento ${index + 1}`} onClick={() => remove(index)} sx={{ mt: 0 }} />
            )}
          </Box>
        </Box>
      ))}
      <MoveAnnouncer moves={moves} />
      <ListError form={form} name="items" />
      <AddRowButton onClick={add} disabled={items.length >= limits.orderingItems}>
        Añadir elemento
      </AddRowButton>
    </QuestionFormFrame>
  );
}
