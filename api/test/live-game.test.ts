import { describe, expect, it } from 'vitest';
import type { LiveGame } from '@aula/api';
import { recordLiveAttempts } from '../src/features/liveGames/attempts.js';
import { serverSecret } from '../src/db/secrets.js';
import {
  advance,
  answer,
  api,
  eventually,
  expectedPoints,
  join,
  players,
  responseTimes,
  startGame,
  startLiveFixture,
  teacher,
  threeQuestionAssignment,
  view,
} from './liveFixture.js';

startLiveFixture();

describe('a whole live game', () => {
  it('plays three questions, scores by the rule with the database clock, ranks, finishes and counts as attempts once', async () => {
    const [ana, beto, caro] = players;
    const { id: assignmentId, questions } = await threeQuestionAssignment();
    const lobby = await startGame(assignmentId, { questionSeconds: 20, countsAsAttempt: true });
    expect(lobby).toMatchObject({
      status: 'LOBBY',
      questionIndex: null,
      questionCount: 3,
      viewerIsHost: true,
      points: 'STANDARD',
      streakBonus: true,
    });
    expect(lobby.pin).toMatch(/^\d{6}$/);
    for (const player of players) await join(player, lobby.pin);
    // Joining again (a reload) is the same player.
    expect((await join(ana, ` ${lobby.pin} `)).playerCount).toBe(3);
    const gameId = lobby.id;

    // Question 1, true or false (true): Ana and Beto right, Caro wrong; the last answer reveals it.
    expect(await advance(gameId, { fromStatus: 'LOBBY', fromQuestionIndex: null })).toMatchObject({ status: 'QUESTION', questionIndex: 0 });
    expect((await answer(ana, gameId, { questionId: questions[0], trueOrFalseAnswer: true })).status).toBe(200);
    expect((await answer(beto, gameId, { questionId: questions[0], trueOrFalseAnswer: true })).status).toBe(200);
    expect((await view(teacher, gameId)).status).toBe('QUESTION');
    expect((await answer(caro, gameId, { questionId: questions[0], trueOrFalseAnswer: false })).status).toBe(200);
    const afterFirst = await view(teacher, gameId);
    expect(afterFirst.status).toBe('REVEAL');
    expect(afterFirst.answerDistribution).toEqual([
      { label: 'Verdadero', count: 2, correct: true },
      { label: 'Falso', count: 1, correct: false },
      { label: 'Sin respuesta', count: 0, correct: null },
    ]);
    const t1 = await responseTimes(gameId, 0);

    // A stale click (the host saw the lobby) changes nothing.
    expect(await advance(gameId, { fromStatus: 'LOBBY' })).toMatchObject({ status: 'REVEAL', questionIndex: 0 });

    // Question 2, multiple answer (2 and 5): Ana right again (streak 2: +100), Beto half, Caro right (streak 1).
    await advance(gameId, { fromStatus: 'REVEAL', fromQuestionIndex: 0 });
    await answer(ana, gameId, { questionId: questions[1], chosenOptionsIndex: [0, 2] });
    await answer(beto, gameId, { questionId: questions[1], chosenOptionsIndex: [0] });
    await answer(caro, gameId, { questionId: questions[1], chosenOptionsIndex: [0, 2] });
    const t2 = await responseTimes(gameId, 1);
    const second = await view(ana, gameId);
    expect(second.status).toBe('REVEAL');
    expect(second.viewerPlayer!.lastAnswer).toMatchObject({
      questionIndex: 1,
      summary: '2, 5',
      score: 100,
      correct: true,
      streakBonus: 100,
      points: expectedPoints(1, t2.get(ana.profileId)!, 20) + 100,
    });

    // Question 3, numerical: Ana does not answer; the host closes it. Opened ten seconds earlier by the database's
    // clock, the answers earn about 750.
    await advance(gameId);
    await api.db.query(`UPDATE live_games SET question_opened_at = question_opened_at - interval '10 seconds' WHERE id = $1`, [gameId]);
    await answer(beto, gameId, { questionId: questions[2], numericalAnswer: 3.14 });
    await answer(caro, gameId, { questionId: questions[2], numericalAnswer: 3.14 });
    expect((await advance(gameId)).status).toBe('REVEAL');
    const t3 = await responseTimes(gameId, 2);
    expect(t3.get(beto.profileId)).toBeGreaterThanOrEqual(10_000);

    const expected = {
      [ana.profileId]: expectedPoints(1, t1.get(ana.profileId)!, 20) + expectedPoints(1, t2.get(ana.profileId)!, 20) + 100,
      [beto.profileId]:
        expectedPoints(1, t1.get(beto.profileId)!, 20) +
        expectedPoints(0.5, t2.get(beto.profileId)!, 20) +
        expectedPoints(1, t3.get(beto.profileId)!, 20),
      // Wrong, then right, then right again: the third is the second in a row.
      [caro.profileId]: expectedPoints(1, t2.get(caro.profileId)!, 20) + expectedPoints(1, t3.get(caro.profileId)!, 20) + 100,
    };
    const finished = await advance(gameId, { fromStatus: 'REVEAL', fromQuestionIndex: 2 });
    expect(finished.status).toBe('FINISHED');
    expect(finished.finishedAt).not.toBeNull();
    expect(finished.question).toBeNull();
    const byProfile = new Map(finished.players!.map((p) => [p.profileId, p]));
    for (const [profileId, score] of Object.entries(expected)) expect(byProfile.get(profileId)!.score, profileId).toBe(score);
    expect(byProfile.get(ana.profileId)).toMatchObject({
      streak: 0,
      correctCount: 2,
      totalResponseMs: t1.get(ana.profileId)! + t2.get(ana.profileId)! + 20_000,
    });
    expect(byProfile.get(beto.profileId)).toMatchObject({ streak: 1, correctCount: 2 });
    expect(byProfile.get(caro.profileId)).toMatchObject({ streak: 2, correctCount: 2 });
    // Ranks: by score, then right answers (two each), then total response time (an unanswered question counts 20 s).
    const totalMs = (id: string) => t1.get(id)! + t2.get(id)! + (t3.get(id) ?? 20_000);
    const order = Object.keys(expected).sort((a, b) => expected[b]! - expected[a]! || totalMs(a) - totalMs(b));
    expect(finished.players!.map((p) => p.profileId)).toEqual(order);
    expect(finished.players!.map((p) => p.rank)).toEqual([1, 2, 3]);
    expect(byProfile.get(ana.profileId)!.answers!.map((a) => a?.summary ?? null)).toEqual(['Verdadero', '2, 5', null]);
    // A player's read carries the leaderboard asked for and their own row, never the other players: the last one
    // asking for the first 1 gets the winner and themself, with their rank among all.
    const last = players.find((p) => p.profileId === order[2])!;
    const lastView = await view(last, gameId, '?leaderboardFirst=1');
    expect(lastView.leaderboard.map((p) => p.profileId)).toEqual([order[0]]);
    expect(lastView.viewerPlayer).toMatchObject({ profileId: order[2], rank: 3, score: expected[order[2]!] });
    expect(lastView.players).toBeNull();
    // A live stream's read (playerAnswers=own) leaves other players' answers out: the host's rows carry none.
    const light = await view(teacher, gameId, '?playerAnswers=own');
    expect(light.players!.map((p) => p.profileId)).toEqual(order);
    expect(light.players!.every((p) => p.answers === undefined && p.lastAnswer === undefined)).toBe(true);
    const ownOnly = await view(last, gameId, '?playerAnswers=own&leaderboardFirst=3');
    expect(ownOnly.viewerPlayer!.answers).toHaveLength(3);
    expect(ownOnly.leaderboard.filter((p) => p.profileId !== last.profileId).every((p) => p.answers === undefined)).toBe(true);

    // countsAsAttempt: each player's answers become an attempt graded by the assignment's rules.
    const attemptsOf = async (user: (typeof players)[number]) =>
      (await api.call('GET', `assignments/getAttempts?assignmentId=${assignmentId}`, { token: user.token })).body as Array<{ score: number }>;
    await eventually(async () => (await Promise.all(players.map(attemptsOf))).every((list) => list.length === 1));
    expect((await attemptsOf(ana))[0]!.score).toBeCloseTo(200 / 3, 6);
    expect((await attemptsOf(beto))[0]!.score).toBeCloseTo(250 / 3, 6);
    expect((await attemptsOf(caro))[0]!.score).toBeCloseTo(200 / 3, 6);
    // The job again (a second process, a retry): nothing more.
    const ctx = {
      db: api.db,
      columnSecret: await serverSecret(api.db, 'column-order'),
      notificationEvents: new EventTarget(),
      jobs: undefined!,
      images: undefined!,
    };
    await recordLiveAttempts(ctx, gameId, () => {});
    for (const player of players) expect(await attemptsOf(player)).toHaveLength(1);

    // The results file, read back with the library that wrote it.
    const csv = await api.call<string>('GET', `liveGames/${gameId}/csv`, { token: teacher.token });
    expect(csv.status).toBe(200);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Usuario,Puesto,Puntos,Respuestas correctas,P1 puntos,P1 respuesta,P2 puntos,P2 respuesta,P3 puntos,P3 respuesta');
    expect(lines).toHaveLength(4);
    const anaLine = lines.find((line) => line.startsWith(ana.username))!;
    expect(anaLine.split(',').slice(2, 4)).toEqual([String(expected[ana.profileId]), '2']);
    expect(anaLine).toContain('Sin respuesta');
  });

  it('lists the games of several assignments to their owner in one call, the open one first, `first` each', async () => {
    const { id: assignmentId } = await threeQuestionAssignment();
    const first = await startGame(assignmentId);
    await api.call('POST', `liveGames/${first.id}/end`, { token: teacher.token });
    const second = await startGame(assignmentId);
    const { id: otherAssignmentId } = await threeQuestionAssignment();
    const other = await startGame(otherAssignmentId);
    const { id: unplayedId } = await threeQuestionAssignment();
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const list = async (query: string) => {
      const reply = await api.call<{ liveGames: LiveGame[] }>('GET', `liveGames/byAssignment?${query}`, { token: teacher.token });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.liveGames.map((game) => [game.assignmentId, game.id, game.status]);
    };
    expect(await list(`assignmentIds=${otherAssignmentId},${unknownId},${assignmentId},${unplayedId}`)).toEqual([
      [otherAssignmentId, other.id, 'LOBBY'],
      [assignmentId, second.id, 'LOBBY'],
      [assignmentId, first.id, 'FINISHED'],
    ]);
    expect(await list(`assignmentIds=${assignmentId},${otherAssignmentId}&first=1`)).toEqual([
      [assignmentId, second.id, 'LOBBY'],
      [otherAssignmentId, other.id, 'LOBBY'],
    ]);
    await api.call('POST', `liveGames/${second.id}/end`, { token: teacher.token });
    const newest = await startGame(assignmentId);
    await api.call('POST', `liveGames/${newest.id}/end`, { token: teacher.token });
    expect((await list(`assignmentIds=${assignmentId}`)).map(([, id]) => id)).toEqual([newest.id, second.id, first.id]);
    const batch = await api.call<{ liveGames: LiveGame[] }>('GET', `liveGames?ids=${first.id},${second.id}`, { token: players[0].token });
    expect(batch.body.liveGames.map((game) => game.id).sort()).toEqual([first.id, second.id].sort());
  });
});
