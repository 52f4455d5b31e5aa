import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useSaveAttemptDraftMutation as Mutation } from '../__generated__/useSaveAttemptDraftMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

/**
 * Keeps an open start's answers so far on the server (the student alone sees them), so a student who switches
 * devices continues where they were: the start's `draft` brings them back. `answers` is the solve screen's own
 * record of each question's widget (draftStore.ts), as JSON text. Resolves with when the server stored it, by the
 * server's clock (null if it says nothing): the device keeps that time to compare with the server's later drafts.
 */
export function useSaveAttemptDraftMutation() {
  const [commit] = useAsyncMutation<Mutation>(graphql`
    mutation useSaveAttemptDraftMutation($input: SaveAttemptDraftInput!) {
      saveAttemptDraft(input: $input) {
        attemptStart {
          id
          # Only the time: the answers just sent are not worth their way back.
          draft {
            savedAt
          }
        }
      }
    }
  `);
  return useCallback(
    async (attemptStartId: string, step: number, answers: string) => {
      const { attemptStart } = (await commit({ input: { attemptStartId, step, answers } })).saveAttemptDraft;
      return attemptStart.draft?.savedAt ?? null;
    },
    [commit],
  );
}
