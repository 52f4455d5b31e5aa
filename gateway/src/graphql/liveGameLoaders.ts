import DataLoader from 'dataloader';
import type { Api } from '../upstream/api.js';
import { maxIds } from './batchSize.js';
import { notFound } from './errors.js';
import { tag, type LiveGameParent } from './parents.js';
import type { RestLiveGame, RestLiveGameList } from '../upstream/rest.js';

/** The api's leaderboard length when none is asked (LiveGame.leaderboard's default `first`). */
export const defaultLeaderboardFirst = 5;

/** A game to read; `version` tells a newer state of the same game apart, so a live stream never reuses an older read. */
export interface LiveGameKey {
  id: string;
  version?: number;
}

/** Host or player: the only people a game is shown to (a member of the group who has not joined sees none of it). */
export const takesPart = (game: RestLiveGame) => game.viewerIsHost || game.viewerPlayer !== null;

/** Whose answers the api puts on players' rows: everyone's the viewer may see, or only their own (cheaper). */
export type PlayerAnswers = 'all' | 'own';

/**
 * The live games' batched reads (part of createLoaders): one GET /liveGames?ids= per batch, leaderboard length and
 * players' answers. A game the viewer neither hosts nor plays is NOT_FOUND, as a stranger's is.
 */
export function liveGameLoaders(api: Api) {
  const byLeaderboard = new Map<string, DataLoader<LiveGameKey, LiveGameParent, string>>();
  const ofAssignmentsBySize = new Map<number, DataLoader<string, LiveGameParent[]>>();
  return {
    liveGames(leaderboardFirst = defaultLeaderboardFirst, playerAnswers: PlayerAnswers = 'all') {
      let loader = byLeaderboard.get(`${leaderboardFirst}:${playerAnswers}`);
      if (!loader) {
        loader = new DataLoader<LiveGameKey, LiveGameParent, string>(
          async (keys) => {
            const { liveGames } = await api.call<RestLiveGameList>({
              path: '/liveGames',
              query: { ids: [...new Set(keys.map((key) => key.id))], leaderboardFirst, playerAnswers },
            });
            const found = new Map(liveGames.filter(takesPart).map((game) => [game.id, tag.liveGame(game, leaderboardFirst)]));
            return keys.map((key) => found.get(key.id) ?? notFound());
          },
          { maxBatchSize: maxIds, cacheKeyFn: ({ id, version }) => `${id}@${version ?? ''}` },
        );
        byLeaderboard.set(`${leaderboardFirst}:${playerAnswers}`, loader);
      }
      return loader;
    },
    /** Each assignment's games, `first` at most (in the api's order); none for an assignment whose group the viewer does not own. */
    liveGamesOfAssignment(first: number) {
      let loader = ofAssignmentsBySize.get(first);
      if (!loader) {
        loader = new DataLoader<string, LiveGameParent[]>(
          async (assignmentIds) => {
            const { liveGames } = await api.call<RestLiveGameList>({
              path: '/liveGames/byAssignment',
              query: { assignmentIds: [...assignmentIds], first },
            });
            return assignmentIds.map((id) =>
              liveGames.filter((game) => game.assignmentId === id).map((game) => tag.liveGame(game, defaultLeaderboardFirst)),
            );
          },
          { maxBatchSize: maxIds },
        );
        ofAssignmentsBySize.set(first, loader);
      }
      return loader;
    },
  };
}
