import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type Severity = 'success' | 'error' | 'info' | 'warning';
interface Toast {
  id: number;
  title?: string;
  message: string;
  severity: Severity;
}

interface Notify {
  success(message: string, title?: string): void;
  error(message: string, title?: string): void;
  info(message: string, title?: string): void;
}

const NotifierContext = createContext<Notify | null>(null);

/** Toasts of SPEC.md section 8 ('Éxito' / 'Error' with a description), one at a time, announced to screen readers. */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((severity: Severity) => (message: string, title?: string) => setToast({ id: Date.now(), severity, message, title }), []);
  const notify = useMemo<Notify>(() => ({ success: show('success'), error: show('error'), info: show('info') }), [show]);
  return (
    <NotifierContext.Provider value={notify}>
      {children}
      <Snackbar
        key={toast?.id}
        open={toast !== null}
        autoHideDuration={5000}
        onClose={(_, reason) => reason !== 'clickaway' && setToast(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {toast ? (
          <Alert severity={toast.severity} variant="filled" onClose={() => setToast(null)} sx={{ minWidth: 280 }}>
            {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
            {toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifierContext.Provider>
  );
}

export function useNotify() {
  const notify = useContext(NotifierContext);
  if (!notify) throw new Error('useNotify needs a NotifierProvider');
  return notify;
}
