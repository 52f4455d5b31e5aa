import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// DataLoader batching seen from outside: the REST calls of one operation, read from /metrics, do not grow with the
// length of its lists. The data is made straight through the REST api, which is quicker than GraphQL.

let h: Harness;
const sizes = [1, 10, 100] as const;
/** Global ids of the groups, by their number of assignments. */
const groupIds = new Map<number, string>();
const measured = new Map<string, number>();
let teacherToken: string;

/** Signed up straight through REST: the profile id is the api's own. */
const signUp = (firstName: string) => h.signUp(firstName, 'Lote', 'rest');

/** Runs tasks a few at a time (the api's PGlite takes one query at a time anyway). */
async function inBatches<T>(items: T[], task: (item: T) => Promise<unknown>, size = 8) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(task));
}

/** The REST calls one GraphQL operation costs, from /metrics before and after. */
async function callsOf(query: string, variables: Record<string, unknown>, token: string) {
  const before = await h.upstreamCalls();
  const result = await h.graphql(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return { calls: (await h.upstreamCalls()) - before, data: result.data };
}

beforeAll(async () => {
  h = await startHarness();
  const teacher = await signUp('Teresa');
  const student = await signUp('Simon');
  teacherToken = teacher.token;
  const question = await h.rest('POST', '/question/createTrueOrFalseQuestion', teacher.token, {
    type: 'TRUE_OR_FALSE',
    statement: 'El agua hierve a 100 grados al nivel del mar',
    correctAnswer: true,
  });
  for (const size of sizes) {
    const group = await h.rest('POST', '/study-group/create', teacher.token, { name: `Grupo de ${size}`, profilesId: [student.profileId] });
    groupIds.set(size, Buffer.from(`StudyGroup:${group.id}`).toString('base64url'));
    const assignments: string[] = [];
    await inBatches(
      Array.from({ length: size }, (_, i) => i),
      async (i) => {
        const assignment = await h.rest('POST', '/assignments/create', teacher.token, {
          studyGroupId: group.id,
          name: `Tarea ${i + 1} de ${size}`,
          description: 'Una pregunta',
          questionsIds: [question.id],
        });
        assignments.push(assignment.id);
      },
    );
    // One attempt by the student on each assignment.
    await inBatches(assignments, (id) =>
      h.rest('POST', '/assignments/submit', student.token, {
        assignmentId: id,
        clientSubmissionId: `envio-${id}`,
        answers: [{ questionId: question.id, trueOrFalseAnswer: true }],
      }),
    );
  }
}, 120_000);
afterAll(() => h.close());

const byNode = `query TeacherGroup($id: ID!) {
  node(id: $id) { ... on StudyGroup {
    assignments(first: 100) { edges { node {
      name
      attempts { edges { node { score profile { username } } } }
    } } }
  } }
}`;

it.each(sizes)('node(group) → assignments → attempts → profile with %i assignments', async (size) => {
  const { calls, data } = await callsOf(byNode, { id: groupIds.get(size) }, teacherToken);
  const edges = data.node.assignments.edges;
  expect(edges).toHaveLength(size);
  for (const edge of edges) {
    expect(edge.node.attempts.edges).toEqual([{ node: { score: 100, profile: { username: 'simonlote' } } }]);
  }
  measured.set(`node:${size}`, calls);
});

it('costs the same small number of REST calls for 1, 10 and 100 assignments', () => {
  const counts = sizes.map((size) => measured.get(`node:${size}`));
  console.log(`REST calls of the nested teacher query for 1/10/100 assignments: ${counts.join('/')}`);
  // Nothing of the group but its assignments: their page alone (the api checks the group's access on it), attempts
  // by assignmentIds, profiles by ids.
  expect(counts).toEqual([3, 3, 3]);
});

it('through viewer, all three groups (111 assignments, 111 attempts) cost a constant number of calls too', async () => {
  const query = `query TeacherGroups {
    viewer { studyGroups { edges { node {
      name
      assignments(first: 100) { edges { node { attempts { edges { node { profile { username } } } } } } }
    } } } }
  }`;
  const { calls, data } = await callsOf(query, {}, teacherToken);
  const groups = data.viewer.studyGroups.edges.map((e: any) => e.node);
  expect(groups.map((g: any) => g.assignments.edges.length)).toEqual([1, 10, 100]);
  console.log(`REST calls of the same tree through viewer over 111 assignments: ${calls}`);
  // verifyToken and own profile, groups, assignments, attempts, profiles.
  expect(calls).toBe(6);
});

it('the deeper tree (attempts → question attempts → question) stays constant as well', async () => {
  const query = `query Grades($id: ID!) {
    node(id: $id) { ... on StudyGroup {
      assignments(first: 100) { edges { node {
        questions { __typename }
        attempts { edges { node { profile { username } questionAttempts { score question { __typename } } } } }
      } } }
    } }
  }`;
  const counts = [];
  for (const size of sizes) {
    const { calls, data } = await callsOf(query, { id: groupIds.get(size) }, teacherToken);
    const attempts = data.node.assignments.edges.map((e: any) => e.node.attempts.edges[0].node);
    expect(attempts).toHaveLength(size);
    for (const attempt of attempts) expect(attempt.questionAttempts).toEqual([{ score: 100, question: { __typename: 'TrueOrFalseQuestion' } }]);
    counts.push(calls);
  }
  console.log(`REST calls with question attempts for 1/10/100 assignments: ${counts.join('/')}`);
  expect(new Set(counts).size).toBe(1);
  expect(counts[0]).toBeLessThanOrEqual(7);
});
