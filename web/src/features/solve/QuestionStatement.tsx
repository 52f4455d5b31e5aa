import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { statementId } from './widgetProps';

/** The question as a heading; it also names the widget's group of choices for screen readers. */
export function QuestionStatement({ children }: { children: ReactNode }) {
  return (
    <Typography id={statementId} variant="h6" component="h2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}
