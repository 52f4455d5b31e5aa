import { useEffect } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay/hooks';
import type { usePlayerLiveGameSubscription } from '../../../__generated__/usePlayerLiveGameSubscription.graphql';

const subscription = graphql`
  subscription usePlayerLiveGameSubscription($id: ID!) {
    liveGameUpdated(id: $id) {
      id
      ...PlayPage_liveGame
    }
  }
`;

/**
 * Keeps the player's screen on the game's state: each update lands in the store, where the page reads it. The
 * stream opens again after a drop (relay/subscribe.ts) and the server then sends the state at once; once the game
 * is over (`open` false) it is closed here, so a finished game is never listened to again.
 */
export function usePlayerLiveGame(id: string, open: boolean) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!open) return undefined;
    const { dispose } = requestSubscription<usePlayerLiveGameSubscription>(environment, { subscription, variables: { id } });
    return dispose;
  }, [environment, id, open]);
}
