import TextField from '@mui/material/TextField';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ShortAnswerWidget_question$key } from '../../__generated__/ShortAnswerWidget_question.graphql';
import type { WidgetProps } from '../kind';
import { QuestionStatement } from '../solve/QuestionStatement';

export interface ShortAnswerDraft {
  type: 'SHORT_ANSWER';
  text: string;
}

/** SHORT_ANSWER: a text area; stored only when non-empty. */
export function ShortAnswerWidget({ questionRef, draft, onChange }: WidgetProps<ShortAnswerWidget_question$key, ShortAnswerDraft>) {
  const question = useFragment(
    graphql`
      fragment ShortAnswerWidget_question on ShortAnswerQuestion {
        statement
      }
    `,
    questionRef,
  );
  return (
    <>
      <QuestionStatement>{question.statement}</QuestionStatement>
      <TextField
        label="Respuesta"
        multiline
        minRows={3}
        margin="none"
        value={draft?.text ?? ''}
        onChange={(event) => onChange({ type: 'SHORT_ANSWER', text: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </>
  );
}
