import { useCallback } from 'react';
import { messageForStatus, messageOf } from '../relay/errors';
import { useNotify } from './Notifier';

export interface MutationToasts {
  /** Told as 'Éxito' when the mutation succeeds. */
  success?: string;
  /**
   * The screen's own words for a failure: the toast's title over the server's Spanish message (alone when the
   * server gave none), or a function that puts the server's message into a sentence.
   */
  failure?: string | ((serverMessage: string) => string);
  /** Errors the screen answers itself (a question to confirm, a message under a field): no toast for them. */
  handledHere?(error: unknown): boolean;
}

export type MutationOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs a mutation and tells its outcome in a toast, so no screen drops the server's message: the success text,
 * or the server's Spanish message under the screen's own words. Resolves with the outcome, never throws.
 */
export function useToastedMutation() {
  const notify = useNotify();
  return useCallback(
    async <T>(mutation: () => Promise<T>, { success, failure, handledHere }: MutationToasts = {}): Promise<MutationOutcome<T>> => {
      try {
        const value = await mutation();
        if (success) notify.success(success, 'Éxito');
        return { ok: true, value };
      } catch (error) {
        if (!handledHere?.(error)) notifyFailure(notify.error, messageOf(error), failure);
        return { ok: false, error };
      }
    },
    [notify],
  );
}

function notifyFailure(error: (message: string, title?: string) => void, serverMessage: string, failure: MutationToasts['failure']) {
  if (typeof failure === 'function') error(failure(serverMessage), 'Error');
  else if (failure && serverMessage) error(serverMessage, failure);
  else error(serverMessage || failure || messageForStatus(500), 'Error');
}
