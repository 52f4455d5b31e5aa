import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { defaultLeaderboardFirst } from '../../graphql/liveGameLoaders.js';
import { tag } from '../../graphql/parents.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import type { RestLiveGame } from '../../upstream/rest.js';

export const startLiveGame: MutationResolvers['startLiveGame'] = async (_, { input: { assignmentId, ...settings } }, { api }) => {
  const game = await api.call<RestLiveGame>({
    method: 'POST',
    path: '/liveGames/start',
    body: { assignmentId: idOf(assignmentId, 'Assignment'), ...withoutNulls(settings) },
  });
  return { liveGame: tag.liveGame(game, defaultLeaderboardFirst) };
};
