import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useEndLiveGameMutation as End } from '../../../__generated__/useEndLiveGameMutation.graphql';
import { useAsyncMutation } from '../../../relay/useAsyncMutation';

/** Ends the game at once, whatever question it is on: the players see the final leaderboard. */
export function useEndLiveGameMutation() {
  const [commit, isInFlight] = useAsyncMutation<End>(graphql`
    mutation useEndLiveGameMutation($input: EndLiveGameInput!) {
      endLiveGame(input: $input) {
        liveGame {
          id
          ...LiveHostPage_liveGame
        }
      }
    }
  `);
  const end = useCallback((id: string) => commit({ input: { id } }), [commit]);
  return [end, isInFlight] as const;
}
