import { liveGameMessages } from '@aula/common';
import type { Queryable } from '../../db/database.js';
import { ApiError, badRequest, forbidden, notFound } from '../../domain/errors.js';
import type { Services } from '../../services.js';
import { loadOwnAssignment } from '../assignments/access.js';
import { isClosed } from '../attempts/policy.js';
import type { AnswerInput } from '../attempts/schemas.js';
import { checkAnswer, grade } from '../questions/grading.js';
import { assignmentQuestions } from '../questions/repository.js';
import { announceLiveGame } from './events.js';
import { openGameOfAssignment } from './openGames.js';
import { gameQuestions } from './versionCache.js';
import {
  applyReveal,
  bumpVersion,
  finishGame,
  gameByPin,
  hasAnswered,
  insertAnswer,
  insertGame,
  insertPlayer,
  isMemberOf,
  lockOpenQuestion,
  openQuestion,
  playersAtReveal,
  visibleGames,
  type LiveGameRow,
} from './repository.js';
import { revealOutcome } from './scoring.js';
import type { LiveGameAdvance, LiveGameStart } from './schemas.js';

/** What a game's steps use of the api's services. */
export type LiveContext = Pick<Services, 'db' | 'jobs' | 'notificationEvents' | 'columnSecret' | 'images'>;

export const liveQuestionQueue = 'live-question-time-up';
export const liveAttemptsQueue = 'live-game-attempts';

const conflict = (message: string) => new ApiError(409, message);

const pinDigits = () => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

/** The game as its viewer may see it (404 otherwise), its open question closed first when its time is up. */
export async function loadVisibleGame(ctx: LiveContext, gameId: string, viewerId: string): Promise<LiveGameRow> {
  const [game] = await currentGames(ctx, [gameId], viewerId);
  if (!game) throw notFound();
  return game;
}

/** The games the viewer may see, as they stand now (see withDueQuestionsClosed). */
export function currentGames(ctx: LiveContext, gameIds: string[], viewerId: string): Promise<LiveGameRow[]> {
  return withDueQuestionsClosed(ctx, gameIds, (ids) => visibleGames(ctx.db, ids, viewerId));
}

/** Why an open question should close now, if it should: its time is up, or every player has answered. */
function dueReason(game: LiveGameRow): CloseReason | undefined {
  if (game.time_up) return 'time';
  if (game.status === 'QUESTION' && game.player_count > 0 && game.answer_count >= game.player_count) return 'everyoneAnswered';
  return undefined;
}

/**
 * Games read by `read`, any whose open question is due closed first and read again: a reveal never waits for the
 * time-up job's polling, and the read that follows an answer (its reply, the host's count) closes the question
 * once every player has answered. That read starts after the answer committed, so of two last answers arriving
 * together the later one's read sees both.
 */
export async function withDueQuestionsClosed<T extends LiveGameRow>(ctx: LiveContext, gameIds: string[], read: (ids: string[]) => Promise<T[]>) {
  const games = await read(gameIds);
  const due = games.flatMap((game) => {
    const reason = dueReason(game);
    return reason ? [{ game, reason }] : [];
  });
  if (!due.length) return games;
  for (const { game, reason } of due) await closeQuestion(ctx, game.id, game.question_index!, reason);
  const fresh = new Map((await read(due.map(({ game }) => game.id))).map((game) => [game.id, game]));
  return games.map((game) => fresh.get(game.id) ?? game);
}

