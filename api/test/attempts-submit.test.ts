import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionAttempt } from '@aula/api';
import { sampleQuestions, type TestUser } from './helpers.js';
import {
  api,
  assignmentId,
  attemptsOf,
  classmate,
  expectedMean,
  expectedScores,
  expectScores,
  groupId,
  orderingAnswerFor,
  outsider,
  partlyRight,
  q,
  scoresByQuestion,
  student,
  submit,
  teacher,
  startAttemptsFixture,
} from './attemptsFixture.js';

// Submitting an assignment: server-side grading, teacher grading, and reading the attempts back.

startAttemptsFixture();

describe('submitting an assignment', () => {
  let attempt: { id: string; score: number; questionsAttemptsId: string[]; pendingCount: number };
  let questionAttempts: QuestionAttempt[];

  beforeAll(async () => {
    const reply = await submit(student, { answers: partlyRight(), score: 100, profileId: student.profileId });
    expect(reply.status).toBe(201);
    attempt = reply.body.assignmentAttempt;
    questionAttempts = reply.body.questionAttempts;
  });

  it('grades each question on the server, ignoring the scores the client sent', () => {
    expectScores(scoresByQuestion(questionAttempts), expectedScores());
    expect(questionAttempts.every((a) => a.profileId === student.profileId && a.assignmentAttemptId === attempt.id)).toBe(true);
  });

  it('scores the attempt as the mean, a pending short answer counting 0', () => {
    expect(attempt.score).toBeCloseTo(expectedMean, 6);
    expect(attempt.score).toBeCloseTo(52.0833, 3);
    expect(attempt).toMatchObject({ assignmentId, profileId: student.profileId, pendingCount: 1 });
    expect([...attempt.questionsAttemptsId].sort()).toEqual(questionAttempts.map((a) => a.id).sort());
  });

  it('keeps only the answer field of each question type', () => {
    const tf = questionAttempts.find((a) => a.questionId === q.tf) as Record<string, unknown>;
    expect(tf).toMatchObject({ trueOrFalseAnswer: true });
    expect(tf).not.toHaveProperty('filledBlanks');
    const fill = questionAttempts.find((a) => a.questionId === q.fill) as Record<string, unknown>;
    expect(fill.filledBlanks).toEqual([' SOL ', 'planeta']);
  });

  it('gives full marks for a fully right submission', async () => {
    const reply = await submit(classmate, {
      answers: [
        { questionId: q.tf, trueOrFalseAnswer: true },
        { questionId: q.fill, filledBlanks: ['sol', 'Estrella'] },
        { questionId: q.match, userColumnsOrder: ['Lima', 'Santiago', 'Ciudad de México'] },
        { questionId: q.multiple, chosenOptionsIndex: [2, 0] },
        { questionId: q.pending, shortAnswer: 'La luz se convierte en energía química' },
        { questionId: q.keyed, shortAnswer: 'clorofila' },
        { questionId: q.numerical, numericalAnswer: 3.14 },
        { questionId: q.ordering, orderingAnswer: orderingAnswerFor(classmate, sampleQuestions.ORDERING.items) },
      ],
    });
    expect(reply.status).toBe(201);
    expectScores(scoresByQuestion(reply.body.questionAttempts), {
      [q.tf]: 100,
      [q.fill]: 100,
      [q.match]: 100,
      [q.multiple]: 100,
      [q.pending]: null,
      [q.keyed]: 100,
      [q.numerical]: 100,
      [q.ordering]: 100,
    });
    expect(reply.body.assignmentAttempt.score).toBeCloseTo(700 / 8, 6);
  });

  it('gives 0 for wrong answers, the multiple-answer penalty stopping at 0', async () => {
    const reply = await submit(classmate, {
      answers: [
        { questionId: q.tf, trueOrFalseAnswer: false, score: 100 },
        { questionId: q.fill, filledBlanks: ['luna', 'estrellas'] },
        { questionId: q.match, userColumnsOrder: ['Santiago', 'Lima'] },
        { questionId: q.multiple, chosenOptionsIndex: [1, 3] },
        { questionId: q.keyed, shortAnswer: 'la clorofil' },
        { questionId: q.numerical, numericalAnswer: 3.16 },
        { questionId: q.ordering, orderingAnswer: orderingAnswerFor(classmate, ['Virreinato', 'República', 'Imperio inca']) },
      ],
    });
    expect(reply.status).toBe(201);
    expectScores(scoresByQuestion(reply.body.questionAttempts), {
      [q.tf]: 0,
      [q.fill]: 0,
      [q.match]: 0,
      [q.multiple]: 0,
      [q.keyed]: 0,
      [q.numerical]: 0,
      [q.ordering]: 0,
    });
    expect(reply.body.assignmentAttempt.score).toBe(0);
  });

  it('counts a missing answer as 0 in the mean', async () => {
    const reply = await submit(classmate, {
      answers: [
        { questionId: q.tf, trueOrFalseAnswer: true },
        { questionId: q.multiple, chosenOptionsIndex: [0] },
      ],
    });
    expect(reply.status).toBe(201);
    expect(reply.body.questionAttempts).toHaveLength(2);
    // (100 + 50) over eight questions.
    expect(reply.body.assignmentAttempt.score).toBe(18.75);
    expect(reply.body.assignmentAttempt.pendingCount).toBe(0);
  });

  it('accepts an empty submission, scored 0', async () => {
    const reply = await submit(classmate, { answers: [] });
    expect(reply.status).toBe(201);
    expect(reply.body.assignmentAttempt.score).toBe(0);
  });

  describe('grading a pending short answer', () => {
    const pendingAttempt = () => questionAttempts.find((a) => a.questionId === q.pending)!;

    it('is refused to a member, and to the group owner above 100 or below 0', async () => {
      const byStudent = await api.call('PATCH', `question/gradeAttempt/${pendingAttempt().id}`, { token: student.token, body: { score: 100 } });
      expect(byStudent.status).toBe(403);
      expect(byStudent.body.message).toBe('Acceso restringido. No tiene los roles para esta acción');
      const byClassmate = await api.call('PATCH', `question/gradeAttempt/${pendingAttempt().id}`, { token: classmate.token, body: { score: 100 } });
      expect(byClassmate.status).toBe(403);
      for (const score of [150, -1, '80']) {
        const reply = await api.call('PATCH', `question/gradeAttempt/${pendingAttempt().id}`, { token: teacher.token, body: { score } });
        expect(reply.status, String(score)).toBe(400);
        expect(reply.body.message).toBe('La nota debe ser un número entre 0 y 100');
      }
      const [still] = await attemptsOf(student, `ids=${attempt.id}`);
      expect(still!.score).toBeCloseTo(expectedMean, 6);
    });

    it('refuses to hand-grade a question that is not a short answer', async () => {
      const tf = questionAttempts.find((a) => a.questionId === q.tf)!;
      const reply = await api.call('PATCH', `question/gradeAttempt/${tf.id}`, { token: teacher.token, body: { score: 0 } });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Solo se califican a mano las respuestas cortas');
    });

    it('lets the group owner grade it, and the attempt score is recomputed', async () => {
      const reply = await api.call('PATCH', `question/gradeAttempt/${pendingAttempt().id}`, { token: teacher.token, body: { score: 80 } });
      expect(reply.status).toBe(200);
      expect(reply.body.questionAttempt).toMatchObject({ id: pendingAttempt().id, score: 80 });
      const regraded = (100 + 50 + 100 / 3 + 50 + 80 + 100 + 50 + 100 / 3) / 8;
      expect(reply.body.assignmentAttempt.id).toBe(attempt.id);
      expect(reply.body.assignmentAttempt.score).toBeCloseTo(regraded, 6);
      expect(reply.body.assignmentAttempt.pendingCount).toBe(0);

      // The student reads the new grade.
      const [mine] = await attemptsOf(student, `ids=${attempt.id}`);
      expect(mine!.score).toBeCloseTo(regraded, 6);
      const answers = await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${attempt.id}`, { token: student.token });
      expect(scoresByQuestion(answers.body)[q.pending]).toBe(80);
    });

    it('answers 404 for an unknown question attempt', async () => {
      const reply = await api.call('PATCH', `question/gradeAttempt/${randomUUID()}`, { token: teacher.token, body: { score: 10 } });
      expect(reply.status).toBe(404);
    });
  });
});

describe('reading attempts', () => {
  it('a student reads only their own attempts; the owner reads all on the assignment', async () => {
    const mine = await attemptsOf(student);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((a) => a.profileId === student.profileId)).toBe(true);

    const all = await attemptsOf(teacher);
    const profiles = new Set(all.map((a) => a.profileId));
    expect(profiles).toEqual(new Set([student.profileId, classmate.profileId]));
    expect(all.length).toBeGreaterThan(mine.length);
    expect(all.map((a) => a.id)).toEqual(expect.arrayContaining(mine.map((a) => a.id)));

    const byStudent = await attemptsOf(teacher, `assignmentId=${assignmentId}&profileId=${student.profileId}`);
    expect(byStudent.map((a) => a.id).sort()).toEqual(mine.map((a) => a.id).sort());
  });

  it('lists attempts newest first (grades lists), paging on to older ones', async () => {
    const all = await api.call('GET', `assignments/getAttempts?assignmentId=${assignmentId}`, { token: teacher.token });
    const submitted = all.body.map((a: { submittedAt: string }) => Date.parse(a.submittedAt));
    expect(all.body.length).toBeGreaterThan(2);
    expect(submitted).toEqual([...submitted].sort((a, b) => b - a));
    const first = await api.call('GET', `assignments/getAttempts?assignmentId=${assignmentId}&limit=2`, { token: teacher.token });
    const cursor = first.headers.get('x-next-cursor');
    const rest = await api.call('GET', `assignments/getAttempts?assignmentId=${assignmentId}&cursor=${cursor}`, { token: teacher.token });
    expect([...first.body, ...rest.body].map((a: { id: string }) => a.id)).toEqual(all.body.map((a: { id: string }) => a.id));
  });

  it("refuses a student another student's attempts", async () => {
    const theirs = await api.call('GET', `assignments/getAttempts?assignmentId=${assignmentId}&profileId=${classmate.profileId}`, {
      token: student.token,
    });
    expect(theirs.status).toBe(403);
    const noAssignment = await api.call('GET', `assignments/getAttempts?profileId=${classmate.profileId}`, { token: student.token });
    expect(noAssignment.status, JSON.stringify(noAssignment.body)).toBe(403);
    // Asking by ids gives nothing that is not yours.
    const classmates = await attemptsOf(classmate);
    const byIds = await attemptsOf(student, `ids=${classmates.map((a) => a.id).join(',')}`);
    expect(byIds).toEqual([]);
    // An outsider sees nothing on the assignment.
    expect(await attemptsOf(outsider)).toEqual([]);
  });

  it('embeds the assignment with getAttemptsWithAssignment', async () => {
    const reply = await api.call('GET', `assignments/getAttemptsWithAssignment?assignmentId=${assignmentId}`, { token: student.token });
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThan(0);
    for (const attempt of reply.body) {
      expect(attempt.assignment).toMatchObject({ id: assignmentId, name: 'Repaso general', studyGroupId: groupId });
    }
    const plain = await attemptsOf(student);
    expect(plain[0]).not.toHaveProperty('assignment');
    const included = await attemptsOf(student, `assignmentId=${assignmentId}&includeAssignment=true`);
    expect(included[0]!.assignment?.id).toBe(assignmentId);
  });

  describe('question attempts with their questions', () => {
    let attemptId: string;

    beforeAll(async () => {
      const reply = await submit(student, { answers: partlyRight() });
      expect(reply.status).toBe(201);
      attemptId = reply.body.assignmentAttempt.id;
    });

    const read = (user: TestUser) =>
      api.call('GET', `question/getAllAttempts?assignmentAttemptId=${attemptId}&includeQuestion=true`, { token: user.token });

    it('gives the student the solver view, without keys', async () => {
      const reply = await read(student);
      expect(reply.status).toBe(200);
      expect(reply.body).toHaveLength(8);
      expectScores(scoresByQuestion(reply.body), expectedScores());
      for (const attempt of reply.body) {
        expect(attempt.question).toMatchObject({ id: attempt.questionId, view: 'SOLVER' });
      }
      const text = JSON.stringify(reply.body);
      for (const secret of ['correctAnswer', 'correctWords', 'correctOptionsIndex', 'acceptedAnswers', 'clorofila', '"answers"', '3.14']) {
        expect(text).not.toContain(secret);
      }
    });

    it('gives the group owner the full view', async () => {
      const reply = await read(teacher);
      expect(reply.status).toBe(200);
      expect(reply.body).toHaveLength(8);
      const byQuestion = Object.fromEntries(reply.body.map((a: { questionId: string; question: unknown }) => [a.questionId, a.question]));
      expect(byQuestion[q.fill]).toMatchObject({ view: 'AUTHOR', correctWords: ['sol', 'estrella'] });
      expect(byQuestion[q.multiple]).toMatchObject({ view: 'AUTHOR', correctOptionsIndex: [0, 2] });
      expect(byQuestion[q.keyed]).toMatchObject({ view: 'AUTHOR', acceptedAnswers: ['*clorofila*'] });
      expect(byQuestion[q.numerical]).toMatchObject({
        view: 'AUTHOR',
        answers: [
          { value: 3.14, tolerance: 0.01, credit: 100 },
          { value: 3, tolerance: 0, credit: 50 },
        ],
      });
      expect(byQuestion[q.ordering]).toMatchObject({ view: 'AUTHOR', items: sampleQuestions.ORDERING.items });
    });

    it('is refused to another student and answers 404 for an unknown attempt', async () => {
      expect((await read(classmate)).status).toBe(403);
      expect((await read(outsider)).status).toBe(403);
      const unknown = await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${randomUUID()}`, { token: student.token });
      expect(unknown.status).toBe(404);
    });
  });
});
