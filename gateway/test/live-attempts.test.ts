import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveClassroom, refusal } from './liveGameFixture.js';
import type { client, Person } from './joiningHarness.js';

// A live game and the assignment's attempts over GraphQL: no attempt while the game is open (its scores would give
// the players the answers before the reveal), and LivePlayer.attemptNote saying whose game will not count and why.

const room = liveClassroom();
const { ok } = room;
let gql: ReturnType<typeof client>;
let teacher: Person;
let ana: Person;
let bruno: Person;

const notesDoc = `query($id: ID!) { node(id: $id) { ... on LiveGame {
  players { nickname attemptNote }
  leaderboard(first: 10) { nickname attemptNote }
  viewerPlayer { nickname attemptNote }
} } }`;

const submitAttempt = (assignmentId: string, questionId: string, person: Person) =>
  gql.graphql(
    `mutation($input: SubmitAssignmentAttemptInput!) {
       submitAssignmentAttempt(input: $input) { assignmentAttempt { questionAttempts { score } } }
     }`,
    { input: { assignmentId, clientSubmissionId: randomUUID(), answers: [{ questionId, chosenOptionsIndex: [0] }] } },
    person.token,
  );

beforeAll(() => {
  ({ gql, teacher } = room);
  [ana, bruno] = room.players;
});

describe('a live game that counts as an attempt', () => {
  it('tells the host and the player whose answers will not count, refuses attempts while it is open, and takes them after', async () => {
    const quiz = await room.newQuiz('Repaso con intentos');
    // Ana uses the assignment's three attempts before the game.
    for (let i = 0; i < 3; i++) expect((await submitAttempt(quiz.assignmentId, quiz.questionIds[1]!, ana)).errors).toBeUndefined();
    const game = await ok('startLiveGame', { assignmentId: quiz.assignmentId, countsAsAttempt: true }, teacher.token);
    for (const player of [ana, bruno]) await ok('joinLiveGame', { pin: game.pin }, player.token);

    const exhausted = 'Ya usó todos los intentos permitidos de esta tarea';
    const host = (await gql.graphql(notesDoc, { id: game.id }, teacher.token)).data.node;
    expect(Object.fromEntries(host.players.map((p: { nickname: string; attemptNote: string | null }) => [p.nickname, p.attemptNote]))).toEqual({
      [ana.username]: exhausted,
      [bruno.username]: null,
    });
    expect((await gql.graphql(notesDoc, { id: game.id }, ana.token)).data.node.viewerPlayer.attemptNote).toBe(exhausted);
    const classmate = (await gql.graphql(notesDoc, { id: game.id }, bruno.token)).data.node;
    expect(classmate.leaderboard.find((p: { nickname: string }) => p.nickname === ana.username).attemptNote).toBeNull();

    await ok('advanceLiveGame', { id: game.id }, teacher.token);
    const oracle = await submitAttempt(quiz.assignmentId, quiz.questionIds[1]!, bruno);
    expect(refusal(oracle)).toEqual({
      code: 'CONFLICT',
      message: 'Hay un juego en vivo de esta tarea en curso: podrá entregarla cuando termine.',
    });
    expect(oracle.data?.submitAssignmentAttempt ?? null).toBeNull();

    await ok('endLiveGame', { id: game.id }, teacher.token);
    const after = await submitAttempt(quiz.assignmentId, quiz.questionIds[1]!, bruno);
    expect(after.errors).toBeUndefined();
    expect(after.data.submitAssignmentAttempt.assignmentAttempt.questionAttempts[0].score).toBeCloseTo(100 / 3, 6);
  });

  it('refuses to start an attempt while the game is open', async () => {
    const quiz = await room.newQuiz('Repaso sin contar');
    const game = await ok('startLiveGame', { assignmentId: quiz.assignmentId }, teacher.token);
    const started = await gql.graphql(
      'mutation($input: StartAssignmentAttemptInput!) { startAssignmentAttempt(input: $input) { resumed } }',
      { input: { assignmentId: quiz.assignmentId } },
      ana.token,
    );
    expect(refusal(started)).toEqual({ code: 'CONFLICT', message: 'Hay un juego en vivo de esta tarea en curso: podrá entregarla cuando termine.' });
    await ok('endLiveGame', { id: game.id }, teacher.token);
  });
});
