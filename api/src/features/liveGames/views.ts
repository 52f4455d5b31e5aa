import type { Queryable } from '../../db/database.js';
import type { QuestionRow } from '../questions/repository.js';
import { authorView, solverView } from '../questions/views.js';
import { answerDistribution, answerSummary } from './distribution.js';
import { currentGames, type LiveContext } from './lifecycle.js';
import { answersForViews, rankedPlayers, type LiveAnswerRow, type LiveGameRow, type LivePlayerRow } from './repository.js';
import type { LiveAnswer, LiveGame, LivePlayer } from './schemas.js';

/**
 * The games as the viewer may see them (those they may not see are left out), in a fixed number of queries however
 * many games and players: the gateway's DataLoader asks for a batch.
 *
 * What each viewer gets: the host everything but nothing of a player's correctness before the reveal; a player
 * the solver's view of the open question, their own answers, and everything else (key, distribution, others'
 * answers) only from the reveal on.
 */
export async function liveGameViews(ctx: LiveContext, gameIds: string[], viewerId: string, leaderboardFirst: number): Promise<LiveGame[]> {
  if (!gameIds.length) return [];
  const games = await currentGames(ctx, gameIds, viewerId);
  if (!games.length) return [];
  const ids = games.map((game) => game.id);
  const [players, answers] = await Promise.all([rankedPlayers(ctx.db, ids), answersForViews(ctx.db, ids, viewerId)]);
  const questions = await questionsById(ctx.db, [
    ...games.flatMap((game) => (game.question_index === null ? [] : [game.question_ids[game.question_index]!])),
    ...answers.map((a) => a.question_id),
  ]);
  return games.map((game) =>
    gameView(
      ctx,
      game,
      viewerId,
      leaderboardFirst,
      players.filter((p) => p.live_game_id === game.id),
      answers.filter((a) => a.live_game_id === game.id),
      questions,
    ),
  );
}

/** The questions shown now and those answered, by id. */
async function questionsById(db: Queryable, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await db.query<QuestionRow>('SELECT * FROM questions WHERE id = ANY($1::uuid[])', [unique]) : [];
  return new Map(rows.map((row) => [row.id, row]));
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
  const current = answers.filter((a) => a.question_index === index);
  const distribution = question && (isHost || revealed) ? answerDistribution(question, current, game.player_count, revealed) : null;

  const answerView = (row: LiveAnswerRow): LiveAnswer => {
    const open = revealedUpTo(game, row.question_index);
    const summaryOf = questions.get(row.question_id);
    return {
      questionIndex: row.question_index,
      questionId: row.question_id,
      responseMs: row.response_ms,
      summary: summaryOf ? answerSummary(summaryOf, row.answer) : '',
      score: open ? row.score : null,
      correct: open ? row.score === 100 : null,
      points: open ? row.points : null,
      streakBonus: open ? row.streak_bonus : null,
    };
  };
  const reached = index === null ? 0 : index + 1;
  const playerView = (row: LivePlayerRow): LivePlayer => {
    const mayRead = isHost || row.profile_id === viewerId;
    const own = mayRead ? answers.filter((a) => a.profile_id === row.profile_id) : [];
    const byIndex = new Map(own.map((a) => [a.question_index, a]));
    const last = own.reduce<LiveAnswerRow | null>((latest, a) => (!latest || a.question_index > latest.question_index ? a : latest), null);
    return {
      profileId: row.profile_id,
      nickname: row.nickname,
      score: row.score,
      rank: row.rank,
      streak: row.streak,
      correctCount: row.correct_count,
      totalResponseMs: row.total_response_ms,
      joinedAt: iso(row.joined_at)!,
      lastAnswer: last ? answerView(last) : null,
      answers: mayRead
        ? Array.from({ length: reached }, (_, i) => {
            const given = byIndex.get(i);
            return given ? answerView(given) : null;
          })
        : [],
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
