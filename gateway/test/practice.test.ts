import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutationDoc, startHarness, type Account, type Harness } from './harness.js';

// Through GraphQL: the attempts policy (attempts left, the grade by each method, late and offline
// attempts) and Modo Libre (practice questions, checkPracticeAnswer that stores nothing and shows no key early).

let h: Harness;

const signUp = (firstName: string) => h.signUp(firstName, 'Paz');

let teacher: Account;
let ana: Account;
let group: string;
let first: string;
let second: string;

/** A true-or-false question of the teacher's (key: true). */
const trueQuestion = (statement: string) => h.create('question', { statement, trueOrFalse: { correctAnswer: true } }, teacher.token);

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function newAssignment(input: Record<string, unknown> = {}) {
  return (
    await h.mutate(
      'createAssignment',
      { studyGroupId: group, name: 'Ciencias', description: 'Repaso', questionIds: [first, second], ...input },
      'assignment { id maxAttempts gradingMethod openForPractice dueAt }',
      teacher.token,
    )
  ).assignment;
}

/** Answers scoring 0, 50 or 100: how many of the two true-or-false questions are answered true. */
const answersScoring = (score: 0 | 50 | 100) => [first, second].map((questionId, i) => ({ questionId, trueOrFalseAnswer: i < score / 50 }));

const submitDoc = mutationDoc('submitAssignmentAttempt', 'assignmentAttempt { id late countedAt } alreadySubmitted');
const submit = (assignmentId: string, input: Record<string, unknown> = {}) =>
  h.graphql<any>(submitDoc, { input: { assignmentId, clientSubmissionId: randomUUID(), answers: answersScoring(100), ...input } }, ana.token);

const viewerView = async (id: string, token = ana.token) =>
  (await h.ok(`query($id: ID!) { node(id: $id) { ... on Assignment { viewerAttemptsLeft viewerGrade maxAttempts gradingMethod } } }`, { id }, token))
    .node;

beforeAll(async () => {
  h = await startHarness();
  teacher = await signUp('Teresa');
  ana = await signUp('Ana');
  group = await h.create('studyGroup', { name: 'Ciencias', memberIds: [ana.profileId] }, teacher.token);
  first = await trueQuestion('El agua hierve a 100 grados');
  second = await trueQuestion('La Luna gira alrededor de la Tierra');
});

afterAll(() => h.close());

