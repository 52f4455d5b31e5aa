import { describe, expect, it } from 'vitest';
import { liveGameMessages } from '@aula/common';
import { advance, api, join, players, startGame, startLiveFixture, teacher, threeQuestionAssignment } from './liveFixture.js';

// While a game is open its questions give its players no grading feedback by another path: an attempt's or a
// practice check's score would tell them the answer before the reveal (QA #1 of issue 30).

startLiveFixture();

const multipleAnswerTry = (questionId: string) => ({ questionId, chosenOptionsIndex: [0] });

const submit = (user: (typeof players)[number], assignmentId: string, clientSubmissionId: string, questionId: string) =>
  api.call('POST', 'assignments/submit', {
    token: user.token,
    body: { assignmentId, clientSubmissionId, answers: [multipleAnswerTry(questionId)] },
  });

describe('an open live game and the other paths to its questions', () => {
  it('refuses attempts at its assignment until it ends, yet replays a submission sent before it', async () => {
    const [ana, beto] = players;
    const { id: assignmentId, questions } = await threeQuestionAssignment();
    // Beto's offline queue sent this before the game; it re-sends it during the game.
    const queued = await submit(beto, assignmentId, 'offline-before-game', questions[1]!);
    expect(queued.status).toBe(201);

    const lobby = await startGame(assignmentId);
    await join(ana, lobby.pin);
    await advance(lobby.id);
    await advance(lobby.id, { fromStatus: 'REVEAL', fromQuestionIndex: 0 });

    const oracle = await submit(ana, assignmentId, 'during-game', questions[1]!);
    expect([oracle.status, oracle.body.message]).toEqual([409, liveGameMessages.attemptsDuringGame]);
    expect(JSON.stringify(oracle.body)).not.toContain('score');
    const start = await api.call('POST', 'assignments/startAttempt', { token: ana.token, body: { assignmentId } });
    expect([start.status, start.body.message]).toEqual([409, liveGameMessages.attemptsDuringGame]);
    const stored = await api.call('POST', 'question/createManyAttempt', { token: ana.token, body: [multipleAnswerTry(questions[1]!)] });
    const bundled = await api.call('POST', 'assignments/createAttempt', {
      token: ana.token,
      body: { assignmentId, questionsAttemptsIds: stored.body.map((a: { id: string }) => a.id) },
    });
    expect([bundled.status, bundled.body.message]).toEqual([409, liveGameMessages.attemptsDuringGame]);

    const replayed = await submit(beto, assignmentId, 'offline-before-game', questions[1]!);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(queued.body);

    expect((await api.call('POST', `liveGames/${lobby.id}/end`, { token: teacher.token })).status).toBe(200);
    const after = await submit(ana, assignmentId, 'during-game', questions[1]!);
    expect(after.status).toBe(201);
    expect(after.body.questionAttempts[0].score).toBe(50);
  });

  it('refuses a practice check of its questions until it ends', async () => {
    const [ana] = players;
    const { id: assignmentId, questions } = await threeQuestionAssignment({ openForPractice: true });
    const check = () =>
      api.call('POST', 'practice/check', { token: ana.token, body: { questionId: questions[0], answer: { trueOrFalseAnswer: true } } });
    expect((await check()).status).toBe(200);

    const lobby = await startGame(assignmentId);
    await join(ana, lobby.pin);
    await advance(lobby.id);
    const during = await check();
    expect([during.status, during.body.message]).toEqual([409, liveGameMessages.practiceDuringGame]);
    expect(JSON.stringify(during.body)).not.toContain('correctAnswer');

    await api.call('POST', `liveGames/${lobby.id}/end`, { token: teacher.token });
    expect((await check()).body).toMatchObject({ correct: true, score: 100 });
  });
});
