import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as suite from './mutationSuite.js';
import { questionTypenames } from './harness.js';

// submitAssignmentAttempt and gradeQuestionAttempt on their success paths and on their error codes, with the
// product's Spanish messages.

suite.startSuite({ people: true, group: true });

describe('submitAssignmentAttempt and gradeQuestionAttempt', () => {
  const attemptSelection = `alreadySubmitted assignmentAttempt {
    id score pendingCount submittedAt profile { id } assignment { id }
    questionAttempts {
      id score question { __typename } trueOrFalseAnswer filledBlanks userColumnsOrder chosenOptionsIndex shortAnswer numericalAnswer orderingAnswer orderedItems
    }
  }`;
  const exam: Record<string, string> = {};
  let examId: string;
  let answers: Array<Record<string, unknown>>;
  let first: any;

  beforeAll(async () => {
    for (const [key, input] of Object.entries(suite.typeInputs)) {
      exam[key] = (await suite.mutate('createQuestion', input, 'question { ... on QuestionCommon { id } }', suite.teacher.token)).question.id;
    }
    examId = (
      await suite.mutate(
        'createAssignment',
        { studyGroupId: suite.group, name: 'Examen', description: 'Final', questionIds: Object.values(exam), maxAttempts: null },
        'assignment { id }',
        suite.teacher.token,
      )
    ).assignment.id;
    answers = [
      { questionId: exam.trueOrFalse, trueOrFalseAnswer: true },
      { questionId: exam.fillBlanks, filledBlanks: ['  lima ', 'Peru'] },
      { questionId: exam.matchColumns, userColumnsOrder: ['Lima', 'Santiago'] },
      { questionId: exam.multipleAnswer, chosenOptionsIndex: [0, 1] },
      { questionId: exam.shortAnswer, shortAnswer: 'Las plantas usan la luz' },
      // 3 is the accepted answer worth 50.
      { questionId: exam.numerical, numericalAnswer: 3 },
      { questionId: exam.ordering, orderingAnswer: await orderAs(['dos', 'uno', 'tres', 'cuatro']) },
    ];
  });

  /** The student's answer that puts the items in this order: the place of each item in the order it is shown to them. */
  async function orderAs(order: string[]) {
    const query = `query($id: ID!) { node(id: $id) { ... on OrderingQuestion { items } } }`;
    const shown: string[] = (await suite.h.graphql(query, { id: exam.ordering }, suite.student.token)).data.node.items;
    return shown.map((item) => order.indexOf(item));
  }

  it('grades on the server: each answer and the attempt', async () => {
    const clientSubmissionId = randomUUID();
    const payload = await suite.mutate(
      'submitAssignmentAttempt',
      { assignmentId: examId, clientSubmissionId, answers },
      attemptSelection,
      suite.student.token,
    );
    expect(payload.alreadySubmitted).toBe(false);
    const attempt = payload.assignmentAttempt;
    expect(attempt).toMatchObject({ pendingCount: 1, profile: { id: suite.student.profileId }, assignment: { id: examId } });
    expect(Date.now() - Date.parse(attempt.submittedAt)).toBeLessThan(60_000);
    const scores = attempt.questionAttempts.map((qa: any) => qa.score);
    expect(scores.slice(0, 3)).toEqual([100, 50, 100]);
    expect(scores[3]).toBeCloseTo(200 / 3, 5);
    expect(scores[4]).toBeNull();
    // Two of the four items in their place.
    expect(scores.slice(5)).toEqual([50, 50]);
    expect(attempt.score).toBeCloseTo((100 + 50 + 100 + 200 / 3 + 0 + 50 + 50) / 7, 5);
    expect(attempt.questionAttempts.map((qa: any) => qa.question.__typename)).toEqual(questionTypenames);
    // Only the field of each question's type is set.
    expect(attempt.questionAttempts[0]).toMatchObject({ trueOrFalseAnswer: true, filledBlanks: null, shortAnswer: null });
    expect(attempt.questionAttempts[4]).toMatchObject({ shortAnswer: 'Las plantas usan la luz', trueOrFalseAnswer: null });
    expect(attempt.questionAttempts[5]).toMatchObject({ numericalAnswer: 3, orderingAnswer: null, orderedItems: null, shortAnswer: null });
    expect(attempt.questionAttempts[6]).toMatchObject({
      orderingAnswer: answers[6]!.orderingAnswer,
      orderedItems: ['dos', 'uno', 'tres', 'cuatro'],
      numericalAnswer: null,
    });
    first = { ...attempt, clientSubmissionId };
  });

  it('the same clientSubmissionId again returns the same attempt, alreadySubmitted', async () => {
    const again = await suite.mutate(
      'submitAssignmentAttempt',
      { assignmentId: examId, clientSubmissionId: first.clientSubmissionId, answers: [{ questionId: exam.trueOrFalse, trueOrFalseAnswer: false }] },
      attemptSelection,
      suite.student.token,
    );
    expect(again.alreadySubmitted).toBe(true);
    expect(again.assignmentAttempt.id).toBe(first.id);
    expect(again.assignmentAttempt.score).toBe(first.score);
    const grades = (await suite.h.graphql('{ viewer { assignmentAttempts { edges { node { id } } } } }', {}, suite.student.token)).data;
    expect(grades.viewer.assignmentAttempts.edges).toEqual([{ node: { id: first.id } }]);
  });

  it('a new clientSubmissionId is a new attempt; missing answers count 0', async () => {
    const payload = await suite.mutate(
      'submitAssignmentAttempt',
      { assignmentId: examId, clientSubmissionId: randomUUID(), answers: [{ questionId: exam.trueOrFalse, trueOrFalseAnswer: true }] },
      attemptSelection,
      suite.student.token,
    );
    expect(payload.alreadySubmitted).toBe(false);
    expect(payload.assignmentAttempt.id).not.toBe(first.id);
    expect(payload.assignmentAttempt.score).toBeCloseTo(100 / 7, 5);
  });

  it('submitAssignmentAttempt: FORBIDDEN for an outsider, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    const input = { assignmentId: examId, clientSubmissionId: randomUUID(), answers };
    await suite.refuses('submitAssignmentAttempt', input, suite.outsider.token, suite.FORBIDDEN);
    await suite.refuses('submitAssignmentAttempt', { ...input, assignmentId: suite.missing('Assignment') }, suite.student.token, suite.NOT_FOUND);
    await suite.refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [{ questionId: suite.missing('Question'), trueOrFalseAnswer: true }] },
      suite.student.token,
      suite.badInput('La pregunta no pertenece a la tarea'),
    );
    await suite.refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [{ questionId: exam.trueOrFalse, filledBlanks: ['sí'] }] },
      suite.student.token,
      suite.badInput('La respuesta no corresponde al tipo de pregunta'),
    );
    await suite.refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [{ questionId: exam.ordering, numericalAnswer: 1 }] },
      suite.student.token,
      suite.badInput('La respuesta no corresponde al tipo de pregunta'),
    );
    await suite.refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [{ questionId: exam.ordering, orderingAnswer: [0, 0, 1, 2] }] },
      suite.student.token,
      suite.badInput('La respuesta no corresponde a la pregunta'),
    );
    await suite.refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [answers[0], answers[0]] },
      suite.student.token,
      suite.badInput('Solo se admite una respuesta por pregunta'),
    );
    await suite.refuses(
      'submitAssignmentAttempt',
      { ...input, clientSubmissionId: 'envío número 1' },
      suite.student.token,
      suite.badInput('El identificador de envío no es válido'),
    );
    await suite.refuses('submitAssignmentAttempt', input, undefined, suite.UNAUTHENTICATED);
  });

  it("gradeQuestionAttempt grades a pending short answer and recomputes the attempt's score", async () => {
    const pending = first.questionAttempts[4];
    const payload = await suite.mutate(
      'gradeQuestionAttempt',
      { id: pending.id, score: 100 },
      'questionAttempt { id score shortAnswer } assignmentAttempt { id score pendingCount }',
      suite.teacher.token,
    );
    expect(payload.questionAttempt).toEqual({ id: pending.id, score: 100, shortAnswer: 'Las plantas usan la luz' });
    expect(payload.assignmentAttempt.id).toBe(first.id);
    expect(payload.assignmentAttempt.pendingCount).toBe(0);
    expect(payload.assignmentAttempt.score).toBeCloseTo((100 + 50 + 100 + 200 / 3 + 100 + 50 + 50) / 7, 5);
    // The student reads the new grade.
    const seen = (
      await suite.h.graphql(
        'query($id: ID!) { node(id: $id) { ... on AssignmentAttempt { score pendingCount } } }',
        { id: first.id },
        suite.student.token,
      )
    ).data;
    expect(seen.node.score).toBeCloseTo(payload.assignmentAttempt.score, 5);
    expect(seen.node.pendingCount).toBe(0);
  });

  it('gradeQuestionAttempt: FORBIDDEN for the student, BAD_USER_INPUT, NOT_FOUND, UNAUTHENTICATED', async () => {
    const [trueOrFalse, , , , shortAnswer] = first.questionAttempts;
    await suite.refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 100 }, suite.student.token, suite.FORBIDDEN);
    await suite.refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 100 }, suite.outsider.token, suite.FORBIDDEN);
    await suite.refuses(
      'gradeQuestionAttempt',
      { id: shortAnswer.id, score: 150 },
      suite.teacher.token,
      suite.badInput('La nota debe ser un número entre 0 y 100'),
    );
    await suite.refuses(
      'gradeQuestionAttempt',
      { id: shortAnswer.id, score: -1 },
      suite.teacher.token,
      suite.badInput('La nota debe ser un número entre 0 y 100'),
    );
    await suite.refuses('gradeQuestionAttempt', { id: trueOrFalse.id }, suite.teacher.token, suite.badInput('Indique una nota o un comentario'));
    await suite.refuses('gradeQuestionAttempt', { id: suite.missing('QuestionAttempt'), score: 50 }, suite.teacher.token, suite.NOT_FOUND);
    await suite.refuses('gradeQuestionAttempt', { id: first.id, score: 50 }, suite.teacher.token, suite.NOT_FOUND);
    await suite.refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 50 }, undefined, suite.UNAUTHENTICATED);
  });
});

