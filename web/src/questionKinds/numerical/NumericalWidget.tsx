import TextField from '@mui/material/TextField';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NumericalWidget_question$key } from '../../__generated__/NumericalWidget_question.graphql';
import type { WidgetProps } from '../kind';
import { QuestionStatement } from '../solve/QuestionStatement';
import { notANumber, parseDecimal, thousandsWarning } from './decimal';

/** The text typed so far (sent once it reads as a number). */
export interface NumericalDraft {
  type: 'NUMERICAL';
  text: string;
}

/** NUMERICAL: one text field for a number ('3,14' or '3.14'); a text that is not a number says so and is not sent. */
export function NumericalWidget({ questionRef, draft, onChange }: WidgetProps<NumericalWidget_question$key, NumericalDraft>) {
  const question = useFragment(
    graphql`
      fragment NumericalWidget_question on NumericalQuestion {
        statement
      }
    `,
    questionRef,
  );
  const text = draft?.text ?? '';
  const invalid = text.trim() !== '' && parseDecimal(text) === null;
  const warning = thousandsWarning(text);
  return (
    <>
      <QuestionStatement>{question.statement}</QuestionStatement>
      <TextField
        label="Respuesta"
        margin="none"
        autoComplete="off"
        value={text}
        onChange={(event) => onChange({ type: 'NUMERICAL', text: event.target.value })}
        error={invalid}
        helperText={invalid ? notANumber : (warning ?? 'Use coma o punto para los decimales.')}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 100, spellCheck: false } }}
        sx={{ maxWidth: 320 }}
      />
    </>
  );
}
