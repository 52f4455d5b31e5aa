import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FORBIDDEN,
  NOT_FOUND,
  UNAUTHENTICATED,
  badInput,
  group,
  h,
  missing,
  mutate,
  outsider,
  refuses,
  startSuite,
  student,
  teacher,
  typeInputs,
} from './mutationSuite.js';
import { questionTypenames } from './harness.js';

// submitAssignmentAttempt and gradeQuestionAttempt on their success paths and on their error codes, with the
// product's Spanish messages.

startSuite({ people: true, group: true });

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
    for (const [key, input] of Object.entries(typeInputs)) {
      exam[key] = (await mutate('createQuestion', input, 'question { ... on QuestionCommon { id } }', teacher.token)).question.id;
    }
    examId = (
      await mutate(
        'createAssignment',
        { studyGroupId: group, name: 'Examen', description: 'Final', questionIds: Object.values(exam), maxAttempts: null },
        'assignment { id }',
        teacher.token,
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
    const shown: string[] = (await h.graphql(query, { id: exam.ordering }, student.token)).data.node.items;
    return shown.map((item) => order.indexOf(item));
  }

  it('grades on the server: each answer and the attempt', async () => {
    const clientSubmissionId = randomUUID();
    const payload = await mutate('submitAssignmentAttempt', { assignmentId: examId, clientSubmissionId, answers }, attemptSelection, student.token);
    expect(payload.alreadySubmitted).toBe(false);
    const attempt = payload.assignmentAttempt;
    expect(attempt).toMatchObject({ pendingCount: 1, profile: { id: student.profileId }, assignment: { id: examId } });
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
    const again = await mutate(
      'submitAssignmentAttempt',
      { assignmentId: examId, clientSubmissionId: first.clientSubmissionId, answers: [{ questionId: exam.trueOrFalse, trueOrFalseAnswer: false }] },
      attemptSelection,
      student.token,
    );
    expect(again.alreadySubmitted).toBe(true);
    expect(again.assignmentAttempt.id).toBe(first.id);
    expect(again.assignmentAttempt.score).toBe(first.score);
    const grades = (await h.graphql('{ viewer { assignmentAttempts { edges { node { id } } } } }', {}, student.token)).data;
    expect(grades.viewer.assignmentAttempts.edges).toEqual([{ node: { id: first.id } }]);
  });

  it('a new clientSubmissionId is a new attempt; missing answers count 0', async () => {
    const payload = await mutate(
      'submitAssignmentAttempt',
      { assignmentId: examId, clientSubmissionId: randomUUID(), answers: [{ questionId: exam.trueOrFalse, trueOrFalseAnswer: true }] },
      attemptSelection,
      student.token,
    );
    expect(payload.alreadySubmitted).toBe(false);
    expect(payload.assignmentAttempt.id).not.toBe(first.id);
    expect(payload.assignmentAttempt.score).toBeCloseTo(100 / 7, 5);
  });

  it('submitAssignmentAttempt: FORBIDDEN for an outsider, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    const input = { assignmentId: examId, clientSubmissionId: randomUUID(), answers };
    await refuses('submitAssignmentAttempt', input, outsider.token, FORBIDDEN);
    await refuses('submitAssignmentAttempt', { ...input, assignmentId: missing('Assignment') }, student.token, NOT_FOUND);
    await refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [{ questionId: missing('Question'), trueOrFalseAnswer: true }] },
      student.token,
      badInput('La pregunta no pertenece a la tarea'),
    );
    await refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [{ questionId: exam.trueOrFalse, filledBlanks: ['sí'] }] },
      student.token,
      badInput('La respuesta no corresponde al tipo de pregunta'),
    );
    await refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [{ questionId: exam.ordering, numericalAnswer: 1 }] },
      student.token,
      badInput('La respuesta no corresponde al tipo de pregunta'),
    );
    await refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [{ questionId: exam.ordering, orderingAnswer: [0, 0, 1, 2] }] },
      student.token,
      badInput('La respuesta no corresponde a la pregunta'),
    );
    await refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [answers[0], answers[0]] },
      student.token,
      badInput('Solo se admite una respuesta por pregunta'),
    );
    await refuses(
      'submitAssignmentAttempt',
      { ...input, clientSubmissionId: 'envío número 1' },
      student.token,
      badInput('El identificador de envío no es válido'),
    );
    await refuses('submitAssignmentAttempt', input, undefined, UNAUTHENTICATED);
  });

  it("gradeQuestionAttempt grades a pending short answer and recomputes the attempt's score", async () => {
    const pending = first.questionAttempts[4];
    const payload = await mutate(
      'gradeQuestionAttempt',
      { id: pending.id, score: 100 },
      'questionAttempt { id score shortAnswer } assignmentAttempt { id score pendingCount }',
      teacher.token,
    );
    expect(payload.questionAttempt).toEqual({ id: pending.id, score: 100, shortAnswer: 'Las plantas usan la luz' });
    expect(payload.assignmentAttempt.id).toBe(first.id);
    expect(payload.assignmentAttempt.pendingCount).toBe(0);
    expect(payload.assignmentAttempt.score).toBeCloseTo((100 + 50 + 100 + 200 / 3 + 100 + 50 + 50) / 7, 5);
    // The student reads the new grade.
    const seen = (
      await h.graphql('query($id: ID!) { node(id: $id) { ... on AssignmentAttempt { score pendingCount } } }', { id: first.id }, student.token)
    ).data;
    expect(seen.node.score).toBeCloseTo(payload.assignmentAttempt.score, 5);
    expect(seen.node.pendingCount).toBe(0);
  });

  it('gradeQuestionAttempt: FORBIDDEN for the student, BAD_USER_INPUT, NOT_FOUND, UNAUTHENTICATED', async () => {
    const [trueOrFalse, , , , shortAnswer] = first.questionAttempts;
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 100 }, student.token, FORBIDDEN);
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 100 }, outsider.token, FORBIDDEN);
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 150 }, teacher.token, badInput('La nota debe ser un número entre 0 y 100'));
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: -1 }, teacher.token, badInput('La nota debe ser un número entre 0 y 100'));
    await refuses(
      'gradeQuestionAttempt',
      { id: trueOrFalse.id, score: 0 },
      teacher.token,
      badInput('Solo se califican a mano las respuestas cortas'),
    );
    await refuses('gradeQuestionAttempt', { id: missing('QuestionAttempt'), score: 50 }, teacher.token, NOT_FOUND);
    await refuses('gradeQuestionAttempt', { id: first.id, score: 50 }, teacher.token, NOT_FOUND);
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 50 }, undefined, UNAUTHENTICATED);
  });
});

