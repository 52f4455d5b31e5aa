import type { SubscriptionResolvers } from '../../__generated__/resolvers.js';
import { sessionEnded } from '../../graphql/errors.js';
import { idOf } from '../../graphql/globalId.js';
import { defaultLeaderboardFirst } from '../../graphql/liveGameLoaders.js';
import { tag } from '../../graphql/parents.js';
import type { LiveGameEvent } from '../../live/liveGames.js';

/**
 * A live game's states (Server-Sent Events), the current one first, for its host and its players (liveGames.ts).
 * Completes after FINISHED; when the session ends the last event is an UNAUTHENTICATED error.
 */
export const liveGameUpdated: SubscriptionResolvers['liveGameUpdated'] = {
  subscribe: (_, { id }, { api, liveGames }) => liveGames.follow(api, idOf(id, 'LiveGame')),
  resolve: (event: LiveGameEvent) => {
    if ('sessionEnded' in event) throw sessionEnded();
    return tag.liveGame(event.game, defaultLeaderboardFirst);
  },
};
