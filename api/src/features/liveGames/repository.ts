import type { Queryable } from '../../db/database.js';
import type { AttemptRules } from '../attempts/policy.js';
import type { Answer } from '../questions/grading.js';
import { attemptStandingSql, type AttemptStanding } from './attemptStanding.js';
import type { LiveGamePoints, LiveGameStatus } from './schemas.js';

export interface LiveGameRow {
  id: string;
  pin: string;
  assignment_id: string;
  host_profile_id: string;
  status: LiveGameStatus;
  question_seconds: number;
  points: LiveGamePoints;
  streak_bonus: boolean;
  counts_as_attempt: boolean;
  question_ids: string[];
  question_index: number | null;
  question_opened_at: Date | null;
  question_ends_at: Date | null;
  version: number;
  created_at: Date;
  finished_at: Date | null;
  study_group_id: string;
  /** The open question's time is up by the database's clock, and nobody has closed it yet. */
  time_up: boolean;
  /** Milliseconds to question_ends_at by the database's clock; null unless QUESTION. */
  time_left_ms: number | null;
  player_count: number;
  /** Answers to the question at question_index. */
  answer_count: number;
  /** The viewer has joined the game as a player. */
  viewer_is_player: boolean;
}

export interface LivePlayerRow {
  live_game_id: string;
  profile_id: string;
  nickname: string;
  score: number;
  streak: number;
  correct_count: number;
  total_response_ms: number;
  joined_at: Date;
  rank: number;
}

export interface LiveAnswerRow {
  live_game_id: string;
  profile_id: string;
  question_index: number;
  question_id: string;
  sent: Record<string, unknown>;
  answer: Answer;
  response_ms: number;
  /** Null for an answer nobody grades (a short answer without accepted answers). */
  score: number | null;
  /** Null until the question's reveal. */
  points: number | null;
  streak_bonus: number | null;
}

/** A game's columns as its viewer ($2) reads them. */
const gameColumns = `g.*, a.study_group_id,
  EXISTS (SELECT 1 FROM live_players vp WHERE vp.live_game_id = g.id AND vp.profile_id = $2) AS viewer_is_player,
  (g.status = 'QUESTION' AND clock_timestamp() > g.question_ends_at) AS time_up,
  CASE WHEN g.status = 'QUESTION'
    THEN greatest(0, floor(extract(epoch FROM g.question_ends_at - clock_timestamp()) * 1000))::int END AS time_left_ms,
  (SELECT count(*)::int FROM live_players p WHERE p.live_game_id = g.id) AS player_count,
  (SELECT count(*)::int FROM live_answers x WHERE x.live_game_id = g.id AND x.question_index = g.question_index) AS answer_count`;

/** Games of ids $1 the viewer ($2) may see: their host, a member of the assignment's group, or one of their players. */
const visibleGamesSql = `FROM live_games g JOIN assignments a ON a.id = g.assignment_id
  WHERE g.id = ANY($1::uuid[])
    AND (g.host_profile_id = $2
      OR EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = a.study_group_id AND m.profile_id = $2)
      OR EXISTS (SELECT 1 FROM live_players p WHERE p.live_game_id = g.id AND p.profile_id = $2))`;

/** Games the viewer may see. */
export function visibleGames(db: Queryable, ids: string[], viewerId: string) {
  return db.query<LiveGameRow>(`SELECT ${gameColumns} ${visibleGamesSql}`, [ids, viewerId]);
}

/** A game with the answers its viewer's view draws on, read as JSON in the same statement. */
export interface LiveGameViewRow extends LiveGameRow, AttemptRules {
  /** Every answer for the host; else the viewer's own. */
  answers: LiveAnswerRow[];
  /** With counts_as_attempt: every player's for the host, else the viewer's own; null otherwise. */
  attempt_standing: AttemptStanding[] | null;
}

/** The players of a game (`WHERE p.live_game_id = …` follows), ranked: score, then right answers, then total response time; ties share a rank. */
const rankedPlayersSql = `SELECT p.live_game_id, p.profile_id, pr.username AS nickname, p.score, p.streak, p.correct_count,
    p.total_response_ms::int AS total_response_ms, p.joined_at,
    (rank() OVER (ORDER BY p.score DESC, p.correct_count DESC, p.total_response_ms ASC))::int AS rank
  FROM live_players p JOIN profiles pr ON pr.id = p.profile_id`;

