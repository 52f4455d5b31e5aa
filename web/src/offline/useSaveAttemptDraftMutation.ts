import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useSaveAttemptDraftMutation as Mutation } from '../__generated__/useSaveAttemptDraftMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

/**
 * Keeps an open start's answers so far on the server (the student alone sees them), so a student who switches
 * devices continues where they were: the start's `draft` brings them back. `answers` is the solve screen's own
 * record of each question's widget (draftStore.ts), as JSON text.
 */
export function useSaveAttemptDraftMutation() {
  const [commit] = useAsyncMutation<Mutation>(graphql`
    mutation useSaveAttemptDraftMutation($input: SaveAttemptDraftInput!) {
      saveAttemptDraft(input: $input) {
        attemptStart {
          id
        }
      }
    }
  `);
  return useCallback(
    async (attemptStartId: string, step: number, answers: string) => {
      await commit({ input: { attemptStartId, step, answers } });
    },
    [commit],
  );
}
