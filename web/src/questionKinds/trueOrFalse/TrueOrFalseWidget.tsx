import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TrueOrFalseWidget_question$key } from '../../__generated__/TrueOrFalseWidget_question.graphql';
import type { WidgetProps } from '../kind';
import { QuestionStatement, statementId } from '../solve/QuestionStatement';

export interface TrueOrFalseDraft {
  type: 'TRUE_OR_FALSE';
  value: boolean | null;
}

/** TRUE_OR_FALSE: the statement, its image when there is one, and two choices; stored on the first choice. */
export function TrueOrFalseWidget({ questionRef, draft, onChange }: WidgetProps<TrueOrFalseWidget_question$key, TrueOrFalseDraft>) {
  const question = useFragment(
    graphql`
      fragment TrueOrFalseWidget_question on TrueOrFalseQuestion {
        statement
        imageUrl
      }
    `,
    questionRef,
  );
  const [imageFailed, setImageFailed] = useState(false);
  const value = draft?.value ?? null;

  return (
    <>
      <QuestionStatement>{question.statement}</QuestionStatement>
      {question.imageUrl && !imageFailed && (
        <Box
          component="img"
          src={question.imageUrl}
          alt="Imagen de la pregunta"
          onError={() => setImageFailed(true)}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, objectFit: 'contain', borderRadius: 2, mb: 2 }}
        />
      )}
      <RadioGroup
        row
        aria-labelledby={statementId}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange({ type: 'TRUE_OR_FALSE', value: event.target.value === 'true' })}
        sx={{ gap: 2 }}
      >
        <FormControlLabel value="true" control={<Radio />} label="Verdadero" />
        <FormControlLabel value="false" control={<Radio />} label="Falso" />
      </RadioGroup>
    </>
  );
}
