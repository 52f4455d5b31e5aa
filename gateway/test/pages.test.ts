import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// Nested connections read pages, not histories: the api cuts each parent's page (GET /assignments/getAttemptPages,
// /assignments/getPages), so the rows it reads follow `first`, and the REST calls stay one per connection level.

let h: Harness;
let teacherToken: string;
let groupId: string;
let busyId: string;
let quietId: string;
const busyAttempts = 12;

/** Signed up straight through REST: the profile id is the api's own. */
const signUp = (firstName: string) => h.signUp(firstName, 'Paginas', 'rest');

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64url');

/** Attempt rows the api's database hands back while `work` runs (every query, whichever endpoint made it). */
async function attemptRowsRead<T>(work: () => Promise<T>): Promise<{ rows: number; result: T }> {
  const original = h.db.query;
  let rows = 0;
  h.db.query = async function <Row>(this: unknown, sql: string, params?: unknown[]) {
    const result = (await original.call(h.db, sql, params)) as Row[];
    rows += result.filter((row) => typeof row === 'object' && row !== null && 'assignment_id' in row && 'submitted_at' in row).length;
    return result;
  } as typeof original;
  try {
    const result = await work();
    return { rows, result };
  } finally {
    h.db.query = original;
  }
}

beforeAll(async () => {
  h = await startHarness();
  const teacher = await signUp('Paula');
  const students = [await signUp('Quique'), await signUp('Rosa')];
  teacherToken = teacher.token;
  const group = await h.rest('POST', '/study-group/create', teacher.token, { name: 'Grupo paginado', profilesId: students.map((s) => s.profileId) });
  groupId = globalId('StudyGroup', group.id);
  const question = await h.rest('POST', '/question/createTrueOrFalseQuestion', teacher.token, {
    type: 'TRUE_OR_FALSE',
    statement: 'Lima es la capital del Perú',
    correctAnswer: true,
  });
  const ids: string[] = [];
  for (const name of ['Tarea concurrida', 'Tarea tranquila']) {
    const assignment = await h.rest('POST', '/assignments/create', teacher.token, {
      studyGroupId: group.id,
      name,
      description: 'Una pregunta',
      questionsIds: [question.id],
      maxAttempts: null,
    });
    ids.push(assignment.id);
  }
  [busyId, quietId] = ids.map((id) => globalId('Assignment', id)) as [string, string];
  const submit = (token: string, assignmentId: string, i: number) =>
    h.rest('POST', '/assignments/submit', token, {
      assignmentId,
      clientSubmissionId: `envio-${assignmentId}-${i}`,
      answers: [{ questionId: question.id, trueOrFalseAnswer: i % 2 === 0 }],
    });
  for (let i = 0; i < busyAttempts; i++) await submit(students[i % 2]!.token, ids[0]!, i);
  await submit(students[0]!.token, ids[1]!, 0);
}, 60_000);
afterAll(() => h.close());

const attemptsPage = `query Attempts($id: ID!, $first: Int, $after: String) {
  node(id: $id) { ... on Assignment { attempts(first: $first, after: $after) {
    edges { cursor node { score profile { username } } }
    pageInfo { hasNextPage hasPreviousPage endCursor }
  } } }
}`;

