import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The "yes" deactivates or removes something: it is red. Otherwise it has the main colour. */
  destructive?: boolean;
  /** While true, the "yes" cannot be pressed again. */
  busy?: boolean;
  /** The "no" has the focus instead: when the "yes" cannot be undone and Enter pressed twice must not answer it. */
  focusCancel?: boolean;
  onConfirm(): void;
  /** The other answer (and Escape or a click outside). */
  onClose(): void;
}

/**
 * A yes/no question, 'Sí'/'No' unless the screen names its answers: '¿Desea eliminar este perfil del grupo?',
 * 'Desactivar', '¿Deseas añadir otra pregunta?', '¿Seguro que quieres guardar con estas preguntas?'. The "yes" has
 * the focus, so Enter answers it and Escape the other.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Sí',
  cancelLabel = 'No',
  destructive = false,
  busy,
  focusCancel = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={message ? messageId : undefined}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {message && (
        <DialogContent>
          <DialogContentText id={messageId}>{message}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} autoFocus={focusCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy} autoFocus={!focusCancel}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
