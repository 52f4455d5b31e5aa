import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** A modal with a title and a message (login's 'Éxito' and 'Error' modals); the button only when closable. */
export function MessageDialog({ open, title, message, onClose }: { open: boolean; title: string; message: string; onClose?: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="message-title" aria-describedby="message-text">
      <DialogTitle id="message-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="message-text">{message}</DialogContentText>
      </DialogContent>
      {onClose && (
        <DialogActions>
          <Button onClick={onClose} autoFocus>
            Cerrar
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
