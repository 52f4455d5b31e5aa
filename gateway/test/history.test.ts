import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, toGlobalId } from '../src/graphql/globalId.js';
import { startHarness, type Account, type Harness } from './harness.js';

// Grades are history: a student's attempts, their assignments, groups and answered questions stay readable through
// every non-null link after the teacher deactivates or unlinks things or removes the student. And no score of an
// answer reaches the student before the submission that counts.

let h: Harness;

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const result = await h.graphql<T>(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  expect(result.status).toBe(200);
  return result.data!;
}

const signUp = (firstName: string) => h.signUp(firstName, 'Chávez');

let teacher: Account;
let student: Account;
let classmate: Account;
let group: string;
let assignment: string;
let other: string;
const questions: Record<'trueOrFalse' | 'match' | 'keyed' | 'numerical' | 'ordering', string> = {
  trueOrFalse: '',
  match: '',
  keyed: '',
  numerical: '',
  ordering: '',
};
const stages = ['Semilla', 'Brote', 'Planta'];

beforeAll(async () => {
  h = await startHarness();
  teacher = await signUp('Teresa');
  student = await signUp('Simón');
  classmate = await signUp('Clara');
  group = await h.create('studyGroup', { name: 'Ciencias 2A', memberIds: [student.profileId, classmate.profileId] }, teacher.token);
  const create = (input: Record<string, unknown>) => h.create('question', input, teacher.token);
  questions.trueOrFalse = await create({ statement: 'El agua hierve a 100 °C', trueOrFalse: { correctAnswer: true } });
  questions.match = await create({
    statement: 'Una cada órgano con su función',
    matchColumns: { leftColumn: ['Corazón', 'Pulmón', 'Riñón'], rightColumn: ['Bombea', 'Respira', 'Filtra'] },
  });
  questions.keyed = await create({ statement: '¿Qué pigmento es verde?', shortAnswer: { acceptedAnswers: ['*clorofila*'] } });
  questions.numerical = await create({ statement: '¿A cuántos grados se congela el agua?', numerical: { answers: [{ value: 0, tolerance: 0.5 }] } });
  questions.ordering = await create({ statement: 'Ordene las etapas de una planta', ordering: { items: stages } });
  const assign = async (name: string, questionIds: string[]) =>
    await h.create('assignment', { studyGroupId: group, name, description: 'Repaso de ciencias', questionIds, maxAttempts: null }, teacher.token);
  assignment = await assign('Ciencias: unidad 1', Object.values(questions));
  other = await assign('Ciencias: unidad 2', [questions.keyed]);
  const shown = (await ok(`query($id: ID!) { node(id: $id) { ... on OrderingQuestion { items } } }`, { id: questions.ordering }, student.token)).node
    .items;
  for (const [assignmentId, answers] of [
    [
      assignment,
      [
        { questionId: questions.trueOrFalse, trueOrFalseAnswer: true },
        { questionId: questions.match, userColumnsOrder: ['Bombea', 'Respira', 'Filtra'] },
        { questionId: questions.keyed, shortAnswer: 'la clorofila' },
        { questionId: questions.numerical, numericalAnswer: -0.5 },
        { questionId: questions.ordering, orderingAnswer: shown.map((item: string) => stages.indexOf(item)) },
      ],
    ],
    [other, [{ questionId: questions.keyed, shortAnswer: 'no sé' }]],
  ] as const) {
    await h.mutate('submitAssignmentAttempt', { assignmentId, clientSubmissionId: randomUUID(), answers }, 'assignmentAttempt { id }', student.token);
  }
});
afterAll(() => h.close());