describe('Assignment.attempts', () => {
  it('attempts(first: 5) of an assignment with 12 attempts has the api read 5 attempts and the one that says there are more', async () => {
    const { rows, result } = await attemptRowsRead(() => h.graphql(attemptsPage, { id: busyId, first: 5 }, teacherToken));
    expect(result.errors).toBeUndefined();
    const { edges, pageInfo } = result.data.node.attempts;
    expect(edges).toHaveLength(5);
    expect(pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(rows).toBe(6);
  });

  it('following endCursor walks every attempt once, newest first', async () => {
    const scores: number[] = [];
    let after: string | null = null;
    let pageInfo: any;
    do {
      const result: any = await h.graphql(attemptsPage, { id: busyId, first: 5, after }, teacherToken);
      expect(result.errors).toBeUndefined();
      pageInfo = result.data.node.attempts.pageInfo;
      expect(pageInfo.hasPreviousPage).toBe(after !== null);
      scores.push(...result.data.node.attempts.edges.map((e: any) => e.node.score));
      after = pageInfo.endCursor;
    } while (pageInfo.hasNextPage);
    expect(scores).toEqual(Array.from({ length: busyAttempts }, (_, i) => (i % 2 === 0 ? 100 : 0)).reverse());
  });

  it('a cursor that is not one of the rows is refused in Spanish', async () => {
    const result = await h.graphql(attemptsPage, { id: busyId, first: 5, after: 'no-es-un-cursor' }, teacherToken);
    expect(result.errors).toEqual([expect.objectContaining({ message: 'El cursor no es válido', extensions: { code: 'BAD_USER_INPUT' } })]);
  });

  it('the REST calls do not depend on the page size or the history: one call for both assignments', async () => {
    const query = `query Both($busy: ID!, $quiet: ID!, $first: Int) {
      busy: node(id: $busy) { ... on Assignment { attempts(first: $first) { edges { node { score } } } } }
      quiet: node(id: $quiet) { ... on Assignment { attempts(first: $first) { edges { node { score } } } } }
    }`;
    const counts: number[] = [];
    for (const first of [1, 5, 50]) {
      const before = await h.upstreamCalls();
      const result = await h.graphql(query, { busy: busyId, quiet: quietId, first }, teacherToken);
      expect(result.errors).toBeUndefined();
      expect(result.data.busy.attempts.edges).toHaveLength(Math.min(first, busyAttempts));
      expect(result.data.quiet.attempts.edges).toHaveLength(1);
      counts.push((await h.upstreamCalls()) - before);
    }
    // The assignments by ids, then the attempt pages of both in one call.
    expect(counts).toEqual([2, 2, 2]);
  });
});

describe('StudyGroup connections', () => {
  it("the issue's gradebook (assignments(first: 100) × attempts(first: 50) with answers) runs through the limits", async () => {
    const gradebook = `query($id: ID!) { node(id: $id) { ... on StudyGroup { assignments(first: 100) { edges { node {
      questions { __typename } attempts(first: 50) { edges { node { score profile { username } questionAttempts {
      score question { __typename } } } } } } } } } } }`;
    const result = await h.graphql(gradebook, { id: groupId }, teacherToken);
    expect(result.errors).toBeUndefined();
    const counts = result.data.node.assignments.edges.map((e: any) => e.node.attempts.edges.length);
    expect(counts).toEqual([busyAttempts, 1]);
  });

  it('members(first: 2) pages the member list, totalCount the whole of it, after: continues', async () => {
    const query = `query Members($id: ID!, $after: String) { node(id: $id) { ... on StudyGroup {
      members(first: 2, after: $after) { totalCount edges { node { username } } pageInfo { hasNextPage hasPreviousPage endCursor } } } } }`;
    const first: any = await h.graphql(query, { id: groupId }, teacherToken);
    expect(first.data.node.members).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    expect(first.data.node.members.edges).toHaveLength(2);
    const rest: any = await h.graphql(query, { id: groupId, after: first.data.node.members.pageInfo.endCursor }, teacherToken);
    expect(rest.data.node.members).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: false, hasPreviousPage: true } });
    const usernames = [...first.data.node.members.edges, ...rest.data.node.members.edges].map((e: any) => e.node.username).sort();
    expect(usernames).toEqual(['paulapaginas', 'quiquepaginas', 'rosapaginas']);
  });

  it('assignments(first: 1) pages the group: one assignment, then the other after its cursor', async () => {
    const query = `query Assignments($id: ID!, $after: String) { node(id: $id) { ... on StudyGroup {
      assignments(first: 1, after: $after) { edges { node { name } } pageInfo { hasNextPage endCursor } } } } }`;
    const first: any = await h.graphql(query, { id: groupId }, teacherToken);
    expect(first.data.node.assignments).toMatchObject({ edges: [{ node: { name: 'Tarea concurrida' } }], pageInfo: { hasNextPage: true } });
    const rest: any = await h.graphql(query, { id: groupId, after: first.data.node.assignments.pageInfo.endCursor }, teacherToken);
    expect(rest.data.node.assignments).toMatchObject({ edges: [{ node: { name: 'Tarea tranquila' } }], pageInfo: { hasNextPage: false } });
  });
});
