import { describe, expect, it } from 'vitest';
import { kinds } from '../src/features/questions/kinds/registry.js';
import {
  advance,
  answer,
  api,
  eventually,
  join,
  players,
  startGame,
  startLiveFixture,
  teacher,
  threeQuestionAssignment,
  view,
} from './liveFixture.js';

startLiveFixture();

/** Every [path, value] in a JSON value, so a test can look at each field of a reply. */
function fields(value: unknown, path = ''): Array<[string, unknown]> {
  if (Array.isArray(value)) return value.flatMap((item, i) => fields(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [[`${path}.${key}`, item] as [string, unknown], ...fields(item, `${path}.${key}`)]);
  return [];
}

/** The names of every kind's key fields (what only the author's view has). */
const keyFieldNames = new Set(kinds.flatMap((kind) => kind.keyFields));

async function openQuestion(seconds = 20) {
  const { id: assignmentId, questions } = await threeQuestionAssignment();
  const lobby = await startGame(assignmentId, { questionSeconds: seconds });
  for (const player of players) await join(player, lobby.pin);
  await advance(lobby.id);
  return { gameId: lobby.id, questions };
}

describe('fairness of a live game', () => {
  it('shows a player, while the question is open, no key, no distribution and nothing about correctness', async () => {
    const [ana, beto] = players;
    const { gameId, questions } = await openQuestion();
    const answered = await answer(ana, gameId, { questionId: questions[0], trueOrFalseAnswer: false });
    expect(answered.status).toBe(200);
    await answer(beto, gameId, { questionId: questions[0], trueOrFalseAnswer: true });
    // What the answer returned, and what a read returns with the whole leaderboard.
    for (const game of [answered.body, await view(ana, gameId, '?leaderboardFirst=300')]) {
      expect(game.status).toBe('QUESTION');
      expect(game.question).toMatchObject({ id: questions[0], view: 'SOLVER' });
      expect(game.answerDistribution).toBeNull();
      expect(game.players).toBeNull();
      for (const [path, value] of fields(game)) {
        const name = path.slice(path.lastIndexOf('.') + 1);
        if (path.startsWith('.question.')) expect(keyFieldNames.has(name), path).toBe(false);
        if (['score', 'correct', 'points', 'streakBonus'].includes(name) && path.includes('nswer')) expect(value, path).toBeNull();
      }
      // Their own answer shows as sent; nobody else's shows at all.
      expect(game.viewerPlayer!.lastAnswer).toMatchObject({ summary: 'Falso', score: null, correct: null, points: null });
      for (const other of game.leaderboard.filter((p) => p.profileId !== ana.profileId)) {
        expect(other.lastAnswer).toBeNull();
        expect(other.answers).toEqual([]);
      }
    }
    // The host sees the counts, not which is right.
    const host = await view(teacher, gameId);
    expect(host.answerDistribution!.map((entry) => [entry.label, entry.count, entry.correct])).toEqual([
      ['Verdadero', 1, null],
      ['Falso', 1, null],
      ['Sin respuesta', 1, null],
    ]);
    expect(host.players!.every((p) => p.score === 0 && p.lastAnswer?.correct !== true)).toBe(true);
  });

  it('refuses a second answer, an answer to a question that is not open, and one after the end by the database clock', async () => {
    const [ana, beto, caro] = players;
    const { gameId, questions } = await openQuestion();
    expect((await answer(ana, gameId, { questionId: questions[0], trueOrFalseAnswer: true })).status).toBe(200);
    const again = await answer(ana, gameId, { questionId: questions[0], trueOrFalseAnswer: false });
    expect([again.status, again.body.message]).toEqual([409, 'Ya respondió esta pregunta.']);
    const notOpen = await answer(beto, gameId, { questionId: questions[1], chosenOptionsIndex: [0] });
    expect([notOpen.status, notOpen.body.message]).toEqual([400, 'Esta pregunta no es la que está abierta.']);
    const wrongShape = await answer(beto, gameId, { questionId: questions[0], chosenOptionsIndex: [0] });
    expect(wrongShape.status).toBe(400);
    // The question's end passes by the database's clock.
    await api.db.query(`UPDATE live_games SET question_ends_at = clock_timestamp() - interval '1 millisecond' WHERE id = $1`, [gameId]);
    const late = await answer(caro, gameId, { questionId: questions[0], trueOrFalseAnswer: true });
    expect([late.status, late.body.message]).toEqual([409, 'El tiempo de esta pregunta terminó.']);
    const [answered] = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM live_answers WHERE live_game_id = $1', [gameId]);
    expect(answered!.count).toBe(1);
    // Ana's first answer is the one that counted.
    expect((await view(ana, gameId)).viewerPlayer!.lastAnswer).toMatchObject({ summary: 'Verdadero', correct: true });
  });

  it('closes a question when its time is up, with nobody reading the game', async () => {
    const { gameId } = await openQuestion(5);
    const status = async () => (await api.db.query<{ status: string }>('SELECT status FROM live_games WHERE id = $1', [gameId]))[0]!.status;
    expect(await status()).toBe('QUESTION');
    await eventually(async () => (await status()) === 'REVEAL', 15_000);
    const [fastest] = await api.db.query<{ total: number }>('SELECT min(total_response_ms)::int AS total FROM live_players WHERE live_game_id = $1', [
      gameId,
    ]);
    expect(fastest!.total).toBe(5000);
  });

  it('closes the question as soon as every player has answered, also when the last two answer at once', async () => {
    const { gameId, questions } = await openQuestion();
    const [ana, beto, caro] = players;
    const status = async () => (await api.db.query<{ status: string }>('SELECT status FROM live_games WHERE id = $1', [gameId]))[0]!.status;
    await answer(ana, gameId, { questionId: questions[0], trueOrFalseAnswer: true });
    expect(await status()).toBe('QUESTION');
    const [last, alsoLast] = await Promise.all([
      answer(beto, gameId, { questionId: questions[0], trueOrFalseAnswer: false }),
      answer(caro, gameId, { questionId: questions[0], trueOrFalseAnswer: true }),
    ]);
    expect([last.status, alsoLast.status]).toEqual([200, 200]);
    // Read in the database, not through a view (a read would close it too): the answers' own replies closed it.
    expect(await status()).toBe('REVEAL');
  });
});
