import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Toast } from './Toast';

// The toast's UI loads with the first toast, not with the first screen.
const ToastView = lazy(() => import('./Toast'));

type Severity = Toast['severity'];

interface Notify {
  success(message: string, title?: string): void;
  error(message: string, title?: string): void;
  info(message: string, title?: string): void;
}

const NotifierContext = createContext<Notify | null>(null);

/** Toasts: a title ('Éxito' / 'Error') over a description, one at a time, announced to screen readers. */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((severity: Severity) => (message: string, title?: string) => setToast({ id: Date.now(), severity, message, title }), []);
  const notify = useMemo<Notify>(() => ({ success: show('success'), error: show('error'), info: show('info') }), [show]);
  return (
    <NotifierContext.Provider value={notify}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView toast={toast} onClose={() => setToast(null)} />
        </Suspense>
      )}
    </NotifierContext.Provider>
  );
}

export function useNotify() {
  const notify = useContext(NotifierContext);
  if (!notify) throw new Error('useNotify needs a NotifierProvider');
  return notify;
}
