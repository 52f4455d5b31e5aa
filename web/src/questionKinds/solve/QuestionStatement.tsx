import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The id of the statement heading, which labels the widget's group of choices. */
export const statementId = 'solve-question-statement';

/** The question as a heading; it also names the widget's group of choices for screen readers. */
export function QuestionStatement({ children }: { children: ReactNode }) {
  return (
    <Typography id={statementId} variant="h6" component="h2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}
