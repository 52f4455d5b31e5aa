import type { Queryable } from '../../db/database.js';
import { ApiError } from '../../domain/errors.js';
import type { AnswerInput } from '../attempts/schemas.js';
import { submit } from '../attempts/submit.js';
import type { LiveContext } from './lifecycle.js';
import { keepSkippedReason, liveSubmissionId } from './attemptStanding.js';
import { answersOfGame } from './repository.js';

/** Why a player's answers did not become an attempt: logged, never failing the job. */
export type SkippedAttempt = (details: { gameId: string; profileId: string; reason: string }) => void;

/**
 * countsAsAttempt: each player's answers of a finished game become a submitted attempt through the attempts' code
 * (attempts/submit.ts), graded by the assignment's rules as if the player had sent them. A player with no attempts
 * left, no longer a member, or an assignment closed since, is skipped: logged, and the reason kept on their row for
 * LivePlayer.attemptNote. Anything else (the database gone) fails the job, which is run again.
 */
export async function recordLiveAttempts(ctx: LiveContext, gameId: string, skipped: SkippedAttempt) {
  const game = await finishedGame(ctx.db, gameId);
  if (!game?.counts_as_attempt) return;
  const players = await ctx.db.query<{ profile_id: string }>('SELECT profile_id FROM live_players WHERE live_game_id = $1 ORDER BY joined_at', [
    gameId,
  ]);
  const answers = await answersOfGame(ctx.db, gameId);
  for (const { profile_id: profileId } of players) {
    const own = answers.filter((a) => a.profile_id === profileId).map((a) => a.sent as AnswerInput);
    try {
      await submit(
        ctx.db,
        profileId,
        ctx.columnSecret,
        { assignmentId: game.assignment_id, clientSubmissionId: liveSubmissionId(gameId, profileId), answers: own },
        { ofFinishedLiveGame: true },
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await keepSkippedReason(ctx.db, gameId, profileId, error.message);
      skipped({ gameId, profileId, reason: error.message });
    }
  }
}

async function finishedGame(db: Queryable, gameId: string) {
  const [row] = await db.query<{ assignment_id: string; counts_as_attempt: boolean }>(
    `SELECT assignment_id, counts_as_attempt FROM live_games WHERE id = $1 AND status = 'FINISHED'`,
    [gameId],
  );
  return row;
}
