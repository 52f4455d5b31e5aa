import type { LeaveTexts } from '../../components/LeaveGuard';
import { formatGrade } from '../../lib/format';

// What the solve screen tells the student.

export const unsentAnswers: LeaveTexts = {
  title: '¿Salir sin enviar sus respuestas?',
  message: 'Sus respuestas todavía no se enviaron. Quedarán guardadas en este dispositivo y podrá continuar cuando vuelva a esta tarea.',
  cancelLabel: 'Seguir respondiendo',
};

/** Told when an offline submission cannot be kept (no session key to seal it with). */
export const notKeptMessage = 'No se pudieron guardar sus respuestas en este dispositivo. Envíelas cuando tenga conexión.';

/** The confirmation: the grade, what is still to grade, and 'Entregada con retraso' when it counted after the due date. */
export function gradeMessage(score: number, pendingCount: number, late = false) {
  const pending = pendingCount === 0 ? '' : pendingCount === 1 ? ' (1 respuesta por calificar)' : ` (${pendingCount} respuestas por calificar)`;
  return `${late ? 'Tarea entregada con retraso' : 'Tarea enviada'}. Nota: ${formatGrade(score)}${pending}`;
}
