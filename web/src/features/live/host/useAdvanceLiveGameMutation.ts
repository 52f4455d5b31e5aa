import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { LiveGameStatus, useAdvanceLiveGameMutation as Advance } from '../../../__generated__/useAdvanceLiveGameMutation.graphql';
import { useAsyncMutation } from '../../../relay/useAsyncMutation';

/**
 * Moves the game one step (lobby → question → reveal → next question … → finished). It sends the state the host
 * saw, so a second click or another tab that already moved the game changes nothing.
 */
export function useAdvanceLiveGameMutation() {
  const [commit, isInFlight] = useAsyncMutation<Advance>(graphql`
    mutation useAdvanceLiveGameMutation($input: AdvanceLiveGameInput!) {
      advanceLiveGame(input: $input) {
        liveGame {
          id
          ...LiveHostPage_liveGame
        }
      }
    }
  `);
  const advance = useCallback(
    (id: string, fromStatus: LiveGameStatus, fromQuestionIndex: number | null | undefined) =>
      commit({ input: { id, fromStatus, fromQuestionIndex: fromQuestionIndex ?? null } }),
    [commit],
  );
  return [advance, isInFlight] as const;
}
