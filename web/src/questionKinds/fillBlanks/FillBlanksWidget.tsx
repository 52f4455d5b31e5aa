import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FillBlanksWidget_question$key } from '../../__generated__/FillBlanksWidget_question.graphql';
import type { WidgetProps } from '../kind';
import { QuestionStatement } from '../solve/QuestionStatement';

export interface FillBlanksDraft {
  type: 'FILL_BLANKS';
  values: string[];
}

/**
 * FILL_BLANKS: the sentence from its segments with a text input in each blank ('Espacio N'); stored only when
 * every blank is filled.
 */
export function FillBlanksWidget({ questionRef, draft, onChange }: WidgetProps<FillBlanksWidget_question$key, FillBlanksDraft>) {
  const question = useFragment(
    graphql`
      fragment FillBlanksWidget_question on FillBlanksQuestion {
        segments
        blankCount
      }
    `,
    questionRef,
  );
  const values = draft?.values ?? Array.from({ length: question.blankCount }, () => '');
  const change = (index: number, value: string) => onChange({ type: 'FILL_BLANKS', values: values.map((v, i) => (i === index ? value : v)) });

  return (
    <>
      <QuestionStatement>Complete los espacios en blanco</QuestionStatement>
      <Box sx={{ m: 0, typography: 'body1', fontSize: '1.125rem', lineHeight: 2.6, overflowWrap: 'anywhere' }}>
        {question.segments.map((segment, index) => (
          <Fragment key={index}>
            <span>{segment}</span>
            {index < question.blankCount && (
              <TextField
                value={values[index] ?? ''}
                onChange={(event) => change(index, event.target.value)}
                size="small"
                margin="none"
                fullWidth={false}
                placeholder={String(index + 1)}
                autoComplete="off"
                slotProps={{ htmlInput: { 'aria-label': `Espacio ${index + 1}`, spellCheck: false } }}
                sx={{ mx: 0.5, width: '11ch', verticalAlign: 'middle' }}
              />
            )}
          </Fragment>
        ))}
      </Box>
      {question.blankCount === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Esta pregunta no tiene espacios.
        </Typography>
      )}
    </>
  );
}
