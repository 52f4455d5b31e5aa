import { AppError } from '../../relay/errors';

/**
 * The form field a refusal is about: the gateway names it on BAD_USER_INPUT (a taken username, a wrong current
 * password), so the message shows under that field instead of in a toast.
 */
export function refusedField<Field extends string>(error: unknown, fields: readonly Field[]): Field | undefined {
  if (!(error instanceof AppError) || error.code !== 'BAD_USER_INPUT') return undefined;
  return fields.find((field) => field === error.field);
}
