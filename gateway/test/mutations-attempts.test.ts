import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_FOUND, UNAUTHENTICATED, badInput, group, h, missing, mutate, outsider, refuses, startSuite, student, teacher, typeInputs } from './mutationSuite.js';

// submitAssignmentAttempt and gradeQuestionAttempt on their success paths and on their error codes, with the
// product's Spanish messages.

startSuite({ people: true, group: true });

describe('submitAssignmentAttempt and gradeQuestionAttempt', () => {
  const attemptSelection = `alreadySubmitted assignmentAttempt {
    id score pendingCount submittedAt profile { id } assignment { id }
    questionAttempts { id score question { __typename } trueOrFalseAnswer filledBlanks userColumnsOrder chosenOptionsIndex shortAnswer }
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
      await mutate('createAssignment', { studyGroupId: group, name: 'Examen', description: 'Final', questionIds: Object.values(exam), maxAttempts: null }, 'assignment { id }', teacher.token)
    ).assignment.id;
    answers = [
      { questionId: exam.trueOrFalse, trueOrFalseAnswer: true },
      { questionId: exam.fillBlanks, filledBlanks: ['  lima ', 'Peru'] },
      { questionId: exam.matchColumns, userColumnsOrder: ['Lima', 'Santiago'] },
      { questionId: exam.multipleAnswer, chosenOptionsIndex: [0, 1] },
      { questionId: exam.shortAnswer, shortAnswer: 'Las plantas usan la luz' },
    ];
  });

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
    expect(attempt.score).toBeCloseTo((100 + 50 + 100 + 200 / 3 + 0) / 5, 5);
    expect(attempt.questionAttempts.map((qa: any) => qa.question.__typename)).toEqual([
      'TrueOrFalseQuestion',
      'FillBlanksQuestion',
      'MatchColumnsQuestion',
      'MultipleAnswerQuestion',
      'ShortAnswerQuestion',
    ]);
    // Only the field of each question's type is set.
    expect(attempt.questionAttempts[0]).toMatchObject({ trueOrFalseAnswer: true, filledBlanks: null, shortAnswer: null });
    expect(attempt.questionAttempts[4]).toMatchObject({ shortAnswer: 'Las plantas usan la luz', trueOrFalseAnswer: null });
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
    expect(payload.assignmentAttempt.score).toBe(20);
  });

  it('submitAssignmentAttempt: FORBIDDEN for an outsider, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    const input = { assignmentId: examId, clientSubmissionId: randomUUID(), answers };
    await refuses('submitAssignmentAttempt', input, outsider.token, FORBIDDEN);
    await refuses('submitAssignmentAttempt', { ...input, assignmentId: missing('Assignment') }, student.token, NOT_FOUND);
    await refuses('submitAssignmentAttempt', { ...input, answers: [{ questionId: missing('Question'), trueOrFalseAnswer: true }] }, student.token, badInput('La pregunta no pertenece a la tarea'));
    await refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [{ questionId: exam.trueOrFalse, filledBlanks: ['sí'] }] },
      student.token,
      badInput('La respuesta no corresponde al tipo de pregunta'),
    );
    await refuses(
      'submitAssignmentAttempt',
      { ...input, answers: [answers[0], answers[0]] },
      student.token,
      badInput('Solo se admite una respuesta por pregunta'),
    );
    await refuses('submitAssignmentAttempt', { ...input, clientSubmissionId: 'envío número 1' }, student.token, badInput('El identificador de envío no es válido'));
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
    expect(payload.assignmentAttempt.score).toBeCloseTo((100 + 50 + 100 + 200 / 3 + 100) / 5, 5);
    // The student reads the new grade.
    const seen = (await h.graphql('query($id: ID!) { node(id: $id) { ... on AssignmentAttempt { score pendingCount } } }', { id: first.id }, student.token)).data;
    expect(seen.node.score).toBeCloseTo(payload.assignmentAttempt.score, 5);
    expect(seen.node.pendingCount).toBe(0);
  });

  it('gradeQuestionAttempt: FORBIDDEN for the student, BAD_USER_INPUT, NOT_FOUND, UNAUTHENTICATED', async () => {
    const [trueOrFalse, , , , shortAnswer] = first.questionAttempts;
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 100 }, student.token, FORBIDDEN);
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 100 }, outsider.token, FORBIDDEN);
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 150 }, teacher.token, badInput('La nota debe ser un número entre 0 y 100'));
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: -1 }, teacher.token, badInput('La nota debe ser un número entre 0 y 100'));
    await refuses('gradeQuestionAttempt', { id: trueOrFalse.id, score: 0 }, teacher.token, badInput('Solo se califican a mano las respuestas cortas'));
    await refuses('gradeQuestionAttempt', { id: missing('QuestionAttempt'), score: 50 }, teacher.token, NOT_FOUND);
    await refuses('gradeQuestionAttempt', { id: first.id, score: 50 }, teacher.token, NOT_FOUND);
    await refuses('gradeQuestionAttempt', { id: shortAnswer.id, score: 50 }, undefined, UNAUTHENTICATED);
  });
});
