import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Account, type Harness } from './harness.js';

// Members are not listed assignments with no question to solve (the api leaves them out, so
// neither GraphQL nor REST ships them); the owner still sees them, with their question count, to fill them.

let h: Harness;

let teacher: Account;
let student: Account;
let group: string;
let question: string;

const listQuery = `query($id: ID!) { node(id: $id) { ... on StudyGroup {
  assignments(first: 20) { edges { node { name questionCount } } }
} } }`;
const listed = async (token: string) =>
  (await h.ok(listQuery, { id: group }, token)).node.assignments.edges.map((edge: { node: { name: string; questionCount: number } }) => [
    edge.node.name,
    edge.node.questionCount,
  ]);

beforeAll(async () => {
  h = await startHarness();
  teacher = await h.signUp('Elsa', 'Huamán');
  student = await h.signUp('Raúl', 'Huamán');
  group = await h.create('studyGroup', { name: 'Química', memberIds: [student.profileId] }, teacher.token);
  question = await h.create('question', { statement: 'El agua es H2O', trueOrFalse: { correctAnswer: true } }, teacher.token);
  await h.mutate(
    'createAssignment',
    { studyGroupId: group, name: 'Con preguntas', description: 'Lista', questionIds: [question] },
    'assignment { id }',
    teacher.token,
  );
  await h.mutate('createAssignment', { studyGroupId: group, name: 'Vacía', description: 'Sin preguntas aún' }, 'assignment { id }', teacher.token);
});

afterAll(() => h.close());

describe('StudyGroup.assignments and empty assignments', () => {
  it('the owner sees every assignment with its question count', async () => {
    expect(await listed(teacher.token)).toEqual([
      ['Con preguntas', 1],
      ['Vacía', 0],
    ]);
  });

  it('a member is not listed the empty one, and loses one emptied later', async () => {
    expect(await listed(student.token)).toEqual([['Con preguntas', 1]]);
    await h.mutate('deactivateQuestion', { id: question }, 'deactivatedQuestionId', teacher.token);
    expect(await listed(student.token)).toEqual([]);
    expect(await listed(teacher.token)).toEqual([
      ['Con preguntas', 0],
      ['Vacía', 0],
    ]);
  });
});
