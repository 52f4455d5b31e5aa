import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MultipleAnswerWidget_question$key } from '../../__generated__/MultipleAnswerWidget_question.graphql';
import type { WidgetProps } from '../kind';
import { QuestionStatement, statementId } from '../solve/QuestionStatement';

export interface MultipleAnswerDraft {
  type: 'MULTIPLE_ANSWER';
  chosen: number[];
}

/** MULTIPLE_ANSWER: a checkbox per option; stored only with at least one option chosen. */
export function MultipleAnswerWidget({ questionRef, draft, onChange }: WidgetProps<MultipleAnswerWidget_question$key, MultipleAnswerDraft>) {
  const question = useFragment(
    graphql`
      fragment MultipleAnswerWidget_question on MultipleAnswerQuestion {
        statement
        options
      }
    `,
    questionRef,
  );
  const chosen = draft?.chosen ?? [];
  const toggle = (index: number, checked: boolean) =>
    onChange({ type: 'MULTIPLE_ANSWER', chosen: checked ? [...chosen.filter((i) => i !== index), index] : chosen.filter((i) => i !== index) });

  return (
    <>
      <QuestionStatement>{question.statement}</QuestionStatement>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Marque todas las opciones correctas.
      </Typography>
      <FormGroup role="group" aria-labelledby={statementId}>
        {question.options.map((option, index) => (
          <FormControlLabel
            key={index}
            control={<Checkbox checked={chosen.includes(index)} onChange={(event) => toggle(index, event.target.checked)} />}
            label={option}
            sx={{ overflowWrap: 'anywhere' }}
          />
        ))}
      </FormGroup>
    </>
  );
}
