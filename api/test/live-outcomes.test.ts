import { describe, expect, it } from 'vitest';
import { errorMessages } from '@aula/common';
import type { LiveGame, LivePlayer } from '@aula/api';
import { addQuestion, createAssignment, sampleQuestions } from './helpers.js';
import {
  advance,
  answer,
  api,
  eventually,
  groupId,
  join,
  players,
  startGame,
  startLiveFixture,
  teacher,
  threeQuestionAssignment,
  view,
} from './liveFixture.js';

// What a player's answers come to beyond the points: a short answer nobody grades (QA #2 of issue 30) and whether
// they become an attempt (LivePlayer.attemptNote, QA #5).

startLiveFixture();

const rowOf = (rows: LivePlayer[] | null, profileId: string) => rows?.find((row) => row.profileId === profileId);

describe('a short answer without accepted answers in a live game', () => {
  it('is left ungraded: no points, no verdict, the streak kept, the typed answers listed without a verdict', async () => {
    const [ana, beto] = players;
    const { id: assignmentId } = await createAssignment(api, teacher, groupId, { name: 'Fotosíntesis' });
    const trueOrFalse = (await addQuestion(api, teacher, assignmentId, sampleQuestions.TRUE_OR_FALSE)).id;
    const shortAnswer = (await addQuestion(api, teacher, assignmentId, sampleQuestions.SHORT_ANSWER)).id;
    const lobby = await startGame(assignmentId);
    for (const player of [ana, beto]) await join(player, lobby.pin);

    await advance(lobby.id);
    await answer(ana, lobby.id, { questionId: trueOrFalse, trueOrFalseAnswer: true });
    await answer(beto, lobby.id, { questionId: trueOrFalse, trueOrFalseAnswer: true });
    await advance(lobby.id, { fromStatus: 'REVEAL', fromQuestionIndex: 0 });
    expect((await answer(ana, lobby.id, { questionId: shortAnswer, shortAnswer: 'Luz y agua' })).status).toBe(200);
    expect((await answer(beto, lobby.id, { questionId: shortAnswer, shortAnswer: 'Luz y  agua' })).status).toBe(200);

    const revealed = await view(ana, lobby.id);
    expect(revealed.status).toBe('REVEAL');
    expect(revealed.viewerPlayer!.lastAnswer).toMatchObject({ questionIndex: 1, score: null, correct: null, points: 0, streakBonus: 0 });
    expect(revealed.viewerPlayer).toMatchObject({ streak: 1, correctCount: 1 });
    expect(revealed.answerDistribution).toEqual([
      { label: 'Luz y agua', count: 2, correct: null },
      { label: 'Sin respuesta', count: 0, correct: null },
    ]);
    const host = await view(teacher, lobby.id);
    expect(rowOf(host.players, ana.profileId)!.score).toBe(rowOf(host.players, ana.profileId)!.answers![0]!.points);
  });
});

describe("a player's attempt note", () => {
  it('tells the host and the player, and nobody else, why the answers will not count, and keeps why the job skipped them', async () => {
    const [ana, beto] = players;
    const { id: assignmentId, questions } = await threeQuestionAssignment({ maxAttempts: 1 });
    const used = await api.call('POST', 'assignments/submit', {
      token: ana.token,
      body: { assignmentId, clientSubmissionId: 'ana-before-game', answers: [{ questionId: questions[0], trueOrFalseAnswer: true }] },
    });
    expect(used.status).toBe(201);
    const lobby = await startGame(assignmentId, { countsAsAttempt: true });
    for (const player of [ana, beto]) await join(player, lobby.pin);

    const notes = (game: LiveGame) => new Map(game.players!.map((row) => [row.profileId, row.attemptNote]));
    expect(notes(await view(teacher, lobby.id))).toEqual(
      new Map([
        [ana.profileId, errorMessages.attemptsExhausted],
        [beto.profileId, null],
      ]),
    );
    // A live stream's read (others' answers left out) carries the notes too.
    expect(notes(await view(teacher, lobby.id, '?playerAnswers=own')).get(ana.profileId)).toBe(errorMessages.attemptsExhausted);
    expect((await view(ana, lobby.id)).viewerPlayer!.attemptNote).toBe(errorMessages.attemptsExhausted);
    const classmate = await view(beto, lobby.id);
    expect(rowOf(classmate.leaderboard, ana.profileId)!.attemptNote).toBeNull();

    await advance(lobby.id);
    for (const player of [ana, beto]) await answer(player, lobby.id, { questionId: questions[0], trueOrFalseAnswer: true });
    await api.call('POST', `liveGames/${lobby.id}/end`, { token: teacher.token });
    const skipped = async () => {
      const [row] = await api.db.query<{ attempt_skipped_reason: string | null }>(
        'SELECT attempt_skipped_reason FROM live_players WHERE live_game_id = $1 AND profile_id = $2',
        [lobby.id, ana.profileId],
      );
      return row!.attempt_skipped_reason;
    };
    await eventually(async () => (await skipped()) !== null);
    const attemptsOf = async (user: (typeof players)[number]) =>
      (await api.call('GET', `assignments/getAttempts?assignmentId=${assignmentId}`, { token: user.token })).body as unknown[];
    await eventually(async () => (await attemptsOf(beto)).length === 1);

    // The job's reason is kept: a limit raised since does not make the game count after all.
    expect((await api.call('PATCH', `assignments/update/${assignmentId}`, { token: teacher.token, body: { maxAttempts: 5 } })).status).toBe(200);
    const finished = await view(teacher, lobby.id);
    expect(finished.status).toBe('FINISHED');
    // Beto's game counted: his attempt is the game's, and it leaves him no note.
    expect(notes(finished)).toEqual(
      new Map([
        [ana.profileId, errorMessages.attemptsExhausted],
        [beto.profileId, null],
      ]),
    );
    expect((await view(ana, lobby.id)).viewerPlayer!.attemptNote).toBe(errorMessages.attemptsExhausted);
  });

  it('is null for everyone when the game does not count as an attempt', async () => {
    const [ana] = players;
    const { id: assignmentId, questions } = await threeQuestionAssignment({ maxAttempts: 1 });
    await api.call('POST', 'assignments/submit', {
      token: ana.token,
      body: { assignmentId, clientSubmissionId: 'ana-no-count', answers: [{ questionId: questions[0], trueOrFalseAnswer: true }] },
    });
    const lobby = await startGame(assignmentId);
    await join(ana, lobby.pin);
    expect(rowOf((await view(teacher, lobby.id)).players, ana.profileId)!.attemptNote).toBeNull();
    expect((await view(ana, lobby.id)).viewerPlayer!.attemptNote).toBeNull();
  });
});
