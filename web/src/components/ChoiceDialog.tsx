import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ChoiceDialogProps {
  open: boolean;
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm(): void;
  /** The other answer (and Escape or a click outside). */
  onClose(): void;
}

/**
 * A question whose "yes" is not destructive ('¿Deseas añadir otra pregunta?', '¿Seguro que quieres guardar con
 * estas preguntas?'): like ConfirmDialog, with the main colour instead of red.
 */
export function ChoiceDialog({ open, title, message, confirmLabel = 'Sí', cancelLabel = 'No', onConfirm, onClose }: ChoiceDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="choice-title" aria-describedby={message ? 'choice-message' : undefined}>
      <DialogTitle id="choice-title">{title}</DialogTitle>
      {message && (
        <DialogContent>
          <DialogContentText id="choice-message">{message}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
