import { useCallback, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Keeps a form with unsaved changes from being lost by 'Volver', 'Cancelar', a navigation link or the browser's
 * back button: the router's blocker holds the navigation and asks first. `allowLeaving()` lets the next
 * navigation through without asking (a form calls it once saved, before moving on). Moving within the same
 * address is never held.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="¿Salir sin guardar?"
      message="Los cambios que no ha guardado se perderán."
      confirmLabel="Salir"
      cancelLabel="Seguir editando"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
  return { allowLeaving, dialog };
}
