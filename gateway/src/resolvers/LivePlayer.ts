import type { LivePlayerResolvers } from '../__generated__/resolvers.js';
import type { GatewayContext } from '../graphql/context.js';
import type { LivePlayerParent } from '../graphql/parents.js';

/** The player as a read with every answer it may show lists them (a live stream's read leaves others' out). */
async function withAnswers(player: LivePlayerParent, { loaders }: GatewayContext) {
  if (player.answers !== undefined) return player;
  const game = await loaders.liveGames(undefined, 'all').load(player.game);
  const rows = [...(game.players ?? []), ...game.leaderboard, ...(game.viewerPlayer ? [game.viewerPlayer] : [])];
  return rows.find((row) => row.profileId === player.profileId) ?? player;
}

export const LivePlayer = {
  profile: (player, _, { loaders }) => loaders.profiles.load(player.profileId),
  answers: async (player, _, context) => (await withAnswers(player, context)).answers ?? [],
  lastAnswer: async (player, _, context) => (await withAnswers(player, context)).lastAnswer ?? null,
} satisfies LivePlayerResolvers;
