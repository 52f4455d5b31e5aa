import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionAttempt } from '@aula/api';
import { addQuestion, createAssignment, sampleQuestions, type TestUser } from './helpers.js';
import { serverSecret } from '../src/db/secrets.js';
import { shownOrder, shuffledColumn } from '../src/features/questions/shuffle.js';
import * as fixture from './attemptsFixture.js';

// Idempotent submission, refused submissions, answer keys kept from students before they submit, and the older
// two-step flow.

fixture.startAttemptsFixture();

describe('idempotent submission', () => {
  it('returns the first attempt with 200 when the same clientSubmissionId is sent again', async () => {
    const clientSubmissionId = `offline-${randomUUID()}`;
    const first = await fixture.submit(fixture.student, { clientSubmissionId, answers: [{ questionId: fixture.q.tf, trueOrFalseAnswer: true }] });
    expect(first.status).toBe(201);
    expect(first.body.assignmentAttempt.clientSubmissionId).toBe(clientSubmissionId);

    // Different answers under the same id: still the first result, nothing counted twice.
    const again = await fixture.submit(fixture.student, { clientSubmissionId, answers: [{ questionId: fixture.q.tf, trueOrFalseAnswer: false }] });
    expect(again.status).toBe(200);
    expect(again.body.result).toBe(true);
    expect(again.body.assignmentAttempt.id).toBe(first.body.assignmentAttempt.id);
    expect(again.body.assignmentAttempt.score).toBeCloseTo(100 / 8, 6);
    expect(again.body.questionAttempts.map((a: QuestionAttempt) => a.id)).toEqual(first.body.questionAttempts.map((a: QuestionAttempt) => a.id));

    const mine = await fixture.attemptsOf(fixture.student);
    expect(mine.filter((a) => a.clientSubmissionId === clientSubmissionId)).toHaveLength(1);
  });

  it('stores one attempt when two submissions with the same id arrive together', async () => {
    const clientSubmissionId = `twin-${randomUUID()}`;
    const body = { clientSubmissionId, answers: [{ questionId: fixture.q.multiple, chosenOptionsIndex: [0, 2] }] };
    const replies = await Promise.all([
      fixture.submit(fixture.classmate, body),
      fixture.submit(fixture.classmate, body),
      fixture.submit(fixture.classmate, body),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(replies.map((r) => r.body.assignmentAttempt.id));
    expect(ids.size).toBe(1);
    const stored = (await fixture.attemptsOf(fixture.classmate)).filter((a) => a.clientSubmissionId === clientSubmissionId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe([...ids][0]);
    const answers = await fixture.api.call('GET', `question/getAllAttempts?assignmentAttemptId=${stored[0]!.id}`, { token: fixture.classmate.token });
    expect(answers.body).toHaveLength(1);
  });

  it('refuses a submission id already used on another assignment', async () => {
    const other = await createAssignment(fixture.api, fixture.teacher, fixture.groupId, { name: 'Otra tarea' });
    const clientSubmissionId = `reuse-${randomUUID()}`;
    expect((await fixture.submit(fixture.student, { clientSubmissionId, answers: [] })).status).toBe(201);
    const reply = await fixture.submit(fixture.student, { assignmentId: other.id, clientSubmissionId, answers: [] });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('El identificador de envío ya se usó en otra tarea');
    expect(await fixture.attemptsOf(fixture.teacher, `assignmentId=${other.id}`)).toEqual([]);
  });

  it('keeps the ids of different students apart', async () => {
    const clientSubmissionId = `shared-${randomUUID()}`;
    const mine = await fixture.submit(fixture.student, { clientSubmissionId, answers: [] });
    const theirs = await fixture.submit(fixture.classmate, { clientSubmissionId, answers: [] });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.assignmentAttempt.id).not.toBe(mine.body.assignmentAttempt.id);
    expect(theirs.body.assignmentAttempt.profileId).toBe(fixture.classmate.profileId);
  });
});

describe('refused submissions', () => {
  async function expectRefused(user: TestUser, body: Record<string, unknown>, status: number, message?: string) {
    const before = await fixture.attemptsOf(fixture.teacher);
    const reply = await fixture.submit(user, body);
    expect(reply.status).toBe(status);
    if (message) expect(reply.body.message).toBe(message);
    // Nothing was stored: one transaction or nothing.
    expect(await fixture.attemptsOf(fixture.teacher)).toHaveLength(before.length);
  }

  it('refuses an answer to a question outside the assignment', async () => {
    const other = await fixture.api.call('POST', 'question/createShortAnswerQuestion', {
      token: fixture.teacher.token,
      body: sampleQuestions.SHORT_ANSWER,
    });
    await expectRefused(
      fixture.student,
      {
        answers: [
          { questionId: fixture.q.tf, trueOrFalseAnswer: true },
          { questionId: other.body.id, shortAnswer: 'algo' },
        ],
      },
      400,
      'La pregunta no pertenece a la tarea',
    );
    await expectRefused(
      fixture.student,
      { answers: [{ questionId: randomUUID(), trueOrFalseAnswer: true }] },
      400,
      'La pregunta no pertenece a la tarea',
    );
  });

  it('refuses two answers to one question', async () => {
    await expectRefused(
      fixture.student,
      {
        answers: [
          { questionId: fixture.q.tf, trueOrFalseAnswer: true },
          { questionId: fixture.q.tf, trueOrFalseAnswer: false },
        ],
      },
      400,
      'Solo se admite una respuesta por pregunta',
    );
  });

  it('refuses an answer field that does not fit the question type', async () => {
    await expectRefused(
      fixture.student,
      { answers: [{ questionId: fixture.q.tf, filledBlanks: ['true'] }] },
      400,
      'La respuesta no corresponde al tipo de pregunta',
    );
    await expectRefused(
      fixture.student,
      { answers: [{ questionId: fixture.q.multiple, shortAnswer: '0' }] },
      400,
      'La respuesta no corresponde al tipo de pregunta',
    );
    await expectRefused(
      fixture.student,
      { answers: [{ questionId: fixture.q.multiple, chosenOptionsIndex: [7] }] },
      400,
      'La respuesta no corresponde a la pregunta',
    );
    await expectRefused(fixture.student, { answers: [{ questionId: fixture.q.tf, trueOrFalseAnswer: 'true' }] }, 400);
  });

  it('refuses a malformed submission id', async () => {
    await expectRefused(fixture.student, { clientSubmissionId: 'a b', answers: [] }, 400);
  });

  it('refuses an outsider, and a submission in another profile', async () => {
    await expectRefused(
      fixture.outsider,
      { answers: [{ questionId: fixture.q.tf, trueOrFalseAnswer: true }] },
      403,
      'Acceso restringido. No tiene los roles para esta acción',
    );
    await expectRefused(fixture.student, { profileId: fixture.classmate.profileId, answers: [] }, 403);
  });

  it('refuses a deactivated assignment', async () => {
    const closed = await createAssignment(fixture.api, fixture.teacher, fixture.groupId, { name: 'Tarea cerrada' });
    const question = await addQuestion(fixture.api, fixture.teacher, closed.id, sampleQuestions.TRUE_OR_FALSE);
    const answers = [{ questionId: question.id, trueOrFalseAnswer: true }];
    expect((await fixture.submit(fixture.student, { assignmentId: closed.id, answers })).status).toBe(201);
    expect((await fixture.api.call('PATCH', `assignments/deactivate/${closed.id}`, { token: fixture.teacher.token })).status).toBe(200);

    const reply = await fixture.submit(fixture.student, { assignmentId: closed.id, answers });
    expect(reply.status).toBe(404);
    const byOwner = await fixture.submit(fixture.teacher, { assignmentId: closed.id, answers });
    expect(byOwner.status).toBe(400);
    expect(byOwner.body.message).toBe('La tarea no está activa');
    expect(await fixture.attemptsOf(fixture.teacher, `assignmentId=${closed.id}`)).toHaveLength(1);
  });
});

describe('answer keys before submitting', () => {
  // Everything that would give an answer away: key fields and the words only the key holds.
  const secrets = ['correctAnswer', 'correctWords', 'correctOptionsIndex', 'acceptedAnswers', 'clorofila', 'estrella', 'El sol', '"answers"', '3.14'];
  const expectNoKey = (body: unknown) => {
    const text = JSON.stringify(body);
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  };

  let columnSecret: Buffer;
  beforeAll(async () => {
    columnSecret = await serverSecret(fixture.api.db, 'column-order');
  });

  function checkSolverQuestions(questions: Array<Record<string, any>>) {
    expect(questions.map((x) => x.id)).toEqual([
      fixture.q.tf,
      fixture.q.fill,
      fixture.q.match,
      fixture.q.multiple,
      fixture.q.pending,
      fixture.q.keyed,
      fixture.q.numerical,
      fixture.q.ordering,
    ]);
    expect(questions.every((x) => x.view === 'SOLVER')).toBe(true);
    const fill = questions[1]!;
    expect(fill.statement).toBe('El ____ es una ____ enorme.');
    expect(fill.segments).toEqual(['El ', ' es una ', ' enorme.']);
    const match = questions[2]!;
    expect(match.leftColumn).toEqual(['Perú', 'Chile', 'México']);
    expect(match.rightColumn).toEqual(
      shuffledColumn(['Lima', 'Santiago', 'Ciudad de México'], columnSecret, fixture.q.match, fixture.student.profileId),
    );
    expect(questions[3]!.options).toEqual(['2', '4', '5', '9']);
    const items = sampleQuestions.ORDERING.items;
    expect(questions[7]!.items).toEqual(shownOrder(items.length, columnSecret, fixture.q.ordering, fixture.student.profileId).map((i) => items[i]));
  }

  it('are absent from the assignment with its questions', async () => {
    const reply = await fixture.api.call('GET', `assignments/getOne?id=${fixture.assignmentId}&includeQuestions=true`, {
      token: fixture.student.token,
    });
    expect(reply.status).toBe(200);
    checkSolverQuestions(reply.body.questions);
    expectNoKey(reply.body);
  });

  it("are absent from the assignment's question list", async () => {
    const reply = await fixture.api.call('GET', `question/getQuestionsByAssignment?assignmentId=${fixture.assignmentId}`, {
      token: fixture.student.token,
    });
    expect(reply.status).toBe(200);
    checkSolverQuestions(reply.body);
    expectNoKey(reply.body);
  });

  it('are absent from questions read by ids', async () => {
    const reply = await fixture.api.call('GET', `question/getAll?ids=${Object.values(fixture.q).join(',')}`, { token: fixture.student.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(8);
    expectNoKey(reply.body);
  });

  it('show the same shuffled column on every read', async () => {
    const read = async () =>
      (await fixture.api.call('GET', `question/getQuestionsByAssignment?assignmentId=${fixture.assignmentId}`, { token: fixture.student.token }))
        .body[2].rightColumn;
    expect(await read()).toEqual(await read());
  });

  it('are all there for the owner (the check above can see them)', async () => {
    const reply = await fixture.api.call('GET', `assignments/getOne?id=${fixture.assignmentId}&includeQuestions=true`, {
      token: fixture.teacher.token,
    });
    const text = JSON.stringify(reply.body);
    for (const secret of secrets) expect(text, secret).toContain(secret);
  });
});

describe('two-step legacy flow', () => {
  it('stores answers ungraded, then grades them with the attempt, with the same mean as a submission', async () => {
    const many = await fixture.api.call('POST', 'question/createManyAttempt', {
      token: fixture.classmate.token,
      body: fixture.partlyRight(fixture.classmate),
    });
    expect(many.status).toBe(201);
    expect(many.body.every((a: QuestionAttempt) => a.assignmentAttemptId === null && a.score === null)).toBe(true);

    const ids = many.body.map((a: QuestionAttempt) => a.id);
    const reply = await fixture.api.call('POST', 'assignments/createAttempt', {
      token: fixture.classmate.token,
      body: { assignmentId: fixture.assignmentId, questionsAttemptsIds: ids, profileId: fixture.classmate.profileId, score: 100 },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.score).toBeCloseTo(fixture.expectedMean, 6);
    expect([...reply.body.questionsAttemptsId].sort()).toEqual([...ids].sort());
    expect(reply.body).toMatchObject({ assignmentId: fixture.assignmentId, profileId: fixture.classmate.profileId, pendingCount: 1 });

    // The answers now belong to the attempt and cannot be used twice.
    const linked = await fixture.api.call('GET', `question/getAllAttempts?assignmentAttemptId=${reply.body.id}`, { token: fixture.classmate.token });
    expect(linked.body.map((a: QuestionAttempt) => a.id).sort()).toEqual([...ids].sort());
    fixture.expectScores(fixture.scoresByQuestion(linked.body), fixture.expectedScores());
    const twice = await fixture.api.call('POST', 'assignments/createAttempt', {
      token: fixture.classmate.token,
      body: { assignmentId: fixture.assignmentId, questionsAttemptsIds: ids },
    });
    expect(twice.status).toBe(400);
  });

  it("refuses another student's answers and answers to questions the caller cannot see", async () => {
    const many = await fixture.api.call('POST', 'question/createManyAttempt', {
      token: fixture.student.token,
      body: [{ questionId: fixture.q.tf, trueOrFalseAnswer: true }],
    });
    expect(many.status).toBe(201);
    const stolen = await fixture.api.call('POST', 'assignments/createAttempt', {
      token: fixture.classmate.token,
      body: { assignmentId: fixture.assignmentId, questionsAttemptsIds: [many.body[0].id] },
    });
    expect(stolen.status).toBe(400);
    const outside = await fixture.api.call('POST', 'question/createManyAttempt', {
      token: fixture.outsider.token,
      body: [{ questionId: fixture.q.tf, trueOrFalseAnswer: true }],
    });
    expect(outside.status).toBe(404);
  });
});
