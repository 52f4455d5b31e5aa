import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/**
 * Asks before leaving the solve screen with answers not yet sent: for a move inside the app (a link, 'Volver a
 * Grupos', the browser's back button) with the router's blocker and a dialog; for a reload or closing the tab
 * with the browser's own question (beforeunload). The answers stay on the device either way.
 */
export function LeaveGuard({ when }: { when: () => boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when() && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!when()) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="¿Salir sin enviar sus respuestas?"
      message="Sus respuestas todavía no se enviaron. Quedarán guardadas en este dispositivo y podrá continuar cuando vuelva a esta tarea."
      confirmLabel="Salir"
      cancelLabel="Seguir respondiendo"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
