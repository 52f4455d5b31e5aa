import type { Queryable } from '../../db/database.js';
import { attemptRefusal } from '../attempts/policy.js';
import type { QuestionRow } from '../questions/repository.js';
import { authorView, solverView } from '../questions/views.js';
import { answerDistribution, answerSummary } from './distribution.js';
import { withDueQuestionsClosed, type LiveContext } from './lifecycle.js';
import { gameQuestions, gameRanking } from './versionCache.js';
import { answersToQuestion, gamesForViews, type LiveAnswerRow, type LiveGameRow, type LiveGameViewRow, type LivePlayerRow } from './repository.js';
import type { LiveAnswer, LiveAnswerCount, LiveGame, LivePlayer } from './schemas.js';

/** Whose answers a view carries on players' rows: everyone's it may show, or only the viewer's own. */
export type PlayerAnswers = 'all' | 'own';

/**
 * The games as the viewer may see them (those they may not see are left out), in a fixed number of queries however
 * many games and players: the gateway's DataLoader asks for a batch.
 *
 * What each viewer gets: the host everything but nothing of a player's correctness before the reveal; a player
 * the solver's view of the open question, their own answers, and everything else (key, distribution, others'
 * answers) only from the reveal on.
 */
export async function liveGameViews(
  ctx: LiveContext,
  gameIds: string[],
  viewerId: string,
  leaderboardFirst: number,
  playerAnswers: PlayerAnswers = 'all',
): Promise<LiveGame[]> {
  if (!gameIds.length) return [];
  const games = await withDueQuestionsClosed(ctx, gameIds, (ids) => gamesForViews(ctx.db, ids, viewerId, playerAnswers === 'all'));
  return Promise.all(
    games.map(async (game) => {
      const [questions, ranking] = await Promise.all([gameQuestions(ctx.db, game), gameRanking(ctx.db, game)]);
      // The host sees every player; anyone else the leaderboard and themself.
      const isHost = game.host_profile_id === viewerId;
      const players = ranking.filter((player, position) => isHost || position < leaderboardFirst || player.profile_id === viewerId);
      return gameView(ctx, game, viewerId, leaderboardFirst, players, game.answers, questions, {
        distribution: await distributionFor(ctx.db, game, viewerId, game.answers, questions),
        playerAnswers,
        attemptNotes: attemptNotes(game, new Date()),
      });
    }),
  );
}

/**
 * Revealed questions' distributions: their answers can no longer change, so each process computes one once for
 * all the players who read it at the reveal (keyed with the player count, which 'Sin respuesta' follows).
 */
const revealedDistributions = new Map<string, LiveAnswerCount[]>();
const distributionsKept = 500;

/** The distribution of the question shown, as the viewer may see it: the host's always, a player's once revealed. */
async function distributionFor(
  db: Queryable,
  game: LiveGameRow,
  viewerId: string,
  hostAnswers: LiveAnswerRow[],
  questions: Map<string, QuestionRow>,
): Promise<LiveAnswerCount[] | null> {
  const index = game.question_index;
  const question = index === null ? undefined : questions.get(game.question_ids[index]!);
  if (index === null || !question) return null;
  const revealed = revealedUpTo(game, index);
  if (game.host_profile_id === viewerId) {
    return answerDistribution(
      question,
      hostAnswers.filter((a) => a.question_index === index),
      game.player_count,
      revealed,
    );
  }
  if (!revealed) return null;
  const key = `${game.id}:${index}:${game.player_count}`;
  let distribution = revealedDistributions.get(key);
  if (!distribution) {
    distribution = answerDistribution(question, await answersToQuestion(db, game.id, index), game.player_count, true);
    revealedDistributions.set(key, distribution);
    if (revealedDistributions.size > distributionsKept) revealedDistributions.delete(revealedDistributions.keys().next().value!);
  }
  return distribution;
}

/**
 * With countsAsAttempt, why each player whose row the viewer may see it on (every one for the host, else their own)
 * will not have an attempt: the reason the finished game's job skipped them, once it has; else, until their
 * attempt is recorded, the refusal the attempts' rules would give now.
 */
