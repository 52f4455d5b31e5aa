import { graphql } from 'react-relay/hooks';
import type { useLiveHostUpdatesSubscription } from '../../../__generated__/useLiveHostUpdatesSubscription.graphql';
import { useGameStream } from '../useGameStream';

const subscription = graphql`
  subscription useLiveHostUpdatesSubscription($id: ID!) {
    liveGameUpdated(id: $id) {
      id
      ...LiveHostPage_liveGame
    }
  }
`;

/** Keeps the host's screen on the game's current state (players arriving, answers counted, the question closing by itself) until it is over. */
export function useLiveHostUpdates(liveGameId: string, finished: boolean) {
  useGameStream<useLiveHostUpdatesSubscription>(subscription, liveGameId, !finished);
}
