import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { defaultLeaderboardFirst } from '../../graphql/liveGameLoaders.js';
import { tag } from '../../graphql/parents.js';
import type { RestLiveGame } from '../../upstream/rest.js';

export const endLiveGame: MutationResolvers['endLiveGame'] = async (_, { input }, { api }) => {
  const game = await api.call<RestLiveGame>({ method: 'POST', path: `/liveGames/${idOf(input.id, 'LiveGame')}/end`, body: {} });
  return { liveGame: tag.liveGame(game, defaultLeaderboardFirst) };
};