/** The group's owner opens a lobby on an active, published assignment with questions; one open game per assignment. */
export async function startGame(ctx: LiveContext, viewerId: string, input: LiveGameStart): Promise<string> {
  const id = await ctx.db
    .transaction(async (tx) => {
      const assignment = await loadOwnAssignment(tx, input.assignmentId, viewerId);
      if (!assignment.is_active) throw conflict(liveGameMessages.inactive);
      // Players read the assignment through the game, and a draft's questions stay private until it is published.
      if (!assignment.is_published) throw conflict(liveGameMessages.notPublished);
      if (input.countsAsAttempt && assignment.open_for_practice) throw conflict(liveGameMessages.attemptsNotTaken);
      // Its attempts need a start and a clock of their own; a game's answers have neither.
      if (input.countsAsAttempt && assignment.time_limit_minutes !== null) throw conflict(liveGameMessages.timedAssignment);
      // Said now, not found out at the end when every player's attempt would be refused.
      if (input.countsAsAttempt && isClosed(assignment, new Date())) throw conflict(liveGameMessages.closedAssignment);
      const questions = await assignmentQuestions(tx, [assignment.id]);
      if (!questions.length) throw conflict(liveGameMessages.noQuestions);
      if (await openGameOfAssignment(tx, assignment.id)) throw conflict(liveGameMessages.openGame);
      // A million PINs and a handful of open games: a taken one is drawn again.
      for (let tries = 0; tries < 20; tries++) {
        const gameId = await insertGame(tx, { ...input, pin: pinDigits(), hostId: viewerId, questionIds: questions.map((q) => q.id) });
        if (gameId) return gameId;
      }
      throw new ApiError(503, 'No se pudo generar un PIN libre. Inténtelo de nuevo.');
    })
    .catch((error: unknown) => {
      // Two starts at once: the open game's unique index stops the second.
      if ((error as { code?: string }).code === '23505') throw conflict(liveGameMessages.openGame);
      throw error;
    });
  return id;
}

/** A member joins by PIN; joining again returns the same player, score kept. */
export async function joinGame(ctx: LiveContext, viewerId: string, pinTyped: string): Promise<string> {
  const pin = pinTyped.replace(/\s+/g, '');
  const game = /^\d{6}$/.test(pin) ? await gameByPin(ctx.db, pin) : undefined;
  if (!game) throw new ApiError(404, liveGameMessages.unknownPin);
  if (game.status === 'FINISHED') throw conflict(liveGameMessages.over);
  if (game.host_profile_id === viewerId) throw conflict(liveGameMessages.hostJoins);
  if (!(await isMemberOf(ctx.db, game.study_group_id, viewerId))) throw new ApiError(403, liveGameMessages.notMember);
  const joined = await ctx.db.transaction(async (tx) => {
    const added = await insertPlayer(tx, game.id, viewerId);
    if (added) await bumpVersion(tx, game.id);
    return added;
  });
  if (joined) await announceLiveGame(ctx.notificationEvents, ctx.db, game.id);
  return game.id;
}

/**
 * A player's answer to the open question, graded now and stored by one statement that the database's clock decides
 * (repository.ts insertAnswer); its result stays in the database until the reveal. When everyone has answered, the
 * next read of the game (this answer's reply, the host's count) closes the question (withDueQuestionsClosed).
 */
export async function answerQuestion(ctx: LiveContext, viewerId: string, gameId: string, input: AnswerInput) {
  const game = await loadVisibleGame(ctx, gameId, viewerId);
  if (!game.viewer_is_player) throw forbidden();
  if (game.status === 'LOBBY') throw conflict(liveGameMessages.notOpenYet);
  const index = game.question_index!;
  if (game.question_ids[index] !== input.questionId) throw badRequest(liveGameMessages.notOpen);
  if (game.status !== 'QUESTION')
    throw conflict((await hasAnswered(ctx.db, gameId, viewerId, index)) ? liveGameMessages.answered : liveGameMessages.timeUp);
  const question = (await gameQuestions(ctx.db, game)).get(input.questionId);
  if (!question) throw notFound();
  const answer = checkAnswer(question, input, { profileId: viewerId, secret: ctx.columnSecret });
  // Null for a short answer without accepted answers: it waits for a teacher in an assignment, and nobody grades a game.
  const score = grade(question, answer);
  // Kept as sent (a sent score is ignored, as everywhere): countsAsAttempt submits it again through the attempts' code.
  const sent: Partial<AnswerInput> = { ...input };
  delete sent.score;
  const stored = await insertAnswer(ctx.db, { gameId, profileId: viewerId, questionIndex: index, questionId: input.questionId, sent, answer, score });
  if (!stored) throw conflict((await hasAnswered(ctx.db, gameId, viewerId, index)) ? liveGameMessages.answered : liveGameMessages.timeUp);
  await announceLiveGame(ctx.notificationEvents, ctx.db, gameId, true);
}

