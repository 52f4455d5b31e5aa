import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';

export interface Toast {
  id: number;
  title?: string;
  message: string;
  severity: 'success' | 'error' | 'info' | 'warning';
}

/**
 * One toast, announced to screen readers (an Alert has role="alert"), gone after 5 s. It sits at the top, over
 * the app bar: at the bottom it covered the button it reports on (phone forms end with it) and the row a create
 * adds at the end of a list (desktop), and the links under a form (register's 'Inicie sesión').
 */
export default function ToastView({ toast, onClose }: { toast: Toast; onClose(): void }) {
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={5000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 4, sm: 8 } }}
    >
      <Alert severity={toast.severity} variant="filled" onClose={onClose} sx={{ minWidth: 280 }}>
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