const answerColumns = 'live_game_id, profile_id, question_index, question_id, sent, answer, response_ms, score, points, streak_bonus';

/**
 * The games the viewer ($2) may see with, in the same statement, the answers their views show (their own, and for
 * the host every player's unless `othersAnswers` is false) and what their attempt notes are decided by (the
 * assignment's rules and the players' standing). One query per read: each player reads at every change.
 */
export function gamesForViews(db: Queryable, ids: string[], viewerId: string, othersAnswers: boolean) {
  return db.query<LiveGameViewRow>(
    `SELECT ${gameColumns},
       (SELECT coalesce(json_agg(x ORDER BY x.question_index, x.answered_at), '[]')
          FROM (SELECT ${answerColumns}, answered_at FROM live_answers
                 WHERE live_game_id = g.id AND ((g.host_profile_id = $2 AND $3) OR profile_id = $2)) x) AS answers,
       a.is_active, a.open_for_practice, a.max_attempts, a.close_at, a.time_limit_minutes,
       (SELECT sg.is_active FROM study_groups sg WHERE sg.id = a.study_group_id) AS group_is_active,
       ${attemptStandingSql} AS attempt_standing
     ${visibleGamesSql}`,
    [ids, viewerId, othersAnswers],
  );
}

/**
 * The games of those assignments whose group the viewer ($2) owns, in one query: per assignment, in the order asked,
 * the open one first, then the newest, at most `first` each. Other assignments are left out.
 */
export function gamesOfOwnAssignments(db: Queryable, assignmentIds: string[], viewerId: string, first: number) {
  return db.query<{ id: string; assignment_id: string }>(
    `SELECT id, assignment_id FROM (
       SELECT g.id, g.assignment_id,
              row_number() OVER (PARTITION BY g.assignment_id ORDER BY g.status = 'FINISHED', g.created_at DESC, g.id) AS position
         FROM live_games g JOIN assignments a ON a.id = g.assignment_id JOIN study_groups s ON s.id = a.study_group_id
        WHERE g.assignment_id = ANY($1::uuid[]) AND s.owner_id = $2) ranked
      WHERE position <= $3
      ORDER BY array_position($1::uuid[], assignment_id), position`,
    [assignmentIds, viewerId, first],
  );
}

/** Every player of a game, ranked, first first (ties by username). */
export function rankedPlayers(db: Queryable, gameId: string) {
  return db.query<LivePlayerRow>(`${rankedPlayersSql} WHERE p.live_game_id = $1 ORDER BY rank, pr.username`, [gameId]);
}

/** Everyone's answers to one question of a game (its distribution, once revealed). */
export function answersToQuestion(db: Queryable, gameId: string, questionIndex: number) {
  return db.query<LiveAnswerRow>(`SELECT ${answerColumns} FROM live_answers WHERE live_game_id = $1 AND question_index = $2`, [
    gameId,
    questionIndex,
  ]);
}

/** Every answer of a game (the results file, the attempts). */
export function answersOfGame(db: Queryable, gameId: string) {
  return db.query<LiveAnswerRow>(`SELECT ${answerColumns} FROM live_answers WHERE live_game_id = $1 ORDER BY question_index, profile_id`, [gameId]);
}

export interface NewLiveGame {
  pin: string;
  assignmentId: string;
  hostId: string;
  questionSeconds: number;
  points: LiveGamePoints;
  streakBonus: boolean;
  countsAsAttempt: boolean;
  questionIds: string[];
}