describe('startAssignmentAttempt and time limits', () => {
  const startSelection = 'attemptStart { id startedAt deadlineAt secondsLeft } resumed';
  const CONFLICT = (message: string) => ['CONFLICT', message] as const;
  let timedId: string;
  let questionId: string;

  beforeAll(async () => {
    questionId = (
      await suite.mutate('createQuestion', suite.typeInputs.trueOrFalse, 'question { ... on QuestionCommon { id } }', suite.teacher.token)
    ).question.id;
    const created = await suite.mutate(
      'createAssignment',
      {
        studyGroupId: suite.group,
        name: 'Quiz cronometrado',
        description: 'Diez minutos',
        questionIds: [questionId],
        maxAttempts: 2,
        timeLimitMinutes: 10,
      },
      'assignment { id timeLimitMinutes }',
      suite.teacher.token,
    );
    expect(created.assignment.timeLimitMinutes).toBe(10);
    timedId = created.assignment.id;
  });

  it('starts, resumes, and closes the start with the submission that names it; the teacher sees the time taken', async () => {
    // Before the clock runs a student sees how many questions there are, not the questions.
    const questionsQuery = `query($id: ID!) { node(id: $id) { ... on Assignment { questionCount questions { ... on QuestionCommon { id statement } } } } }`;
    const before = await suite.h.graphql<any>(questionsQuery, { id: timedId }, suite.student.token);
    expect(before.data.node).toEqual({ questionCount: 1, questions: [] });
    const byId = await suite.h.graphql<any>('query($id: ID!) { node(id: $id) { id } }', { id: questionId }, suite.student.token);
    expect(byId.data?.node ?? null).toBeNull();

    const started = await suite.mutate('startAssignmentAttempt', { assignmentId: timedId }, startSelection, suite.student.token);
    expect(started.resumed).toBe(false);
    expect(Date.parse(started.attemptStart.deadlineAt) - Date.parse(started.attemptStart.startedAt)).toBe(10 * 60_000);
    expect(started.attemptStart.secondsLeft).toBeGreaterThan(9 * 60);
    const running = await suite.h.graphql<any>(questionsQuery, { id: timedId }, suite.student.token);
    expect(running.data.node.questions).toEqual([{ id: questionId, statement: expect.any(String) }]);
    const resumed = await suite.mutate('startAssignmentAttempt', { assignmentId: timedId }, startSelection, suite.student.token);
    expect(resumed).toEqual({ attemptStart: { ...started.attemptStart, secondsLeft: expect.any(Number) }, resumed: true });
    // Its id is opaque and only goes back with the submission: it is not a Node.
    const asNode = await suite.h.graphql<any>('query($id: ID!) { node(id: $id) { id } }', { id: started.attemptStart.id }, suite.student.token);
    expect(asNode.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });

    const input = {
      assignmentId: timedId,
      clientSubmissionId: randomUUID(),
      answers: [{ questionId, trueOrFalseAnswer: true }],
      attemptStartId: started.attemptStart.id,
    };
    const sent = await suite.mutate('submitAssignmentAttempt', input, 'assignmentAttempt { id startedAt durationSeconds }', suite.student.token);
    expect(sent.assignmentAttempt.startedAt).toBe(started.attemptStart.startedAt);
    await suite.refuses(
      'submitAssignmentAttempt',
      { ...input, clientSubmissionId: randomUUID() },
      suite.student.token,
      CONFLICT('Este intento ya se envió. Abra la tarea de nuevo para empezar otro'),
    );

    const seen = await suite.h.graphql<any>(
      `query($id: ID!) { node(id: $id) { ... on Assignment { attempts { edges { node { id startedAt durationSeconds } } } } } }`,
      { id: timedId },
      suite.teacher.token,
    );
    expect(seen.data.node.attempts.edges[0].node).toEqual({
      id: sent.assignmentAttempt.id,
      startedAt: started.attemptStart.startedAt,
      durationSeconds: expect.any(Number),
    });
  });

  it('refuses outsiders, a start of another assignment, a time limit out of range, and a timed submission without a start', async () => {
    await suite.refuses(
      'submitAssignmentAttempt',
      { assignmentId: timedId, clientSubmissionId: randomUUID(), answers: [] },
      suite.outsider.token,
      suite.FORBIDDEN,
    );
    await suite.refuses('startAssignmentAttempt', { assignmentId: timedId }, suite.outsider.token, suite.FORBIDDEN);
    await suite.refuses('startAssignmentAttempt', { assignmentId: suite.missing('Assignment') }, suite.student.token, suite.NOT_FOUND);
    await suite.refuses('startAssignmentAttempt', { assignmentId: timedId }, undefined, suite.UNAUTHENTICATED);
    await suite.refuses(
      'submitAssignmentAttempt',
      { assignmentId: timedId, clientSubmissionId: randomUUID(), answers: [], attemptStartId: suite.missing('AttemptStart') },
      suite.student.token,
      suite.badInput('El inicio de intento no corresponde a esta tarea'),
    );
    await suite.refuses(
      'updateAssignment',
      { id: timedId, timeLimitMinutes: 601 },
      suite.teacher.token,
      suite.badInput('El tiempo límite debe ser un número entero de minutos entre 1 y 600'),
    );
    // With a new assignment never started: a submission without a start has no deadline to be held to.
    const other = await suite.mutate(
      'createAssignment',
      { studyGroupId: suite.group, name: 'Otro quiz', description: 'Cinco minutos', questionIds: [questionId], timeLimitMinutes: 5 },
      'assignment { id }',
      suite.teacher.token,
    );
    await suite.refuses(
      'submitAssignmentAttempt',
      { assignmentId: other.assignment.id, clientSubmissionId: randomUUID(), answers: [] },
      suite.student.token,
      CONFLICT('Esta tarea tiene tiempo límite: ábrala con conexión a internet para empezar el intento'),
    );
  });
});
