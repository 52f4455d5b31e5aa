import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

/** What the leave dialog says. */
export interface LeaveTexts {
  title: string;
  message: string;
  cancelLabel: string;
  /** A red 'Salir': leaving loses something. */
  destructive?: boolean;
}

const unsavedForm: LeaveTexts = {
  title: '¿Salir sin guardar?',
  message: 'Los cambios que no ha guardado se perderán.',
  cancelLabel: 'Seguir editando',
  destructive: true,
};

/**
 * Keeps work from being lost by 'Volver', 'Cancelar', a navigation link or the browser's back button: the router's
 * blocker holds the navigation and asks first. With `askOnUnload`, a reload or closing the tab gets the browser's
 * own question too (beforeunload). `allowLeaving()` lets the next navigation through without asking (a form calls
 * it once saved, before moving on). Moving within the same address is never held. `pending` may be a function, read
 * at the moment of leaving (for state kept in refs).
 */
export function useLeaveGuard(
  pending: boolean | (() => boolean),
  { texts = unsavedForm, askOnUnload = false }: { texts?: LeaveTexts; askOnUnload?: boolean } = {},
) {
  const allowed = useRef(false);
  const isPending = () => !allowed.current && (typeof pending === 'function' ? pending() : pending);
  const latest = useRef(isPending);
  latest.current = isPending;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isPending() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!askOnUnload) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [askOnUnload]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={texts.title}
      message={texts.message}
      confirmLabel="Salir"
      cancelLabel={texts.cancelLabel}
      destructive={texts.destructive}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
  return { allowLeaving, dialog };
}
