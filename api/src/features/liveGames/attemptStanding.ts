import type { Queryable } from '../../db/database.js';

// With countsAsAttempt a finished game's answers become each player's attempt (attempts.ts); what is read with the
// game to tell in advance whose will not (LivePlayer.attemptNote, views.ts).

/** One player's standing, read with their game (gamesForViews). */
export interface AttemptStanding {
  profile_id: string;
  /** Why the finished game's job skipped them, once it has. */
  skipped_reason: string | null;
  is_member: boolean;
  /** Their graded attempts at the assignment, this game's own left out. */
  used: number;
  /** The job has turned this game's answers into their attempt. */
  counted: boolean;
}

/**
 * A game's answers become a player's attempt under this client submission id (attempts.ts), one per game and player:
 * the attempts' own idempotency makes a job run twice (or by two processes) count once.
 */
export const liveSubmissionId = (gameId: string, profileId: string) => `live-${gameId}-${profileId}`;
const liveSubmissionIdSql = (gameId: string, profileId: string) => `'live-' || ${gameId} || '-' || ${profileId}`;

/** Attempt `alias` is this game's (g) for player sp. */
const liveAttemptOf = (alias: string) =>
  `${alias}.profile_id = sp.profile_id AND ${alias}.client_submission_id = ${liveSubmissionIdSql('g.id', 'sp.profile_id')}`;

/** With counts_as_attempt, the standing (AttemptStanding) of the players whose attemptNote the viewer ($2) sees. */
export const attemptStandingSql = `CASE WHEN g.counts_as_attempt THEN (
    SELECT coalesce(json_agg(json_build_object(
             'profile_id', sp.profile_id,
             'skipped_reason', sp.attempt_skipped_reason,
             'is_member', EXISTS (SELECT 1 FROM study_group_members sm WHERE sm.study_group_id = a.study_group_id AND sm.profile_id = sp.profile_id),
             'used', (SELECT count(*) FROM assignment_attempts ua
                       WHERE ua.assignment_id = g.assignment_id AND ua.profile_id = sp.profile_id AND NOT coalesce(${liveAttemptOf('ua')}, false)),
             'counted', EXISTS (SELECT 1 FROM assignment_attempts ca WHERE ${liveAttemptOf('ca')}))), '[]')
      FROM live_players sp WHERE sp.live_game_id = g.id AND (g.host_profile_id = $2 OR sp.profile_id = $2)) END`;

/** Keeps why the finished game's job did not turn the player's answers into an attempt. */
export async function keepSkippedReason(db: Queryable, gameId: string, profileId: string, reason: string) {
  await db.query('UPDATE live_players SET attempt_skipped_reason = $3 WHERE live_game_id = $1 AND profile_id = $2', [gameId, profileId, reason]);
}