describe('startAssignmentAttempt and time limits', () => {
  const startSelection = 'attemptStart { id startedAt deadlineAt secondsLeft } resumed';
  const CONFLICT = (message: string) => ['CONFLICT', message] as const;
  let timedId: string;
  let questionId: string;

  beforeAll(async () => {
    questionId = (await mutate('createQuestion', typeInputs.trueOrFalse, 'question { ... on QuestionCommon { id } }', teacher.token)).question.id;
    const created = await mutate(
      'createAssignment',
      {
        studyGroupId: group,
        name: 'Quiz cronometrado',
        description: 'Diez minutos',
        questionIds: [questionId],
        maxAttempts: 2,
        timeLimitMinutes: 10,
      },
      'assignment { id timeLimitMinutes }',
      teacher.token,
    );
    expect(created.assignment.timeLimitMinutes).toBe(10);
    timedId = created.assignment.id;
  });

  it('starts, resumes, and closes the start with the submission that names it; the teacher sees the time taken', async () => {
    // Before the clock runs a student sees how many questions there are, not the questions.
    const questionsQuery = `query($id: ID!) { node(id: $id) { ... on Assignment { questionCount questions { ... on QuestionCommon { id statement } } } } }`;
    const before = await h.graphql<any>(questionsQuery, { id: timedId }, student.token);
    expect(before.data.node).toEqual({ questionCount: 1, questions: [] });
    const byId = await h.graphql<any>('query($id: ID!) { node(id: $id) { id } }', { id: questionId }, student.token);
    expect(byId.data?.node ?? null).toBeNull();

    const started = await mutate('startAssignmentAttempt', { assignmentId: timedId }, startSelection, student.token);
    expect(started.resumed).toBe(false);
    expect(Date.parse(started.attemptStart.deadlineAt) - Date.parse(started.attemptStart.startedAt)).toBe(10 * 60_000);
    expect(started.attemptStart.secondsLeft).toBeGreaterThan(9 * 60);
    const running = await h.graphql<any>(questionsQuery, { id: timedId }, student.token);
    expect(running.data.node.questions).toEqual([{ id: questionId, statement: expect.any(String) }]);
    const resumed = await mutate('startAssignmentAttempt', { assignmentId: timedId }, startSelection, student.token);
    expect(resumed).toEqual({ attemptStart: { ...started.attemptStart, secondsLeft: expect.any(Number) }, resumed: true });
    // Its id is opaque and only goes back with the submission: it is not a Node.
    const asNode = await h.graphql<any>('query($id: ID!) { node(id: $id) { id } }', { id: started.attemptStart.id }, student.token);
    expect(asNode.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });

    const input = {
      assignmentId: timedId,
      clientSubmissionId: randomUUID(),
      answers: [{ questionId, trueOrFalseAnswer: true }],
      attemptStartId: started.attemptStart.id,
    };
    const sent = await mutate('submitAssignmentAttempt', input, 'assignmentAttempt { id startedAt durationSeconds }', student.token);
    expect(sent.assignmentAttempt.startedAt).toBe(started.attemptStart.startedAt);
    await refuses(
      'submitAssignmentAttempt',
      { ...input, clientSubmissionId: randomUUID() },
      student.token,
      CONFLICT('Este intento ya se envió. Abra la tarea de nuevo para empezar otro'),
    );

    const seen = await h.graphql<any>(
      `query($id: ID!) { node(id: $id) { ... on Assignment { attempts { edges { node { id startedAt durationSeconds } } } } } }`,
      { id: timedId },
      teacher.token,
    );
    expect(seen.data.node.attempts.edges[0].node).toEqual({
      id: sent.assignmentAttempt.id,
      startedAt: started.attemptStart.startedAt,
      durationSeconds: expect.any(Number),
    });
  });

  it('refuses outsiders, a start of another assignment, a time limit out of range, and a timed submission without a start', async () => {
    await refuses('submitAssignmentAttempt', { assignmentId: timedId, clientSubmissionId: randomUUID(), answers: [] }, outsider.token, FORBIDDEN);
    await refuses('startAssignmentAttempt', { assignmentId: timedId }, outsider.token, FORBIDDEN);
    await refuses('startAssignmentAttempt', { assignmentId: missing('Assignment') }, student.token, NOT_FOUND);
    await refuses('startAssignmentAttempt', { assignmentId: timedId }, undefined, UNAUTHENTICATED);
    await refuses(
      'submitAssignmentAttempt',
      { assignmentId: timedId, clientSubmissionId: randomUUID(), answers: [], attemptStartId: missing('AttemptStart') },
      student.token,
      badInput('El inicio de intento no corresponde a esta tarea'),
    );
    await refuses(
      'updateAssignment',
      { id: timedId, timeLimitMinutes: 601 },
      teacher.token,
      badInput('El tiempo límite debe ser un número entero de minutos entre 1 y 600'),
    );
    // With a new assignment never started: a submission without a start has no deadline to be held to.
    const other = await mutate(
      'createAssignment',
      { studyGroupId: group, name: 'Otro quiz', description: 'Cinco minutos', questionIds: [questionId], timeLimitMinutes: 5 },
      'assignment { id }',
      teacher.token,
    );
    await refuses(
      'submitAssignmentAttempt',
      { assignmentId: other.assignment.id, clientSubmissionId: randomUUID(), answers: [] },
      student.token,
      CONFLICT('Esta tarea tiene tiempo límite: ábrala con conexión a internet para empezar el intento'),
    );
  });
});