describe('answers stored before submitting', () => {
  it('have a null score through QuestionAttempt.score until bundled into a submission', async () => {
    const response = await fetch(`${h.apiOrigin}/api/v1/question/createManyAttempt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ questionId: idOf(questions.keyed, 'Question'), shortAnswer: 'clorofila' }]),
    });
    expect(response.status).toBe(201);
    const [stored] = (await response.json()) as Array<{ id: string; score: number | null }>;
    expect(stored!.score).toBeNull();
    const data = await ok(
      `query($id: ID!) { node(id: $id) { ... on QuestionAttempt { score shortAnswer } } }`,
      { id: toGlobalId('QuestionAttempt', stored!.id) },
      student.token,
    );
    expect(data.node).toEqual({ score: null, shortAnswer: 'clorofila' });
  });
});

describe('the answers to a numerical and an ordering question', () => {
  const query = `query($id: ID!) { node(id: $id) { ... on Assignment { attempts { edges { node { questionAttempts {
    score numericalAnswer orderingAnswer orderedItems
    questionVersion { ... on QuestionCommon { viewerSeesAnswerKey } ... on NumericalQuestion { answers { value } } ... on OrderingQuestion { items } }
  } } } } } } }`;
  const answersOf = async (token: string) => (await ok(query, { id: assignment }, token)).node.attempts.edges[0].node.questionAttempts.slice(3);

  it('keep the question as it was answered after the teacher edits it; the student never gets its key', async () => {
    await h.mutate('updateQuestion', { id: questions.numerical, numerical: { answers: [{ value: 32 }] } }, 'question { __typename }', teacher.token);
    await h.mutate(
      'updateQuestion',
      { id: questions.ordering, ordering: { items: ['Brote', 'Semilla', 'Planta'] } },
      'question { __typename }',
      teacher.token,
    );
    const [numerical, ordering] = await answersOf(teacher.token);
    expect(numerical).toMatchObject({ score: 100, numericalAnswer: -0.5, questionVersion: { viewerSeesAnswerKey: true, answers: [{ value: 0 }] } });
    expect(ordering).toMatchObject({ score: 100, orderedItems: stages, questionVersion: { viewerSeesAnswerKey: true, items: stages } });
    const [ownNumerical, ownOrdering] = await answersOf(student.token);
    expect(ownNumerical).toMatchObject({ numericalAnswer: -0.5, questionVersion: { viewerSeesAnswerKey: false, answers: null } });
    expect(ownOrdering.orderingAnswer).toEqual(ordering.orderingAnswer);
    expect([...ownOrdering.questionVersion.items].sort()).toEqual([...stages].sort());
  });
});

describe("a student's grades", () => {
  const grades = `{
    viewer {
      assignmentAttempts {
        edges { node {
          id score pendingCount
          profile { id }
          assignment {
            id name description isActive questionCount viewerIsOwner
            questions { __typename }
            assigner { id }
            studyGroup { id name isActive owner { id } }
          }
          questionAttempts { score question { ... on QuestionCommon { id statement isActive author { id } } } }
        } }
      }
    }
  }`;

  /** Every link resolves, the scores are those of the submissions, and both assignments are there by name. */
  async function readGrades() {
    const data = await ok(grades, {}, student.token);
    // Listed newest first: unit 2 was submitted last.
    const nodes = data.viewer.assignmentAttempts.edges.map((edge: { node: any }) => edge.node).reverse();
    expect(nodes.map((n: any) => n.assignment.name)).toEqual(['Ciencias: unidad 1', 'Ciencias: unidad 2']);
    expect(nodes.map((n: any) => n.score)).toEqual([100, 0]);
    for (const node of nodes) {
      expect(node.profile.id).toBe(student.profileId);
      expect(node.assignment.studyGroup).toMatchObject({ id: group, name: 'Ciencias 2A', owner: { id: teacher.profileId } });
      expect(node.questionAttempts.every((qa: any) => qa.question?.id)).toBe(true);
    }
    expect(nodes[0].questionAttempts.map((qa: any) => qa.question.id)).toEqual(Object.values(questions));
    return nodes;
  }

  it('are all readable at first', async () => {
    const [first] = await readGrades();
    expect(first.assignment).toMatchObject({ isActive: true, questionCount: 5, viewerIsOwner: false });
  });

  it('survive a deactivated question and an unlinked one', async () => {
    await h.mutate('deactivateQuestion', { id: questions.trueOrFalse }, 'deactivatedQuestionId', teacher.token);
    await h.mutate('unlinkAssignmentQuestion', { id: assignment, questionId: questions.match }, 'unlinkedQuestionId', teacher.token);
    const [first] = await readGrades();
    expect(first.assignment.questionCount).toBe(3);
    expect(first.questionAttempts[0].question).toMatchObject({ statement: 'El agua hierve a 100 °C', isActive: false });
  });

  it('survive the deactivation of an assignment: name, description and state, no questions', async () => {
    await h.mutate('deactivateAssignment', { id: assignment }, 'deactivatedAssignmentId', teacher.token);
    const [first, second] = await readGrades();
    expect(first.assignment).toMatchObject({
      name: 'Ciencias: unidad 1',
      description: 'Repaso de ciencias',
      isActive: false,
      questionCount: 0,
      questions: [],
    });
    expect(second.assignment).toMatchObject({ isActive: true, questionCount: 1 });

    // Read again by id, too; a classmate who never attempted it cannot.
    const byId = `query($id: ID!) { node(id: $id) { ... on Assignment { name isActive } } }`;
    expect((await ok(byId, { id: assignment }, student.token)).node).toEqual({ name: 'Ciencias: unidad 1', isActive: false });
    const refused = await h.graphql(byId, { id: assignment }, classmate.token);
    expect(refused.data?.node).toBeNull();
  });

  it('survive the student being removed from the group, then the group being deactivated', async () => {
    await h.mutate('removeStudyGroupMember', { id: group, profileId: student.profileId }, 'removedProfileId', teacher.token);
    const [, second] = await readGrades();
    // A former member sees the group's name, not its members.
    const members = await ok(`query($id: ID!) { node(id: $id) { ... on StudyGroup { name members { totalCount } } } }`, { id: group }, student.token);
    expect(members.node).toEqual({ name: 'Ciencias 2A', members: { totalCount: 0 } });
    expect(second.assignment.questionCount).toBe(0);

    await h.mutate('deactivateStudyGroup', { id: group }, 'deactivatedStudyGroupId', teacher.token);
    const [first] = await readGrades();
    expect(first.assignment.studyGroup.isActive).toBe(false);
  });

  it("stay readable to the teacher, with the removed student's answers", async () => {
    const data = await ok(
      `query($id: ID!) { node(id: $id) { ... on Assignment {
          studentsWithAttempts { id }
          attempts { edges { node { score profile { id } questionAttempts { score question { ... on QuestionCommon { id } } } } } }
        } } }`,
      { id: assignment },
      teacher.token,
    );
    expect(data.node.studentsWithAttempts).toEqual([{ id: student.profileId }]);
    expect(data.node.attempts.edges).toHaveLength(1);
    expect(data.node.attempts.edges[0].node.questionAttempts.map((qa: any) => qa.question.id)).toEqual(Object.values(questions));
  });
});
