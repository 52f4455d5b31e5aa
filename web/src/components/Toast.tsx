import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';

export interface Toast {
  id: number;
  title?: string;
  message: string;
  severity: 'success' | 'error' | 'info' | 'warning';
}

/** One toast at the bottom, announced to screen readers (an Alert has role="alert"), gone after 5 s. */
export default function ToastView({ toast, onClose }: { toast: Toast; onClose(): void }) {
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={5000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={toast.severity} variant="filled" onClose={onClose} sx={{ minWidth: 280 }}>
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
