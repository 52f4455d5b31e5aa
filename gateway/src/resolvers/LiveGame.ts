import type { LiveGameResolvers } from '../__generated__/resolvers.js';
import { checkFirst } from '../graphql/connections.js';
import { toGlobalId } from '../graphql/globalId.js';
import { tag } from '../graphql/parents.js';
import type { RestGradebookDownload } from '../upstream/rest.js';

/**
 * A live game as the api showed it to the viewer: what a player may not see yet (the key, the distribution, the
 * results of answers) is absent from the api's view, so these resolvers pass it on and never read it elsewhere.
 */
export const LiveGame = {
  id: (game) => toGlobalId('LiveGame', game.id),
  assignment: (game, _, { loaders }) => loaders.assignments.load(game.assignmentId),
  host: (game, _, { loaders }) => loaders.profiles.load(game.hostId),
  // The key comes from the reveal on, under a QuestionKey id, so a client cache keeps the solver's view of the same
  // question (the solve screen's) apart from it.
  question: (game) => game.question && (game.question.view === 'AUTHOR' ? tag.questionKey(game.question) : tag.question(game.question)),
  // Players as the api lists them (by profile id): LivePlayer.ts makes the profile an object.
  players: (game) => game.players,
  viewerPlayer: (game) => game.viewerPlayer,
  async leaderboard(game, { first }, { loaders }) {
    const size = checkFirst(first, 100);
    // The api listed `leaderboardFirst` players: enough, or every player there is.
    if (size <= game.leaderboardFirst || game.leaderboard.length < game.leaderboardFirst) return game.leaderboard.slice(0, size);
    return (await loaders.liveGames(size).load({ id: game.id, version: game.version })).leaderboard;
  },
  resultsFile: (game, { format, separator }, { api }) =>
    game.viewerIsHost && game.status === 'FINISHED'
      ? api.call<RestGradebookDownload>({
          path: `/liveGames/${game.id}/file`,
          query: { format: format.toLowerCase(), separator: separator.toLowerCase() },
        })
      : null,
} satisfies LiveGameResolvers;
