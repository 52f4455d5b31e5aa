import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * One part of the profile: a titled region (h2), so a screen reader lists and jumps between them. The title can take
 * the focus from the page (not by Tab), for when what had it goes away.
 */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={id} variant="h6" component="h2" tabIndex={-1} sx={{ mb: 2, '&:focus': { outline: 'none' } }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
