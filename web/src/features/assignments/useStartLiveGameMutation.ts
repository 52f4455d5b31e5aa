import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { StartLiveGameInput, useStartLiveGameMutation as Start } from '../../__generated__/useStartLiveGameMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Opens a live game on an assignment; the assignment's row then offers 'Volver al juego en vivo' from the store. */
export function useStartLiveGameMutation() {
  const [commit, isInFlight] = useAsyncMutation<Start>(graphql`
    mutation useStartLiveGameMutation($input: StartLiveGameInput!) {
      startLiveGame(input: $input) {
        liveGame {
          id
          assignment {
            id
            ...LiveGameButton_assignment
          }
        }
      }
    }
  `);
  const start = useCallback(async (input: StartLiveGameInput) => (await commit({ input })).startLiveGame.liveGame, [commit]);
  return [start, isInFlight] as const;
}
