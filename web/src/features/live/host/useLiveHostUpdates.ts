import { useEffect } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { requestSubscription } from 'relay-runtime';
import type { useLiveHostUpdatesSubscription } from '../../../__generated__/useLiveHostUpdatesSubscription.graphql';

const subscription = graphql`
  subscription useLiveHostUpdatesSubscription($id: ID!) {
    liveGameUpdated(id: $id) {
      id
      ...LiveHostPage_liveGame
    }
  }
`;

/**
 * Keeps the host's screen on the game's current state (players arriving, answers counted, the question closing by
 * itself). Once the game is over nothing changes any more: the stream is closed, so a server that ends it is not
 * reconnected to again and again.
 */
export function useLiveHostUpdates(liveGameId: string, finished: boolean) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (finished) return;
    const { dispose } = requestSubscription<useLiveHostUpdatesSubscription>(environment, { subscription, variables: { id: liveGameId } });
    return dispose;
  }, [environment, liveGameId, finished]);
}
