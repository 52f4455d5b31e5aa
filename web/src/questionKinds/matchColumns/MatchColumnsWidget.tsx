import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MatchColumnsWidget_question$key } from '../../__generated__/MatchColumnsWidget_question.graphql';
import type { WidgetProps } from '../kind';
import { QuestionStatement } from '../solve/QuestionStatement';

export interface MatchColumnsDraft {
  type: 'MATCH_COLUMNS';
  values: Array<string | null>;
}

/**
 * MATCH_COLUMNS: for each left item a select of the right column's items, in the order the api gives them (it
 * shuffles them once per question and student, so the order is no hint). Stored only when every left item has a
 * value.
 */
export function MatchColumnsWidget({ questionRef, draft, onChange }: WidgetProps<MatchColumnsWidget_question$key, MatchColumnsDraft>) {
  const question = useFragment(
    graphql`
      fragment MatchColumnsWidget_question on MatchColumnsQuestion {
        statement
        leftColumn
        rightColumn
      }
    `,
    questionRef,
  );
  const values = draft?.values ?? question.leftColumn.map(() => null);
  const change = (index: number, value: string) =>
    onChange({ type: 'MATCH_COLUMNS', values: values.map((v, i) => (i === index ? (value === '' ? null : value) : v)) });

  return (
    <>
      <QuestionStatement>{question.statement}</QuestionStatement>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Elija la pareja de cada elemento.
      </Typography>
      <Stack spacing={2}>
        {question.leftColumn.map((left, index) => (
          <Box
            key={index}
            sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: { xs: 0.5, sm: 2 } }}
          >
            <Typography id={`match-left-${index}`} sx={{ flex: { sm: '0 0 40%' }, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {left}
            </Typography>
            <TextField
              select
              margin="none"
              size="small"
              value={values[index] ?? ''}
              onChange={(event) => change(index, event.target.value)}
              slotProps={{
                select: { native: true },
                htmlInput: { 'aria-labelledby': `match-left-${index}` },
              }}
            >
              <option value="">Sin elegir</option>
              {question.rightColumn.map((right, rightIndex) => (
                <option key={rightIndex} value={right}>
                  {right}
                </option>
              ))}
            </TextField>
          </Box>
        ))}
      </Stack>
    </>
  );
}
