import { newClientId } from '../lib/clientId';
import { AppError } from '../relay/errors';

/** What the student is told when the submission could not reach the server and is kept to be sent later. */
export const offlineMessage = 'Sin conexión: sus respuestas se enviarán automáticamente';

/** A client submission id (a UUID, see lib/clientId.ts). */
export const newSubmissionId = newClientId;

/**
 * True when a submit never reached the server (or its answer never came back): the browser says it is offline,
 * or the fetch itself failed, which relay/network.ts reports as an AppError with code INTERNAL_SERVER_ERROR.
 * Such a submission is kept to be sent again with the same id; any other error is the server's final word.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof AppError && error.code === 'INTERNAL_SERVER_ERROR';
}

/** Codes with which the server refuses a submission for good: sending it again would get the same answer. */
const refusalCodes = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT']);

/** True when the server refused the submission itself (the assignment deactivated, no attempts left, …). */
export function isRefusal(error: unknown): boolean {
  return !isNetworkFailure(error) && error instanceof AppError && error.code !== undefined && refusalCodes.has(error.code);
}
