import { graphql } from 'react-relay/hooks';
import type { usePlayerLiveGameSubscription } from '../../../__generated__/usePlayerLiveGameSubscription.graphql';
import { useGameStream } from '../useGameStream';

const subscription = graphql`
  subscription usePlayerLiveGameSubscription($id: ID!) {
    liveGameUpdated(id: $id) {
      id
      ...PlayPage_liveGame
    }
  }
`;

/** Keeps the player's screen on the game's state while it is `open` (not over). */
export function usePlayerLiveGame(id: string, open: boolean) {
  useGameStream<usePlayerLiveGameSubscription>(subscription, id, open);
}
