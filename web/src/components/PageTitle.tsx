import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The screen's heading (one h1 per screen), styled as a bold h5. A long word (a group named without spaces)
 * wraps instead of widening the page; `title` gives the full text on hover where a screen shortens it.
 */
export function PageTitle({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Typography variant="h5" component="h1" title={title} sx={{ mb: 2, fontWeight: 600, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}