/** The new game's id, or undefined when an open game holds the PIN already (the caller draws another). */
export async function insertGame(db: Queryable, game: NewLiveGame): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO live_games (pin, assignment_id, host_profile_id, question_seconds, points, streak_bonus, counts_as_attempt, question_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::uuid[])
     ON CONFLICT (pin) WHERE status <> 'FINISHED' DO NOTHING RETURNING id`,
    [game.pin, game.assignmentId, game.hostId, game.questionSeconds, game.points, game.streakBonus, game.countsAsAttempt, game.questionIds],
  );
  return row?.id;
}

/** The open game with this PIN, else the latest finished one (so a late player hears that it is over). */
export async function gameByPin(db: Queryable, pin: string) {
  const [row] = await db.query<{ id: string; status: LiveGameStatus; host_profile_id: string; study_group_id: string }>(
    `SELECT g.id, g.status, g.host_profile_id, a.study_group_id
       FROM live_games g JOIN assignments a ON a.id = g.assignment_id
      WHERE g.pin = $1 ORDER BY g.status = 'FINISHED', g.created_at DESC LIMIT 1`,
    [pin],
  );
  return row;
}

/** Whether the profile belongs to the active group. */
export async function isMemberOf(db: Queryable, groupId: string, profileId: string) {
  const [row] = await db.query<{ member: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM study_groups sg JOIN study_group_members m ON m.study_group_id = sg.id
        WHERE sg.id = $1 AND sg.is_active AND m.profile_id = $2) AS member`,
    [groupId, profileId],
  );
  return row!.member;
}

/** Adds the player (a rejoin keeps their row and score); true when they are new. */
export async function insertPlayer(db: Queryable, gameId: string, profileId: string) {
  const rows = await db.query('INSERT INTO live_players (live_game_id, profile_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING profile_id', [
    gameId,
    profileId,
  ]);
  return rows.length > 0;
}

export async function hasAnswered(db: Queryable, gameId: string, profileId: string, questionIndex: number) {
  const rows = await db.query('SELECT 1 FROM live_answers WHERE live_game_id = $1 AND profile_id = $2 AND question_index = $3', [
    gameId,
    profileId,
    questionIndex,
  ]);
  return rows.length > 0;
}

export interface NewLiveAnswer {
  gameId: string;
  profileId: string;
  questionIndex: number;
  questionId: string;
  sent: object;
  answer: Answer;
  score: number | null;
}

/**
 * Stores an answer in one statement that decides by the database's clock: only while the question is the open one
 * and clock_timestamp() <= question_ends_at, the game row held FOR SHARE (a close, FOR UPDATE, waits for it or goes
 * first; either way the answer is counted or refused, never lost). A second answer meets the primary key. The
 * response time is the arrival by the same clock minus the opening. Undefined when refused.
 */
export async function insertAnswer(db: Queryable, a: NewLiveAnswer): Promise<{ response_ms: number } | undefined> {
  const [row] = await db.query<{ response_ms: number }>(
    `WITH open AS (
       SELECT g.id, g.question_opened_at, g.question_seconds FROM live_games g
        WHERE g.id = $1 AND g.status = 'QUESTION' AND g.question_index = $3 AND g.question_ids[$3 + 1] = $4
          AND clock_timestamp() <= g.question_ends_at
        FOR SHARE
     )
     INSERT INTO live_answers (live_game_id, profile_id, question_index, question_id, sent, answer, score, response_ms)
     SELECT open.id, $2, $3, $4, $5, $6, $7,
            least(floor(extract(epoch FROM clock_timestamp() - open.question_opened_at) * 1000), open.question_seconds * 1000)::int
       FROM open
     ON CONFLICT DO NOTHING
     RETURNING response_ms`,
    [a.gameId, a.profileId, a.questionIndex, a.questionId, JSON.stringify(a.sent), JSON.stringify(a.answer), a.score],
  );
  return row;
}

/** The open question of the game, locked FOR UPDATE for its closing; undefined when it is no longer open. */
export async function lockOpenQuestion(db: Queryable, gameId: string, questionIndex: number) {
  const [row] = await db.query<{
    points: LiveGamePoints;
    streak_bonus: boolean;
    question_seconds: number;
    time_up: boolean;
    player_count: number;
    answer_count: number;
  }>(
    `SELECT g.points, g.streak_bonus, g.question_seconds, clock_timestamp() > g.question_ends_at AS time_up,
            (SELECT count(*)::int FROM live_players p WHERE p.live_game_id = g.id) AS player_count,
            (SELECT count(*)::int FROM live_answers x WHERE x.live_game_id = g.id AND x.question_index = g.question_index) AS answer_count
       FROM live_games g WHERE g.id = $1 AND g.status = 'QUESTION' AND g.question_index = $2 FOR UPDATE`,
    [gameId, questionIndex],
  );
  return row;
}

