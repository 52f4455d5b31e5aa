import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Centered spinner that fills its area, so content does not jump when it arrives. */
export function FullPageSpinner({ label = 'Cargando...' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}
