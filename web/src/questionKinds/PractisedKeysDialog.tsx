import { errorMessages } from '@aula/common';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { messageOf } from '../relay/errors';

/**
 * The api's refusal to put keys students saw in Modo Libre into a graded assignment (closing Modo Libre on practised
 * questions, or linking one): its explanation, to ask the teacher; null for any other error.
 */
export function practisedKeysReason(error: unknown): string | null {
  const message = messageOf(error);
  return message === errorMessages.practisedAssignment || message === errorMessages.practisedQuestions ? message : null;
}

/** Asks whether to go ahead anyway, saying why; the screen then sends again with `confirmPractisedKeys`. */
export function PractisedKeysDialog({
  reason,
  busy,
  onConfirm,
  onClose,
}: {
  reason: string | null;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <ConfirmDialog
      open={reason !== null}
      title="¿Calificar con soluciones ya vistas?"
      message={reason ?? undefined}
      confirmLabel="Sí, continuar"
      cancelLabel="Cancelar"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