type CloseReason = 'time' | 'everyoneAnswered' | 'host';

/**
 * Closes question `index` if it is still open and `reason` holds (its time is up by the database's clock, or every
 * player has answered, or the host says so): the game row FOR UPDATE waits for answers in flight, then the scores
 * are applied and the game moves to REVEAL. Idempotent: true only for the call that closed it.
 */
export async function closeQuestion(ctx: LiveContext, gameId: string, index: number, reason: CloseReason): Promise<boolean> {
  const closed = await ctx.db.transaction(async (tx) => {
    const open = await lockOpenQuestion(tx, gameId, index);
    if (!open) return false;
    if (reason === 'time' && !open.time_up) return false;
    if (reason === 'everyoneAnswered' && (open.player_count === 0 || open.answer_count < open.player_count)) return false;
    await reveal(tx, gameId, index, open);
    return true;
  });
  if (closed) await announceLiveGame(ctx.notificationEvents, ctx.db, gameId);
  return closed;
}

async function reveal(
  tx: Queryable,
  gameId: string,
  index: number,
  settings: { points: LiveGameRow['points']; streak_bonus: boolean; question_seconds: number },
) {
  const players = await playersAtReveal(tx, gameId, index);
  const outcomes = players.map((player) => ({
    profileId: player.profile_id,
    ...revealOutcome({
      points: settings.points,
      streakBonus: settings.streak_bonus,
      questionSeconds: settings.question_seconds,
      streak: player.streak,
      answer: player.response_ms === null ? null : { score: player.score, responseMs: player.response_ms },
    }),
  }));
  await applyReveal(tx, gameId, index, outcomes);
}

/**
 * The host's next step: lobby → first question → its reveal → next question … → finished. With `from` (what the
 * host saw) and the game elsewhere already (a second click, another tab), nothing changes.
 */
export async function advanceGame(ctx: LiveContext, viewerId: string, gameId: string, from: LiveGameAdvance) {
  const game = await loadVisibleGame(ctx, gameId, viewerId);
  if (game.host_profile_id !== viewerId) throw forbidden();
  const stale =
    (from.fromStatus !== undefined && from.fromStatus !== game.status) ||
    (from.fromQuestionIndex !== undefined && from.fromQuestionIndex !== game.question_index);
  if (stale) return;
  if (game.status === 'QUESTION') {
    await closeQuestion(ctx, gameId, game.question_index!, 'host');
    return;
  }
  if (game.status === 'FINISHED') return;
  const next = game.question_index === null ? 0 : game.question_index + 1;
  if (next >= game.question_ids.length) {
    await finish(ctx, gameId);
    return;
  }
  const opened = await ctx.db.transaction(async (tx) => {
    const endsAt = await openQuestion(tx, gameId, { status: game.status, index: game.question_index }, next);
    // The time-up job commits with the opening: whichever api process takes it closes the question, no timer here.
    if (endsAt) await ctx.jobs.send(tx, liveQuestionQueue, { gameId, questionIndex: next }, endsAt);
    return endsAt !== undefined;
  });
  if (opened) await announceLiveGame(ctx.notificationEvents, ctx.db, gameId);
}

/** The host ends the game from any state; an open question is revealed first, so the answers given count. */
export async function endGame(ctx: LiveContext, viewerId: string, gameId: string) {
  const game = await loadVisibleGame(ctx, gameId, viewerId);
  if (game.host_profile_id !== viewerId) throw forbidden();
  if (game.status === 'QUESTION') await closeQuestion(ctx, gameId, game.question_index!, 'host');
  await finish(ctx, gameId);
}

async function finish(ctx: LiveContext, gameId: string) {
  const finished = await ctx.db.transaction(async (tx) => {
    const row = await finishGame(tx, gameId);
    if (row?.counts_as_attempt) await ctx.jobs.send(tx, liveAttemptsQueue, { gameId });
    return row !== undefined;
  });
  if (finished) await announceLiveGame(ctx.notificationEvents, ctx.db, gameId);
}
