import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/graphql/globalId.js';
import { startHarness, type Account, type Harness } from './harness.js';

// node(id:) of a group that asks only for its assignments reads their page alone, one REST call, and the api checks
// the group's access on that call: everyone gets the answer they get when the group itself is read.

let h: Harness;
let teacher: Account;
let member: Account;
let requester: Account;
let stranger: Account;
let groupId: string;
let assignmentId: string | undefined;

beforeAll(async () => {
  h = await startHarness();
  [teacher, member, requester, stranger] = await Promise.all([
    h.signUp('Elena', 'Torres', 'rest'),
    h.signUp('Martín', 'Díaz', 'rest'),
    h.signUp('Rosa', 'Vega', 'rest'),
    h.signUp('Iván', 'Soto', 'rest'),
  ]);
  const group = await h.rest('POST', '/study-group/create', teacher.token, {
    name: 'Historia 3B',
    isPublic: true,
    requiresRequest: true,
    profilesId: [member.profileId],
  });
  groupId = toGlobalId('StudyGroup', group.id);
  const question = await h.rest('POST', '/question/createTrueOrFalseQuestion', teacher.token, {
    type: 'TRUE_OR_FALSE',
    statement: 'La Tierra gira alrededor del Sol',
    correctAnswer: true,
  });
  for (let i = 1; i <= 12; i++) {
    const assignment = await h.rest('POST', '/assignments/create', teacher.token, {
      studyGroupId: group.id,
      name: `Tarea ${i}`,
      description: 'Repaso',
      questionsIds: [question.id],
    });
    assignmentId ??= toGlobalId('Assignment', assignment.id);
    // The member's one attempt, on the first assignment.
    if (i === 1) {
      await h.rest('POST', '/assignments/submit', member.token, {
        assignmentId: assignment.id,
        clientSubmissionId: `envio-${assignment.id}`,
        answers: [{ questionId: question.id, trueOrFalseAnswer: true }],
      });
    }
  }
  // A pending join request: the requester reads the group's name (outsider's view), and no assignments.
  await h.ok(
    'mutation($input: JoinStudyGroupInput!) { joinStudyGroup(input: $input) { joinRequest { id } } }',
    { input: { studyGroupId: groupId } },
    requester.token,
  );
}, 60_000);
afterAll(() => h.close());

const pageAlone = `query($id: ID!) { node(id: $id) { ... on StudyGroup { id assignments(first: 10) { edges { node { id name } } } } } }`;
// The same page with a field of the group beside it: the group is read, then its page (what every query did before).
const withTheGroup = `query($id: ID!) { node(id: $id) { ... on StudyGroup { id name assignments(first: 10) { edges { node { id name } } } } } }`;

/** The answer and the REST calls it took. */
async function answer(query: string, id: string, token: string) {
  const before = await h.upstreamCalls();
  const result = await h.graphql(query, { id }, token);
  return { result, calls: (await h.upstreamCalls()) - before };
}

/** What a client can tell apart: data, and each error's message, code and path. */
const visible = ({ data, errors }: { data?: { node: unknown }; errors?: Array<{ message: string; extensions?: unknown; path?: unknown }> }) => ({
  node: data?.node,
  errors: errors?.map(({ message, extensions, path }) => ({ message, extensions, path })),
});