/** Each player's streak so far and their answer to the question (response_ms null: none; score null: ungraded). */
export function playersAtReveal(db: Queryable, gameId: string, questionIndex: number) {
  return db.query<{ profile_id: string; streak: number; score: number | null; response_ms: number | null }>(
    `SELECT p.profile_id, p.streak, x.score, x.response_ms
       FROM live_players p LEFT JOIN live_answers x
         ON x.live_game_id = p.live_game_id AND x.profile_id = p.profile_id AND x.question_index = $2
      WHERE p.live_game_id = $1`,
    [gameId, questionIndex],
  );
}

export interface RevealedPlayer {
  profileId: string;
  points: number;
  streakBonus: number;
  streak: number;
  correct: boolean;
  responseMs: number;
}

/** The reveal: every player's totals and every answer's points in two statements, then the game moves to REVEAL. */
export async function applyReveal(db: Queryable, gameId: string, questionIndex: number, players: RevealedPlayer[]) {
  const columns = [
    players.map((p) => p.profileId),
    players.map((p) => p.points),
    players.map((p) => p.streakBonus),
    players.map((p) => p.streak),
    players.map((p) => p.correct),
    players.map((p) => p.responseMs),
  ];
  await db.query(
    `UPDATE live_players p
        SET score = p.score + u.points, streak = u.streak, correct_count = p.correct_count + u.correct::int,
            total_response_ms = p.total_response_ms + u.ms
       FROM unnest($2::uuid[], $3::int[], $4::int[], $5::int[], $6::boolean[], $7::int[]) AS u(profile_id, points, bonus, streak, correct, ms)
      WHERE p.live_game_id = $1 AND p.profile_id = u.profile_id`,
    [gameId, ...columns],
  );
  await db.query(
    `UPDATE live_answers x SET points = u.points, streak_bonus = u.bonus
       FROM unnest($3::uuid[], $4::int[], $5::int[]) AS u(profile_id, points, bonus)
      WHERE x.live_game_id = $1 AND x.question_index = $2 AND x.profile_id = u.profile_id`,
    [gameId, questionIndex, columns[0], columns[1], columns[2]],
  );
  await db.query(`UPDATE live_games SET status = 'REVEAL', version = version + 1 WHERE id = $1`, [gameId]);
}

/**
 * Opens question `index` if the game is still where the caller saw it: opened now and closing `seconds` later, both
 * by the database's clock. Returns when it closes, or undefined when the game had moved on.
 */
export async function openQuestion(db: Queryable, gameId: string, from: { status: LiveGameStatus; index: number | null }, index: number) {
  const [row] = await db.query<{ question_ends_at: Date }>(
    `UPDATE live_games g
        SET status = 'QUESTION', question_index = $4, question_opened_at = t.now,
            question_ends_at = t.now + g.question_seconds * interval '1 second', version = g.version + 1
       FROM (SELECT clock_timestamp() AS now) t
      WHERE g.id = $1 AND g.status = $2 AND g.question_index IS NOT DISTINCT FROM $3::int
      RETURNING g.question_ends_at`,
    [gameId, from.status, from.index, index],
  );
  return row?.question_ends_at;
}

/** Finishes the game unless it is over already; whether its answers become attempts, or undefined when it was over. */
export async function finishGame(db: Queryable, gameId: string) {
  const [row] = await db.query<{ counts_as_attempt: boolean }>(
    `UPDATE live_games SET status = 'FINISHED', finished_at = now(), version = version + 1
      WHERE id = $1 AND status <> 'FINISHED' RETURNING counts_as_attempt`,
    [gameId],
  );
  return row;
}

/** A new player changes what everyone sees (the count, the lobby's list). */
export async function bumpVersion(db: Queryable, gameId: string) {
  await db.query('UPDATE live_games SET version = version + 1 WHERE id = $1', [gameId]);
}

export async function currentVersion(db: Queryable, gameId: string) {
  const [row] = await db.query<{ version: number }>('SELECT version FROM live_games WHERE id = $1', [gameId]);
  return row?.version ?? 0;
}

/** Whether question `index` is still the open one. */
export async function isOpenQuestion(db: Queryable, gameId: string, questionIndex: number) {
  const rows = await db.query(`SELECT 1 FROM live_games WHERE id = $1 AND status = 'QUESTION' AND question_index = $2`, [gameId, questionIndex]);
  return rows.length > 0;
}
