import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { defaultLeaderboardFirst } from '../../graphql/liveGameLoaders.js';
import { tag } from '../../graphql/parents.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import type { RestLiveGame } from '../../upstream/rest.js';

/** The api decides, by its clock, whether the answer is in time and the first; its refusals pass on as they are. */
export const answerLiveQuestion: MutationResolvers['answerLiveQuestion'] = async (_, { input }, { api }) => {
  const { questionId, ...fields } = input.answer;
  const game = await api.call<RestLiveGame>({
    method: 'POST',
    path: `/liveGames/${idOf(input.liveGameId, 'LiveGame')}/answer`,
    // Only the answer field given travels on; GraphQL sends the others as null.
    body: { questionId: idOf(questionId, 'Question'), ...withoutNulls(fields) },
  });
  return { liveGame: tag.liveGame(game, defaultLeaderboardFirst) };
};
