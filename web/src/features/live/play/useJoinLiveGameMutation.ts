import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useJoinLiveGameMutation as Mutation } from '../../../__generated__/useJoinLiveGameMutation.graphql';
import { useAsyncMutation } from '../../../relay/useAsyncMutation';

/** Joins the open game of a PIN (a member of the assignment's group); joining again returns the same game. */
export function useJoinLiveGameMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useJoinLiveGameMutation($input: JoinLiveGameInput!) {
      joinLiveGame(input: $input) {
        liveGame {
          id
        }
      }
    }
  `);
  const join = useCallback((pin: string) => commit({ input: { pin } }), [commit]);
  return [join, isInFlight] as const;
}
