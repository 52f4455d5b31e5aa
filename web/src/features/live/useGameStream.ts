import { useEffect } from 'react';
import { requestSubscription, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * Follows a live game's `liveGameUpdated(id:)` with `subscription` (each screen spreads its own fragment): every
 * state lands in the store, where the screen reads it. The stream opens again after a drop (relay/subscribe.ts) and
 * the server then sends the state at once; once the game is over (`open` false) it is closed here, so a finished
 * game is never listened to again.
 */
export function useGameStream<Operation extends OperationType>(subscription: GraphQLTaggedNode, liveGameId: string, open: boolean) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!open) return undefined;
    const { dispose } = requestSubscription<Operation>(environment, { subscription, variables: { id: liveGameId } });
    return dispose;
  }, [environment, subscription, liveGameId, open]);
}
