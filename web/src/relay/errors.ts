import { errorMessages } from '@aula/common';

/** What a status means to a person, in Spanish. */
export function messageForStatus(status: number): string {
  switch (status) {
    case 401:
      return errorMessages.unauthorized;
    case 403:
      return errorMessages.forbidden;
    case 404:
      return errorMessages.notFound;
    case 409:
      return errorMessages.conflict;
    case 500:
      return errorMessages.server;
    default:
      return `Unexpected error occurred (Status: ${status})`;
  }
}

/** An error with a message fit to show: the gateway's Spanish message, its code and the input field it is about, if any. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The text to show for any error a mutation or query may throw. */
export function messageOf(error: unknown): string {
  if (error instanceof AppError) return error.message;
  // Relay wraps network errors; the original message is ours when it came from the fetch function.
  const source = (error as { source?: { errors?: Array<{ message?: string }> } })?.source;
  return source?.errors?.[0]?.message ?? (error instanceof Error ? error.message : messageForStatus(500));
}
