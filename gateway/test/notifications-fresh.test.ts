import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/gateway.js';
import { client, gatewayOn, startApiOn, type Person } from './joiningHarness.js';

// A notification pushed on a live stream answers links asked only for their id from itself (one REST call per
// recipient instead of one per link: what a 1,000-member group told at once costs), and reads the linked object as
// the recipient when more is asked; the notifications list still reads every link.

let api: Awaited<ReturnType<typeof startApiOn>>;
let gateway: Gateway;
let gql: ReturnType<typeof client>;
let teacher: Person;
let student: Person;

beforeAll(async () => {
  const events = new EventTarget();
  api = await startApiOn(events);
  gateway = gatewayOn(api.apiUrl, events);
  gql = client(gateway);
  teacher = await gql.signUp('Rosa');
  student = await gql.signUp('Hugo');
});

afterAll(async () => {
  await gateway.close();
  await api.close();
});

/** REST calls this gateway made to endpoints whose label contains `path`. */
async function upstreamCalls(path: string) {
  const text = await (await gateway.yoga.fetch('http://gateway.test/metrics')).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('aula_gateway_upstream_requests_total{') && line.includes(path))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** `student` asks to join a new group of `teacher`'s, which tells the teacher (JOIN_REQUESTED, with the group and the student). */
async function askToJoin() {
  const group = await gql.createGroup(teacher, { name: `Grupo ${Math.random().toString(36).slice(2, 6)}`, requiresRequest: true });
  const joined = await gql.graphql(
    'mutation($input: JoinStudyGroupInput!) { joinStudyGroup(input: $input) { joinRequest { status } } }',
    {
      input: { code: group.code },
    },
    student.token,
  );
  expect(joined.errors).toBeUndefined();
  return group;
}

describe('links of a notification on a live stream', () => {
  // First, while no stream is open to read the same links.
  it('in the notifications list: every link is read as the recipient (null when they can no longer read it)', async () => {
    const group = await askToJoin();
    const groupsBefore = await upstreamCalls('/study-group/getAll');
    const listed = await gql.graphql('{ viewer { notifications(first: 1) { edges { node { kind studyGroup { id } } } } } }', {}, teacher.token);
    expect(listed.data.viewer.notifications.edges[0].node).toEqual({ kind: 'JOIN_REQUESTED', studyGroup: { id: group.id } });
    expect(await upstreamCalls('/study-group/getAll')).toBe(groupsBefore + 1);
  });

  it('asked for their id only: answered from the notification, no read of the group or the actor', async () => {
    const stream = await gql.subscribe('subscription { notificationAdded { kind studyGroup { id __typename } actor { id } } }', teacher.token);
    try {
      const [groupsBefore, profilesBefore] = [await upstreamCalls('/study-group/getAll'), await upstreamCalls('/profile/getAll')];
      const group = await askToJoin();
      const { data, errors } = await stream.next();
      expect(errors).toBeUndefined();
      expect(data.notificationAdded).toEqual({
        kind: 'JOIN_REQUESTED',
        studyGroup: { id: group.id, __typename: 'StudyGroup' },
        actor: { id: student.profileId },
      });
      expect(await upstreamCalls('/study-group/getAll')).toBe(groupsBefore);
      expect(await upstreamCalls('/profile/getAll')).toBe(profilesBefore);
    } finally {
      stream.close();
    }
  });

  it('asked for more than the id: read as the recipient', async () => {
    const stream = await gql.subscribe('subscription { notificationAdded { kind studyGroup { id name } actor { id username } } }', teacher.token);
    try {
      const groupsBefore = await upstreamCalls('/study-group/getAll');
      const group = await askToJoin();
      const { data, errors } = await stream.next();
      expect(errors).toBeUndefined();
      expect(data.notificationAdded).toMatchObject({
        studyGroup: { id: group.id, name: expect.stringMatching(/^Grupo /) },
        actor: { id: student.profileId, username: student.username },
      });
      expect(await upstreamCalls('/study-group/getAll')).toBe(groupsBefore + 1);
    } finally {
      stream.close();
    }
  });
});
