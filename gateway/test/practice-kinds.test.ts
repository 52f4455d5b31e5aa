import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND, group, h, mutate, outsider, q, questionSelection, startSuite, student, teacher } from './mutationSuite.js';

// Modo Libre with every kind: after an answer the question comes back in its author's view, key included, under an
// id of its own, so the solver's view a client has cached under the question's id stays as it was.

startSuite({ people: true, group: true, questions: true });

const questionFields = questionSelection.replace(/^question \{|\}$/g, '');
const practiceQuery = `query($group: ID!, $assignment: ID) {
  viewer { practiceQuestions(studyGroupId: $group, assignmentId: $assignment, first: 10) { ${questionFields} } }
}`;
const nodeQuery = `query($id: ID!) { node(id: $id) { ${questionFields} } }`;

let assignment: string;
/** The student's view of each question, by typeInputs key. */
const solverView: Record<string, any> = {};

beforeAll(async () => {
  // A short answer only a teacher could grade is not offered for practice: this one gets an accepted answer.
  await mutate('updateQuestion', { id: q.shortAnswer, shortAnswer: { acceptedAnswers: ['*luz*'] } }, 'question { __typename }', teacher.token);
  const input = {
    studyGroupId: group,
    name: 'Práctica libre',
    description: 'Todo tipo de preguntas',
    questionIds: Object.values(q),
    openForPractice: true,
  };
  assignment = (await mutate('createAssignment', input, 'assignment { id }', teacher.token)).assignment.id;
  const offered = (await h.ok(practiceQuery, { group, assignment }, student.token)).viewer.practiceQuestions;
  for (const [key, id] of Object.entries(q)) solverView[key] = offered.find((question: any) => question.id === id);
});

/** A right answer to each question. */
function rightAnswers(): Record<string, Record<string, unknown>> {
  const shown: string[] = solverView.ordering.items;
  return {
    trueOrFalse: { trueOrFalseAnswer: true },
    fillBlanks: { filledBlanks: ['lima', 'Perú'] },
    matchColumns: { userColumnsOrder: ['Lima', 'Santiago'] },
    multipleAnswer: { chosenOptionsIndex: [0, 1, 3] },
    shortAnswer: { shortAnswer: 'Con la luz del sol' },
    // Within 3.14 ± 0.01, bounds included (3.15 − 3.14 is a hair over 0.01 in binary).
    numerical: { numericalAnswer: 3.15 },
    ordering: { orderingAnswer: shown.map((item) => ['uno', 'dos', 'tres', 'cuatro'].indexOf(item)) },
  };
}

describe('checkPracticeAnswer with each kind', () => {
  it('offers every kind without its key: no accepted numbers, the items in an order of the student', () => {
    expect(Object.keys(solverView)).toHaveLength(7);
    for (const view of Object.values(solverView)) expect(view.viewerSeesAnswerKey).toBe(false);
    expect(solverView.numerical).toMatchObject({ __typename: 'NumericalQuestion', answers: null });
    expect([...solverView.ordering.items].sort()).toEqual(['cuatro', 'dos', 'tres', 'uno']);
  });

  it("answers the question in its author's view under an id of its own, and leaves the student's view as it was", async () => {
    const selection = `correct score question { ${questionFields} } solution { type }`;
    const answers = rightAnswers();
    const keys: Record<string, any> = {};
    for (const [key, answer] of Object.entries(answers)) {
      const input = { questionId: q[key], answer: { questionId: q[key], ...answer } };
      const result = await mutate('checkPracticeAnswer', input, selection, student.token);
      expect(result, key).toMatchObject({ correct: true, score: 100, solution: { type: solverView[key].type } });
      expect(result.question.__typename, key).toBe(solverView[key].__typename);
      expect(result.question.id, key).not.toBe(q[key]);
      expect(result.question.viewerSeesAnswerKey, key).toBe(true);
      keys[key] = result.question;
    }
    expect(keys.trueOrFalse.correctAnswer).toBe(true);
    expect(keys.fillBlanks.correctWords).toEqual(['Lima', 'Perú']);
    expect(keys.matchColumns.rightColumn).toEqual(['Lima', 'Santiago']);
    expect(keys.multipleAnswer.correctOptionsIndex).toEqual([0, 1, 3]);
    expect(keys.shortAnswer.acceptedAnswers).toEqual(['*luz*']);
    expect(keys.numerical.answers).toEqual([
      { value: 3.14, tolerance: 0.01, credit: 100 },
      { value: 3, tolerance: 0, credit: 50 },
    ]);
    expect(keys.ordering.items).toEqual(['uno', 'dos', 'tres', 'cuatro']);

    for (const [key, id] of Object.entries(q)) {
      expect((await h.ok(nodeQuery, { id }, student.token)).node, key).toEqual(solverView[key]);
    }
  });

  it('a wrong number scores the best credit it falls within; a wrong order the share of items in place', async () => {
    const check = (key: string, answer: Record<string, unknown>) =>
      mutate('checkPracticeAnswer', { questionId: q[key], answer: { questionId: q[key], ...answer } }, 'correct score', student.token);
    expect(await check('numerical', { numericalAnswer: 3 })).toEqual({ correct: false, score: 50 });
    expect(await check('numerical', { numericalAnswer: 3.16 })).toEqual({ correct: false, score: 0 });
    const shown: string[] = solverView.ordering.items;
    const reversed = shown.map((item) => ['cuatro', 'tres', 'dos', 'uno'].indexOf(item));
    expect(await check('ordering', { orderingAnswer: reversed })).toEqual({ correct: false, score: 0 });
  });

  it('node reads the key view by its id for the author, and for nobody who may not see the key', async () => {
    const { question } = await mutate(
      'checkPracticeAnswer',
      { questionId: q.ordering, answer: { questionId: q.ordering, ...rightAnswers().ordering } },
      'question { ... on QuestionCommon { id } }',
      student.token,
    );
    const asAuthor = (await h.ok(nodeQuery, { id: question.id }, teacher.token)).node;
    expect(asAuthor).toMatchObject({
      __typename: 'OrderingQuestion',
      id: question.id,
      viewerSeesAnswerKey: true,
      items: ['uno', 'dos', 'tres', 'cuatro'],
    });
    for (const token of [student.token, outsider.token]) {
      const refused = await h.graphql(nodeQuery, { id: question.id }, token);
      expect(refused.data).toEqual({ node: null });
      expect(refused.errors![0]).toMatchObject({ message: NOT_FOUND[1], extensions: { code: NOT_FOUND[0] } });
    }
  });
});