function attemptNotes(game: LiveGameViewRow, now: Date): Map<string, string> {
  const notes = new Map<string, string>();
  for (const player of game.attempt_standing ?? []) {
    const note = player.skipped_reason ?? (player.counted ? undefined : attemptRefusal(game, { isMember: player.is_member, used: player.used }, now));
    if (note) notes.set(player.profile_id, note);
  }
  return notes;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** Whether question `index` of the game has been revealed (its results may be shown). */
const revealedUpTo = (game: LiveGameRow, index: number) =>
  game.question_index !== null && (index < game.question_index || (index === game.question_index && game.status !== 'QUESTION'));

function gameView(
  ctx: LiveContext,
  game: LiveGameRow,
  viewerId: string,
  leaderboardFirst: number,
  players: LivePlayerRow[],
  answers: LiveAnswerRow[],
  questions: Map<string, QuestionRow>,
  {
    distribution,
    playerAnswers,
    attemptNotes,
  }: { distribution: LiveAnswerCount[] | null; playerAnswers: PlayerAnswers; attemptNotes: Map<string, string> },
): LiveGame {
  const isHost = game.host_profile_id === viewerId;
  const index = game.question_index;
  const question = index === null ? undefined : questions.get(game.question_ids[index]!);
  const revealed = index !== null && revealedUpTo(game, index);
  const hidden = game.status === 'LOBBY' || game.status === 'FINISHED' || !question;
  const questionView = hidden
    ? null
    : revealed
      ? authorView(question, ctx.images.url)
      : solverView(question, viewerId, ctx.images.url, ctx.columnSecret);

  const answerView = (row: LiveAnswerRow): LiveAnswer => {
    const open = revealedUpTo(game, row.question_index);
    const summaryOf = questions.get(row.question_id);
    return {
      questionIndex: row.question_index,
      questionId: row.question_id,
      responseMs: row.response_ms,
      summary: summaryOf ? answerSummary(summaryOf, row.answer) : '',
      score: open ? row.score : null,
      // An answer nobody grades is neither right nor wrong.
      correct: open && row.score !== null ? row.score === 100 : null,
      points: open ? row.points : null,
      streakBonus: open ? row.streak_bonus : null,
    };
  };
  const reached = index === null ? 0 : index + 1;
  const answersByPlayer = new Map<string, LiveAnswerRow[]>();
  for (const a of answers) answersByPlayer.set(a.profile_id, [...(answersByPlayer.get(a.profile_id) ?? []), a]);
  const playerView = (row: LivePlayerRow): LivePlayer => {
    const summary = {
      profileId: row.profile_id,
      nickname: row.nickname,
      score: row.score,
      rank: row.rank,
      streak: row.streak,
      correctCount: row.correct_count,
      totalResponseMs: row.total_response_ms,
      joinedAt: iso(row.joined_at)!,
      attemptNote: attemptNotes.get(row.profile_id) ?? null,
    };
    const ownRow = row.profile_id === viewerId;
    if (!ownRow && playerAnswers === 'own') return summary;
    const own = isHost || ownRow ? (answersByPlayer.get(row.profile_id) ?? []) : [];
    const byIndex = new Map(own.map((a) => [a.question_index, a]));
    const last = own.reduce<LiveAnswerRow | null>((latest, a) => (!latest || a.question_index > latest.question_index ? a : latest), null);
    return {
      ...summary,
      lastAnswer: last ? answerView(last) : null,
      answers: isHost || ownRow ? Array.from({ length: reached }, (_, i) => byIndex.get(i)).map((given) => (given ? answerView(given) : null)) : [],
    };
  };
  const viewer = players.find((p) => p.profile_id === viewerId);
  return {
    id: game.id,
    pin: game.pin,
    status: game.status,
    version: game.version,
    assignmentId: game.assignment_id,
    studyGroupId: game.study_group_id,
    hostId: game.host_profile_id,
    viewerIsHost: isHost,
    questionSeconds: game.question_seconds,
    points: game.points,
    streakBonus: game.streak_bonus,
    countsAsAttempt: game.counts_as_attempt,
    playerCount: game.player_count,
    players: isHost ? players.map(playerView) : null,
    questionIndex: index,
    questionCount: game.question_ids.length,
    question: questionView,
    questionEndsAt: game.status === 'QUESTION' ? iso(game.question_ends_at) : null,
    questionTimeLeftMs: game.status === 'QUESTION' ? game.time_left_ms : null,
    answerCount: game.answer_count,
    answerDistribution: distribution,
    leaderboard: players.slice(0, leaderboardFirst).map(playerView),
    viewerPlayer: viewer ? playerView(viewer) : null,
    createdAt: iso(game.created_at)!,
    finishedAt: iso(game.finished_at),
  };
}
