import type { LiveGameResolvers } from '../__generated__/resolvers.js';
import { checkFirst } from '../graphql/connections.js';
import { toGlobalId } from '../graphql/globalId.js';
import { tag } from '../graphql/parents.js';
import type { RestGradebookDownload, RestLivePlayer } from '../upstream/rest.js';

const inGame = (game: { id: string; version: number }, player: RestLivePlayer) => ({ ...player, game: { id: game.id, version: game.version } });

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
  // Players as the api lists them (by profile id), with the game they were read from: LivePlayer.ts makes the
  // profile an object and reads answers the read left out.
  players: (game) => game.players?.map((player) => inGame(game, player)) ?? null,
  viewerPlayer: (game) => game.viewerPlayer && inGame(game, game.viewerPlayer),
  async leaderboard(game, { first }, { loaders }) {
    const size = checkFirst(first, 100);
    // The api listed `leaderboardFirst` players: enough, or every player there is.
    const listed =
      size <= game.leaderboardFirst || game.leaderboard.length < game.leaderboardFirst
        ? game
        : await loaders.liveGames(size).load({ id: game.id, version: game.version });
    return listed.leaderboard.slice(0, size).map((player) => inGame(listed, player));
  },
  resultsFile: (game, { format, separator }, { api }) =>
    game.viewerIsHost && game.status === 'FINISHED'
      ? api.call<RestGradebookDownload>({
          path: `/liveGames/${game.id}/file`,
          query: { format: format.toLowerCase(), separator: separator.toLowerCase() },
        })
      : null,
} satisfies LiveGameResolvers;
