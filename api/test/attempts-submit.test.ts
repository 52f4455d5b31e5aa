import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionAttempt } from '@aula/api';
import { sampleQuestions, type TestUser } from './helpers.js';
import * as fixture from './attemptsFixture.js';

// Submitting an assignment: server-side grading, teacher grading, and reading the attempts back.

fixture.startAttemptsFixture();

describe('submitting an assignment', () => {
  let attempt: { id: string; score: number; questionsAttemptsId: string[]; pendingCount: number };
  let questionAttempts: QuestionAttempt[];

  beforeAll(async () => {
    const reply = await fixture.submit(fixture.student, { answers: fixture.partlyRight(), score: 100, profileId: fixture.student.profileId });
    expect(reply.status).toBe(201);
    attempt = reply.body.assignmentAttempt;
    questionAttempts = reply.body.questionAttempts;
  });

  it('grades each question on the server, ignoring the scores the client sent', () => {
    fixture.expectScores(fixture.scoresByQuestion(questionAttempts), fixture.expectedScores());
    expect(questionAttempts.every((a) => a.profileId === fixture.student.profileId && a.assignmentAttemptId === attempt.id)).toBe(true);
  });

  it('scores the attempt as the mean, a pending short answer counting 0', () => {
    expect(attempt.score).toBeCloseTo(fixture.expectedMean, 6);
    expect(attempt.score).toBeCloseTo(52.0833, 3);
    expect(attempt).toMatchObject({ assignmentId: fixture.assignmentId, profileId: fixture.student.profileId, pendingCount: 1 });
    expect([...attempt.questionsAttemptsId].sort()).toEqual(questionAttempts.map((a) => a.id).sort());
  });

  it('keeps only the answer field of each question type', () => {
    const tf = questionAttempts.find((a) => a.questionId === fixture.q.tf) as Record<string, unknown>;
    expect(tf).toMatchObject({ trueOrFalseAnswer: true });
    expect(tf).not.toHaveProperty('filledBlanks');
    const fill = questionAttempts.find((a) => a.questionId === fixture.q.fill) as Record<string, unknown>;
    expect(fill.filledBlanks).toEqual([' SOL ', 'planeta']);
  });

  it('gives full marks for a fully right submission', async () => {
    const reply = await fixture.submit(fixture.classmate, {
      answers: [
        { questionId: fixture.q.tf, trueOrFalseAnswer: true },
        { questionId: fixture.q.fill, filledBlanks: ['sol', 'Estrella'] },
        { questionId: fixture.q.match, userColumnsOrder: ['Lima', 'Santiago', 'Ciudad de México'] },
        { questionId: fixture.q.multiple, chosenOptionsIndex: [2, 0] },
        { questionId: fixture.q.pending, shortAnswer: 'La luz se convierte en energía química' },
        { questionId: fixture.q.keyed, shortAnswer: 'clorofila' },
        { questionId: fixture.q.numerical, numericalAnswer: 3.14 },
        { questionId: fixture.q.ordering, orderingAnswer: fixture.orderingAnswerFor(fixture.classmate, sampleQuestions.ORDERING.items) },
      ],
    });
    expect(reply.status).toBe(201);
    fixture.expectScores(fixture.scoresByQuestion(reply.body.questionAttempts), {
      [fixture.q.tf]: 100,
      [fixture.q.fill]: 100,
      [fixture.q.match]: 100,
      [fixture.q.multiple]: 100,
      [fixture.q.pending]: null,
      [fixture.q.keyed]: 100,
      [fixture.q.numerical]: 100,
      [fixture.q.ordering]: 100,
    });
    expect(reply.body.assignmentAttempt.score).toBeCloseTo(700 / 8, 6);
  });

  it('gives 0 for wrong answers, the multiple-answer penalty stopping at 0', async () => {
    const reply = await fixture.submit(fixture.classmate, {
      answers: [
        { questionId: fixture.q.tf, trueOrFalseAnswer: false, score: 100 },
        { questionId: fixture.q.fill, filledBlanks: ['luna', 'estrellas'] },
        { questionId: fixture.q.match, userColumnsOrder: ['Santiago', 'Lima'] },
        { questionId: fixture.q.multiple, chosenOptionsIndex: [1, 3] },
        { questionId: fixture.q.keyed, shortAnswer: 'la clorofil' },
        { questionId: fixture.q.numerical, numericalAnswer: 3.16 },
        { questionId: fixture.q.ordering, orderingAnswer: fixture.orderingAnswerFor(fixture.classmate, ['Virreinato', 'República', 'Imperio inca']) },
      ],
    });
    expect(reply.status).toBe(201);
    fixture.expectScores(fixture.scoresByQuestion(reply.body.questionAttempts), {
      [fixture.q.tf]: 0,
      [fixture.q.fill]: 0,
      [fixture.q.match]: 0,
      [fixture.q.multiple]: 0,
      [fixture.q.keyed]: 0,
      [fixture.q.numerical]: 0,
      [fixture.q.ordering]: 0,
    });
    expect(reply.body.assignmentAttempt.score).toBe(0);
  });

  it('counts a missing answer as 0 in the mean', async () => {
    const reply = await fixture.submit(fixture.classmate, {
      answers: [
        { questionId: fixture.q.tf, trueOrFalseAnswer: true },
        { questionId: fixture.q.multiple, chosenOptionsIndex: [0] },
      ],
    });
    expect(reply.status).toBe(201);
    expect(reply.body.questionAttempts).toHaveLength(2);
    // (100 + 50) over eight questions.
    expect(reply.body.assignmentAttempt.score).toBe(18.75);
    expect(reply.body.assignmentAttempt.pendingCount).toBe(0);
  });

  it('accepts an empty submission, scored 0', async () => {
    const reply = await fixture.submit(fixture.classmate, { answers: [] });
    expect(reply.status).toBe(201);
    expect(reply.body.assignmentAttempt.score).toBe(0);
  });

  describe('grading a pending short answer', () => {
    const pendingAttempt = () => questionAttempts.find((a) => a.questionId === fixture.q.pending)!;

    it('is refused to a member, and to the group owner above 100 or below 0', async () => {
      const byStudent = await fixture.api.call('PATCH', `question/gradeAttempt/${pendingAttempt().id}`, {
        token: fixture.student.token,
        body: { score: 100 },
      });
      expect(byStudent.status).toBe(403);
      expect(byStudent.body.message).toBe('Acceso restringido. No tiene los roles para esta acción');
      const byClassmate = await fixture.api.call('PATCH', `question/gradeAttempt/${pendingAttempt().id}`, {
        token: fixture.classmate.token,
        body: { score: 100 },
      });
      expect(byClassmate.status).toBe(403);
      for (const score of [150, -1, '80']) {
        const reply = await fixture.api.call('PATCH', `question/gradeAttempt/${pendingAttempt().id}`, {
          token: fixture.teacher.token,
          body: { score },
        });
        expect(reply.status, String(score)).toBe(400);
        expect(reply.body.message).toBe('La nota debe ser un número entre 0 y 100');
      }
      const [still] = await fixture.attemptsOf(fixture.student, `ids=${attempt.id}`);
      expect(still!.score).toBeCloseTo(fixture.expectedMean, 6);
    });

    it('refuses a grade with neither a score nor a comment (any kind may be graded: grading-overrides.test.ts)', async () => {
      const tf = questionAttempts.find((a) => a.questionId === fixture.q.tf)!;
      const reply = await fixture.api.call('PATCH', `question/gradeAttempt/${tf.id}`, { token: fixture.teacher.token, body: {} });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Indique una nota o un comentario');
    });

    it('lets the group owner grade it, and the attempt score is recomputed', async () => {
      const reply = await fixture.api.call('PATCH', `question/gradeAttempt/${pendingAttempt().id}`, {
        token: fixture.teacher.token,
        body: { score: 80 },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.questionAttempt).toMatchObject({ id: pendingAttempt().id, score: 80 });
      const regraded = (100 + 50 + 100 / 3 + 50 + 80 + 100 + 50 + 100 / 3) / 8;
      expect(reply.body.assignmentAttempt.id).toBe(attempt.id);
      expect(reply.body.assignmentAttempt.score).toBeCloseTo(regraded, 6);
      expect(reply.body.assignmentAttempt.pendingCount).toBe(0);

      // The student reads the new grade.
      const [mine] = await fixture.attemptsOf(fixture.student, `ids=${attempt.id}`);
      expect(mine!.score).toBeCloseTo(regraded, 6);
      const answers = await fixture.api.call('GET', `question/getAllAttempts?assignmentAttemptId=${attempt.id}`, { token: fixture.student.token });
      expect(fixture.scoresByQuestion(answers.body)[fixture.q.pending]).toBe(80);
    });

    it('answers 404 for an unknown question attempt', async () => {
      const reply = await fixture.api.call('PATCH', `question/gradeAttempt/${randomUUID()}`, { token: fixture.teacher.token, body: { score: 10 } });
      expect(reply.status).toBe(404);
    });
  });
});

describe('reading attempts', () => {
  it('a student reads only their own attempts; the owner reads all on the assignment', async () => {
    const mine = await fixture.attemptsOf(fixture.student);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((a) => a.profileId === fixture.student.profileId)).toBe(true);

    const all = await fixture.attemptsOf(fixture.teacher);
    const profiles = new Set(all.map((a) => a.profileId));
    expect(profiles).toEqual(new Set([fixture.student.profileId, fixture.classmate.profileId]));
    expect(all.length).toBeGreaterThan(mine.length);
    expect(all.map((a) => a.id)).toEqual(expect.arrayContaining(mine.map((a) => a.id)));

    const byStudent = await fixture.attemptsOf(fixture.teacher, `assignmentId=${fixture.assignmentId}&profileId=${fixture.student.profileId}`);
    expect(byStudent.map((a) => a.id).sort()).toEqual(mine.map((a) => a.id).sort());
  });

  it('lists attempts newest first (grades lists), paging on to older ones', async () => {
    const all = await fixture.api.call('GET', `assignments/getAttempts?assignmentId=${fixture.assignmentId}`, { token: fixture.teacher.token });
    const submitted = all.body.map((a: { submittedAt: string }) => Date.parse(a.submittedAt));
    expect(all.body.length).toBeGreaterThan(2);
    expect(submitted).toEqual([...submitted].sort((a, b) => b - a));
    const first = await fixture.api.call('GET', `assignments/getAttempts?assignmentId=${fixture.assignmentId}&limit=2`, {
      token: fixture.teacher.token,
    });
    const cursor = first.headers.get('x-next-cursor');
    const rest = await fixture.api.call('GET', `assignments/getAttempts?assignmentId=${fixture.assignmentId}&cursor=${cursor}`, {
      token: fixture.teacher.token,
    });
    expect([...first.body, ...rest.body].map((a: { id: string }) => a.id)).toEqual(all.body.map((a: { id: string }) => a.id));
  });

  it("refuses a student another student's attempts", async () => {
    const theirs = await fixture.api.call(
      'GET',
      `assignments/getAttempts?assignmentId=${fixture.assignmentId}&profileId=${fixture.classmate.profileId}`,
      {
        token: fixture.student.token,
      },
    );
    expect(theirs.status).toBe(403);
    const noAssignment = await fixture.api.call('GET', `assignments/getAttempts?profileId=${fixture.classmate.profileId}`, {
      token: fixture.student.token,
    });
    expect(noAssignment.status, JSON.stringify(noAssignment.body)).toBe(403);
    // Asking by ids gives nothing that is not yours.
    const classmates = await fixture.attemptsOf(fixture.classmate);
    const byIds = await fixture.attemptsOf(fixture.student, `ids=${classmates.map((a) => a.id).join(',')}`);
    expect(byIds).toEqual([]);
    // An outsider sees nothing on the assignment.
    expect(await fixture.attemptsOf(fixture.outsider)).toEqual([]);
  });

  it('embeds the assignment with getAttemptsWithAssignment', async () => {
    const reply = await fixture.api.call('GET', `assignments/getAttemptsWithAssignment?assignmentId=${fixture.assignmentId}`, {
      token: fixture.student.token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThan(0);
    for (const attempt of reply.body) {
      expect(attempt.assignment).toMatchObject({ id: fixture.assignmentId, name: 'Repaso general', studyGroupId: fixture.groupId });
    }
    const plain = await fixture.attemptsOf(fixture.student);
    expect(plain[0]).not.toHaveProperty('assignment');
    const included = await fixture.attemptsOf(fixture.student, `assignmentId=${fixture.assignmentId}&includeAssignment=true`);
    expect(included[0]!.assignment?.id).toBe(fixture.assignmentId);
  });

  describe('question attempts with their questions', () => {
    let attemptId: string;

    beforeAll(async () => {
      const reply = await fixture.submit(fixture.student, { answers: fixture.partlyRight() });
      expect(reply.status).toBe(201);
      attemptId = reply.body.assignmentAttempt.id;
    });

    const read = (user: TestUser) =>
      fixture.api.call('GET', `question/getAllAttempts?assignmentAttemptId=${attemptId}&includeQuestion=true`, { token: user.token });

    it('gives the student the solver view, without keys', async () => {
      const reply = await read(fixture.student);
      expect(reply.status).toBe(200);
      expect(reply.body).toHaveLength(8);
      fixture.expectScores(fixture.scoresByQuestion(reply.body), fixture.expectedScores());
      for (const attempt of reply.body) {
        expect(attempt.question).toMatchObject({ id: attempt.questionId, view: 'SOLVER' });
      }
      const text = JSON.stringify(reply.body);
      for (const secret of ['correctAnswer', 'correctWords', 'correctOptionsIndex', 'acceptedAnswers', 'clorofila', '"answers"', '3.14']) {
        expect(text).not.toContain(secret);
      }
    });

    it('gives the group owner the full view', async () => {
      const reply = await read(fixture.teacher);
      expect(reply.status).toBe(200);
      expect(reply.body).toHaveLength(8);
      const byQuestion = Object.fromEntries(reply.body.map((a: { questionId: string; question: unknown }) => [a.questionId, a.question]));
      expect(byQuestion[fixture.q.fill]).toMatchObject({ view: 'AUTHOR', correctWords: ['sol', 'estrella'] });
      expect(byQuestion[fixture.q.multiple]).toMatchObject({ view: 'AUTHOR', correctOptionsIndex: [0, 2] });
      expect(byQuestion[fixture.q.keyed]).toMatchObject({ view: 'AUTHOR', acceptedAnswers: ['*clorofila*'] });
      expect(byQuestion[fixture.q.numerical]).toMatchObject({
        view: 'AUTHOR',
        answers: [
          { value: 3.14, tolerance: 0.01, credit: 100 },
          { value: 3, tolerance: 0, credit: 50 },
        ],
      });
      expect(byQuestion[fixture.q.ordering]).toMatchObject({ view: 'AUTHOR', items: sampleQuestions.ORDERING.items });
    });

    it('is refused to another student and answers 404 for an unknown attempt', async () => {
      expect((await read(fixture.classmate)).status).toBe(403);
      expect((await read(fixture.outsider)).status).toBe(403);
      const unknown = await fixture.api.call('GET', `question/getAllAttempts?assignmentAttemptId=${randomUUID()}`, { token: fixture.student.token });
      expect(unknown.status).toBe(404);
    });
  });
});
