import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** The way back to the screen a screen belongs to ("Volver a Grupos", "Volver al grupo"), above its title. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1, ml: -1 }}>
      {children}
    </Button>
  );
}
