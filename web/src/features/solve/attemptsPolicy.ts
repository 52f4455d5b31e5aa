import { errorMessages } from '@aula/common';
import { formatSpanishDate } from '../../lib/format';

// What the overview and the solve screen say about an assignment's attempts policy.

/** 'Intentos restantes: 1 de 3', or 'Intentos ilimitados'. */
export function attemptsLeftText(left: number | null | undefined, max: number | null | undefined): string {
  if (left == null || max == null) return 'Intentos ilimitados';
  return `Intentos restantes: ${left} de ${max}`;
}

/** 'Fecha de entrega: 5 de mayo del 2030 a las 15:30', or null without a due date. */
export function dueText(dueAt: string | null | undefined): string | null {
  return dueAt ? `Fecha de entrega: ${formatSpanishDate(dueAt)}` : null;
}

/** 'Tiempo límite: 30 minutos' (counted from the start of the attempt). */
export const timeLimitText = (minutes: number) => `Tiempo límite: ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}`;

export const isPastDue = (dueAt: string | null | undefined, now = Date.now()) => Boolean(dueAt) && Date.parse(dueAt!) < now;

export const pastDueNotice = 'La fecha de entrega ya pasó: lo que envíe se marcará «Entregada con retraso».';

/** 'Cierre de entregas: 5 de mayo del 2030 a las 15:30', or null when it never closes. */
export function closeText(closeAt: string | null | undefined): string | null {
  return closeAt ? `Cierre de entregas: ${formatSpanishDate(closeAt)}` : null;
}

/** Why no attempt can start, or null when one can. */
export function closedReason(
  assignment: { viewerAttemptsLeft?: number | null; openForPractice?: boolean; closeAt?: string | null },
  now = Date.now(),
): string | null {
  if (assignment.openForPractice) return errorMessages.practiceOnly;
  if (assignment.closeAt && Date.parse(assignment.closeAt) < now) return errorMessages.assignmentClosed;
  if (assignment.viewerAttemptsLeft === 0) return errorMessages.attemptsExhausted;
  return null;
}
