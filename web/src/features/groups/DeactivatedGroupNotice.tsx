import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** A deactivated group (opened from a saved link): read-only, nothing to manage, edit or solve in it. */
export function DeactivatedGroupNotice() {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>Grupo desactivado</AlertTitle>
      Este grupo fue desactivado: solo se puede consultar.
    </Alert>
  );
}
