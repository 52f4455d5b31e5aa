import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { defaultLeaderboardFirst } from '../../graphql/liveGameLoaders.js';
import { tag } from '../../graphql/parents.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import type { RestLiveGame } from '../../upstream/rest.js';

export const advanceLiveGame: MutationResolvers['advanceLiveGame'] = async (_, { input: { id, ...seen } }, { api }) => {
  const game = await api.call<RestLiveGame>({ method: 'POST', path: `/liveGames/${idOf(id, 'LiveGame')}/advance`, body: withoutNulls(seen) });
  return { liveGame: tag.liveGame(game, defaultLeaderboardFirst) };
};
