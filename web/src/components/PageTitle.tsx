import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The screen's heading (one h1 per screen), styled as a bold h5. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
      {children}
    </Typography>
  );
}