describe('attempts policy', () => {
  it('gives a new assignment one attempt; a second is refused with CONFLICT, the same one resent is still the first', async () => {
    const assignment = await newAssignment();
    expect(assignment).toMatchObject({ maxAttempts: 1, gradingMethod: 'HIGHEST', openForPractice: false, dueAt: null });
    expect(await viewerView(assignment.id)).toMatchObject({ viewerAttemptsLeft: 1, viewerGrade: null });
    const clientSubmissionId = randomUUID();
    const firstReply = await submit(assignment.id, { clientSubmissionId, answers: answersScoring(50) });
    expect(firstReply.errors).toBeUndefined();
    const refused = await submit(assignment.id);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Ya usó todos los intentos permitidos de esta tarea',
      extensions: { code: 'CONFLICT' },
    });
    const resent = await submit(assignment.id, { clientSubmissionId });
    expect(resent.data.submitAssignmentAttempt).toMatchObject({
      alreadySubmitted: true,
      assignmentAttempt: { id: firstReply.data.submitAssignmentAttempt.assignmentAttempt.id },
    });
    expect(await viewerView(assignment.id)).toMatchObject({ viewerAttemptsLeft: 0, viewerGrade: 50 });
  });

  it('grades by each method, and unlimited attempts leave viewerAttemptsLeft null', async () => {
    const assignment = await newAssignment({ maxAttempts: null });
    for (const score of [50, 100, 0] as const) expect((await submit(assignment.id, { answers: answersScoring(score) })).errors).toBeUndefined();
    for (const [gradingMethod, grade] of Object.entries({ HIGHEST: 100, AVERAGE: 50, FIRST: 50, LAST: 0 })) {
      await h.mutate('updateAssignment', { id: assignment.id, gradingMethod }, 'assignment { id }', teacher.token);
      const seen = await viewerView(assignment.id);
      expect(seen.viewerGrade, gradingMethod).toBeCloseTo(grade, 6);
      expect(seen.viewerAttemptsLeft).toBeNull();
    }
  });

  it('marks an attempt after the due date late, even with a save time from before its start', async () => {
    const assignment = await newAssignment({ maxAttempts: 3, dueAt: hoursFromNow(-1) });
    expect(Date.parse(assignment.dueAt)).toBeLessThan(Date.now());
    const late = await submit(assignment.id);
    expect(late.data.submitAssignmentAttempt.assignmentAttempt.late).toBe(true);
    // The server saw no start before the due date: a device's save time cannot excuse the lateness.
    const offline = await submit(assignment.id, { savedAt: hoursFromNow(-2) });
    expect(offline.data.submitAssignmentAttempt.assignmentAttempt.late).toBe(true);
    const future = await submit(assignment.id, { savedAt: hoursFromNow(2) });
    expect(future.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses an attempts limit out of range', async () => {
    const result = await h.graphql(
      mutationDoc('createAssignment', 'assignment { id }'),
      { input: { studyGroupId: group, name: 'Ciencias', description: 'Repaso', maxAttempts: 0 } },
      teacher.token,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'Los intentos permitidos deben ser un número entero entre 1 y 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('Modo Libre', () => {
  const practiceQuery = `query($group: ID!, $assignment: ID) { viewer { practiceQuestions(studyGroupId: $group, assignmentId: $assignment, first: 10) {
    ... on TrueOrFalseQuestion { id statement correctAnswer viewerSeesAnswerKey } } } }`;
  const checkDoc = mutationDoc('checkPracticeAnswer', 'correct score solution { type correctAnswer }');
  const check = (questionId: string, trueOrFalseAnswer: boolean) =>
    h.graphql<any>(checkDoc, { input: { questionId, answer: { questionId, trueOrFalseAnswer } } }, ana.token);

  it('offers a graded assignment no practice, and checkPracticeAnswer refuses its questions without the key', async () => {
    const graded = await newAssignment();
    expect((await h.ok(practiceQuery, { group, assignment: graded.id }, ana.token)).viewer.practiceQuestions).toEqual([]);
    const refused = await check(first, true);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(refused.data).toBeNull();
  });

  it('practises an open assignment: questions without keys, right/wrong with the solution, grades untouched', async () => {
    // Questions of their own: those above are used by graded assignments, whose keys practice never shows.
    const [third, fourth] = [await trueQuestion('El hierro es un metal'), await trueQuestion('Lima es la capital del Perú')];
    const open = await newAssignment({ openForPractice: true, questionIds: [third, fourth] });
    const questions = (await h.ok(practiceQuery, { group, assignment: open.id }, ana.token)).viewer.practiceQuestions;
    expect(questions.map((q: { id: string }) => q.id).sort()).toEqual([third, fourth].sort());
    // A question a graded assignment also uses is not offered.
    expect(
      (await h.ok(practiceQuery, { group, assignment: null }, ana.token)).viewer.practiceQuestions.map((q: { id: string }) => q.id),
    ).not.toContain(first);
    expect(questions.every((q: { correctAnswer: unknown; viewerSeesAnswerKey: boolean }) => q.correctAnswer === null && !q.viewerSeesAnswerKey)).toBe(
      true,
    );

    const right = await check(third, true);
    expect(right.data.checkPracticeAnswer).toEqual({ correct: true, score: 100, solution: { type: 'TRUE_OR_FALSE', correctAnswer: true } });
    const wrong = await check(fourth, false);
    expect(wrong.data.checkPracticeAnswer).toMatchObject({ correct: false, score: 0, solution: { correctAnswer: true } });

    expect(await viewerView(open.id)).toMatchObject({ viewerGrade: null });
    const attempts = await h.ok(
      `query($id: ID!) { node(id: $id) { ... on Assignment { attempts { edges { node { id } } } } } }`,
      { id: open.id },
      teacher.token,
    );
    expect(attempts.node.attempts.edges).toEqual([]);
    const refused = await submit(open.id, { answers: [{ questionId: third, trueOrFalseAnswer: true }] });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Esta tarea está abierta para práctica en Modo Libre: ya no admite envíos calificados',
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe('practised keys', () => {
  const checkDoc = mutationDoc('checkPracticeAnswer', 'correct');
  const updateDoc = mutationDoc('updateAssignment', 'assignment { id openForPractice }');
  const setDoc = mutationDoc('setAssignmentQuestions', 'assignment { id questions { ... on QuestionCommon { id } } }');

  it('answers CONFLICT saying why when closing a practised Modo Libre or linking a practised question, and goes ahead with confirmPractisedKeys', async () => {
    const practised = await trueQuestion('El cobre conduce electricidad');
    const open = await newAssignment({ openForPractice: true, questionIds: [practised] });
    const checked = await h.graphql<any>(
      checkDoc,
      { input: { questionId: practised, answer: { questionId: practised, trueOrFalseAnswer: true } } },
      ana.token,
    );
    expect(checked.data.checkPracticeAnswer.correct).toBe(true);

    const closing = await h.graphql<any>(updateDoc, { input: { id: open.id, openForPractice: false } }, teacher.token);
    expect(closing.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(closing.errors?.[0]?.message).toMatch(/ya vieron en Modo Libre las soluciones/);
    expect(closing.data).toBeNull();
    const closed = await h.graphql<any>(updateDoc, { input: { id: open.id, openForPractice: false, confirmPractisedKeys: true } }, teacher.token);
    expect(closed.data.updateAssignment.assignment).toEqual({ id: open.id, openForPractice: false });

    const exam = await newAssignment({ questionIds: [first] });
    const linking = await h.graphql<any>(setDoc, { input: { id: exam.id, questionIds: [first, practised] } }, teacher.token);
    expect(linking.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(linking.errors?.[0]?.message).toMatch(/ya vieron en Modo Libre la solución/);
    const linked = await h.graphql<any>(
      setDoc,
      { input: { id: exam.id, questionIds: [first, practised], confirmPractisedKeys: true } },
      teacher.token,
    );
    expect(linked.data.setAssignmentQuestions.assignment.questions.map((q: { id: string }) => q.id)).toEqual([first, practised]);

    const creating = await h.graphql<any>(
      mutationDoc('createAssignment', 'assignment { id }'),
      { input: { studyGroupId: group, name: 'Final', description: 'Todo', questionIds: [practised] } },
      teacher.token,
    );
    expect(creating.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect((await newAssignment({ questionIds: [practised], confirmPractisedKeys: true })).id).toBeTruthy();
  });

  it('answers TOO_MANY_REQUESTS with the wait when one account checks too many practice answers', async () => {
    const eager = await signUp('Elena');
    await h.mutate('addStudyGroupMembers', { id: group, memberIds: [eager.profileId] }, 'studyGroup { id }', teacher.token);
    const question = await trueQuestion('El sodio es un metal');
    await newAssignment({ openForPractice: true, questionIds: [question] });
    const input = { questionId: question, answer: { questionId: question, trueOrFalseAnswer: true } };
    let result = await h.graphql<any>(checkDoc, { input }, eager.token);
    for (let i = 0; i < 200 && !result.errors; i++) result = await h.graphql<any>(checkDoc, { input }, eager.token);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(result.errors?.[0]?.message).toMatch(/^Demasiadas solicitudes\. Inténtelo de nuevo en \d+ segundos$/);
  });
});

describe('StudyGroup.gradebook', () => {
  it("gives the owner each student's grade by method and the CSV; FORBIDDEN for a member", async () => {
    const beto = await signUp('Beto');
    const classGroup = await h.create('studyGroup', { name: 'Historia', memberIds: [ana.profileId, beto.profileId] }, teacher.token);
    const quiz = await h.create(
      'assignment',
      {
        studyGroupId: classGroup,
        name: 'Independencia',
        description: 'Fechas',
        questionIds: [first, second],
        maxAttempts: 2,
        gradingMethod: 'AVERAGE',
      },
      teacher.token,
    );
    for (const score of [100, 50] as const) expect((await submit(quiz, { answers: answersScoring(score) })).errors).toBeUndefined();

    const query = `query($id: ID!) { node(id: $id) { ... on StudyGroup { gradebook {
      assignments { id name } rows { student { id } grades { assignment { id } grade attemptCount pending late } } csv } } } }`;
    const { gradebook } = (await h.ok(query, { id: classGroup }, teacher.token)).node;
    expect(gradebook.assignments).toEqual([{ id: quiz, name: 'Independencia' }]);
    const rows = Object.fromEntries(gradebook.rows.map((r: { student: { id: string }; grades: unknown[] }) => [r.student.id, r.grades]));
    expect(rows[ana.profileId]).toEqual([{ assignment: { id: quiz }, grade: 75, attemptCount: 2, pending: false, late: false }]);
    expect(rows[beto.profileId]).toEqual([{ assignment: { id: quiz }, grade: null, attemptCount: 0, pending: false, late: false }]);
    expect(gradebook.csv.startsWith('\uFEFFNombre,Apellido,Usuario,Independencia,Independencia (estado),Promedio\r\n')).toBe(true);
    expect(gradebook.csv.trimEnd().split('\r\n')).toHaveLength(3);

    // The assignment's grades list gives the same grade by method.
    const grades = await h.ok(
      `query($id: ID!) { node(id: $id) { ... on Assignment { studentGrades { grade lateCount bestScore } } } }`,
      { id: quiz },
      teacher.token,
    );
    expect(grades.node.studentGrades).toEqual([{ grade: 75, lateCount: 0, bestScore: 100 }]);

    const refused = await h.graphql(query, { id: classGroup }, ana.token);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});
