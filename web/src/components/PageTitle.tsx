import Box from '@mui/material/Box';
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

/**
 * The heading of a screen about one thing (a group, an assignment, an attempt): the title, what it is of under it,
 * and the screen's main action, if any, on the right.
 */
export function PageHeading({ title, subtitle, action }: { title: ReactNode; subtitle: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        <PageTitle>{title}</PageTitle>
        <Typography color="text.secondary" sx={{ mt: -1.5, overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