describe('node(id:) { assignments } of a group', () => {
  it("is one REST call for the group's owner, with its first 10 assignments", async () => {
    const { result, calls } = await answer(pageAlone, groupId, teacher.token);
    expect(calls).toBe(1);
    expect(result.errors).toBeUndefined();
    expect(result.data.node.id).toBe(groupId);
    expect(result.data.node.assignments.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Tarea ${i + 1}`),
    );
    // Reading the group too costs its own call.
    expect((await answer(withTheGroup, groupId, teacher.token)).calls).toBe(2);
  });

  it.each([
    ['a member', () => member],
    ['someone with a pending join request (the outsider view, no assignments)', () => requester],
  ])('answers %s as reading the group does', async (_, who) => {
    const alone = await answer(pageAlone, groupId, who().token);
    const read = await h.graphql(withTheGroup, { id: groupId }, who().token);
    expect(alone.calls).toBe(1);
    expect(visible(alone.result)).toEqual({
      ...visible(read),
      node: read.data.node && { id: read.data.node.id, assignments: read.data.node.assignments },
    });
  });

  it.each([
    ['a stranger', () => groupId],
    ['a group that does not exist', () => toGlobalId('StudyGroup', randomUUID())],
  ])('refuses %s exactly as reading the group does: NOT_FOUND on node', async (_, id) => {
    const alone = await answer(pageAlone, id(), stranger.token);
    const read = await h.graphql(withTheGroup, { id: id() }, stranger.token);
    expect(alone.calls).toBe(1);
    expect(visible(alone.result)).toEqual(visible(read));
    expect(visible(alone.result)).toEqual({
      node: null,
      errors: [{ message: expect.any(String), extensions: { code: 'NOT_FOUND' }, path: ['node'] }],
    });
  });

  it('two groups asked side by side are refused each on its own (the stranger is refused one, not both)', async () => {
    const own = await h.rest('POST', '/study-group/create', stranger.token, {
      name: 'Propio',
      isPublic: false,
      requiresRequest: false,
      profilesId: [],
    });
    const result = await h.graphql(
      `query($mine: ID!, $theirs: ID!) {
        mine: node(id: $mine) { ... on StudyGroup { assignments(first: 5) { edges { node { id } } } } }
        theirs: node(id: $theirs) { ... on StudyGroup { assignments(first: 5) { edges { node { id } } } } }
      }`,
      { mine: toGlobalId('StudyGroup', own.id), theirs: groupId },
      stranger.token,
    );
    expect(result.data).toEqual({ mine: { assignments: { edges: [] } }, theirs: null });
    expect(result.errors?.map((e) => [e.extensions?.code, (e as { path?: unknown }).path])).toEqual([['NOT_FOUND', ['theirs']]]);
  });

  it('reads the group as before when the selection asks for anything else of it, or uses a directive', async () => {
    const withDirective = `query($id: ID!, $yes: Boolean!) { node(id: $id) { ... on StudyGroup { assignments(first: 10) @include(if: $yes) { edges { node { id } } } } } }`;
    const before = await h.upstreamCalls();
    await h.ok(withDirective, { id: groupId, yes: true }, teacher.token);
    expect((await h.upstreamCalls()) - before).toBe(2);
    const owner = `query($id: ID!) { node(id: $id) { ... on StudyGroup { owner { id } assignments(first: 10) { edges { node { id } } } } } }`;
    const { calls } = await answer(owner, groupId, teacher.token);
    expect(calls).toBeGreaterThan(1);
  });

  it('opens the group for a member the owner added, as reading the group does: the owner then reads their names', async () => {
    const newcomer = await h.signUp('Inés', 'Rojas', 'rest');
    const other = await h.rest('POST', '/study-group/create', teacher.token, { name: 'Geografía 1A', profilesId: [newcomer.profileId] });
    const id = toGlobalId('StudyGroup', other.id);
    const namesQuery = `query($id: ID!) { node(id: $id) { ... on StudyGroup { members { edges { node { id firstName } } } } } }`;
    const newcomerName = async () => {
      const { node } = await h.ok(namesQuery, { id }, teacher.token);
      return node.members.edges.find((e: { node: { id: string } }) => e.node.id === toGlobalId('Profile', newcomer.profileId))?.node.firstName;
    };
    expect(await newcomerName()).toBeNull();
    await answer(pageAlone, id, newcomer.token);
    expect(await newcomerName()).toBe('Inés');
  });

  it('keeps its arguments checked as before: first beyond 500 is BAD_USER_INPUT on the connection', async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on StudyGroup { assignments(first: 501) { edges { node { id } } } } } }`;
    const result = await h.graphql(query, { id: groupId }, teacher.token);
    expect(result.errors?.map((e) => [e.extensions?.code, (e as { path?: unknown }).path])).toEqual([['BAD_USER_INPUT', ['node', 'assignments']]]);
  });
});

describe('node(id:) { attempts } of an assignment', () => {
  const attemptsAlone = `query($id: ID!) { node(id: $id) { ... on Assignment { attempts(first: 5) { edges { node { score } } } } } }`;
  const withTheAssignment = `query($id: ID!) { node(id: $id) { ... on Assignment { name attempts(first: 5) { edges { node { score } } } } } }`;

  it('is one REST call, with the same attempts as reading the assignment first', async () => {
    for (const who of [teacher, member]) {
      const alone = await answer(attemptsAlone, assignmentId!, who.token);
      const read = await h.graphql(withTheAssignment, { id: assignmentId }, who.token);
      expect(alone.calls).toBe(1);
      expect(alone.result.data.node.attempts).toEqual({ edges: [{ node: { score: 100 } }] });
      expect(alone.result.data.node.attempts).toEqual(read.data.node.attempts);
    }
  });

  it.each([
    ['a stranger', () => assignmentId!],
    ['an assignment that does not exist', () => toGlobalId('Assignment', randomUUID())],
  ])('refuses %s exactly as reading the assignment does', async (_, id) => {
    const alone = await answer(attemptsAlone, id(), stranger.token);
    const read = await h.graphql(withTheAssignment, { id: id() }, stranger.token);
    expect(alone.calls).toBe(1);
    expect(visible(alone.result)).toEqual(visible(read));
    expect(visible(alone.result).errors?.map((error) => error.extensions)).toEqual([{ code: 'NOT_FOUND' }]);
  });
});
