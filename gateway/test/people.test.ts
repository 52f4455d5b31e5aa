import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Account, type Harness } from './harness.js';

// Real names through GraphQL against a real api: the owner reads the names and e-mails of the group's students in
// one batch, a classmate reads null, the member search finds surnames without accents, and public groups say who
// teaches them and how many they are.

let h: Harness;
let teacher: Account;
let student: Account;
let classmate: Account;
let groupId: string;

beforeAll(async () => {
  h = await startHarness();
  teacher = await h.signUp('Elena', 'Torres');
  student = await h.signUp('Martín', 'Díaz');
  classmate = await h.signUp('Carla', 'Ríos');
  groupId = await h.create('studyGroup', { name: '3.º A', isPublic: true, memberIds: [student.profileId, classmate.profileId] }, teacher.token);
  // Added by the teacher, they open the group: from then on its owner reads their names.
  for (const member of [student, classmate]) await h.ok(membersQuery, { id: groupId }, member.token);
});
afterAll(() => h.close());

const membersQuery = `query($id: ID!) { node(id: $id) { ... on StudyGroup {
  ownerName memberCount members { edges { node { id username firstName lastName email } } } } } }`;

describe('Profile.firstName, lastName and email', () => {
  it("the group's owner reads every member's, in one REST call for the list", async () => {
    const before = await h.upstreamCalls();
    const { node } = await h.ok(membersQuery, { id: groupId }, teacher.token);
    // verifyToken and the viewer's profile aside: the group (opened in the same call), one batch of profiles.
    expect((await h.upstreamCalls()) - before).toBeLessThanOrEqual(4);
    expect(node.ownerName).toBe('Elena Torres');
    expect(node.memberCount).toBe(3);
    const byId = new Map(node.members.edges.map((e: { node: { id: string } }) => [e.node.id, e.node]));
    expect(byId.get(student.profileId)).toMatchObject({ username: student.username, firstName: 'Martín', lastName: 'Díaz' });
    expect(byId.get(student.profileId)).toHaveProperty('email', expect.stringContaining('@harness.test'));
    expect(byId.get(teacher.profileId)).toMatchObject({ firstName: 'Elena', lastName: 'Torres' });
  });

  it('a classmate reads null for everyone but themselves', async () => {
    const { node } = await h.ok(membersQuery, { id: groupId }, classmate.token);
    for (const { node: profile } of node.members.edges) {
      if (profile.id === classmate.profileId) expect(profile).toMatchObject({ firstName: 'Carla', lastName: 'Ríos' });
      else expect(profile).toMatchObject({ firstName: null, lastName: null, email: null });
    }
    expect(node.ownerName).toBe('Elena Torres');
  });
});

describe('adding someone to a group of your own', () => {
  it('shows their names to the owner only after they opened the group', async () => {
    const newcomer = await h.signUp('Inés', 'Rojas');
    const other = await h.create('studyGroup', { name: 'Grupo curioso', memberIds: [newcomer.profileId, teacher.profileId] }, student.token);
    const namesOf = async (token: string) => {
      const { node } = await h.ok(membersQuery, { id: other }, token);
      const edges: Array<{ node: { id: string; firstName: string | null } }> = node.members.edges;
      return Object.fromEntries(edges.map((e) => [e.node.id, e.node.firstName]));
    };
    const names = (ofTeacher: string | null, ofStudent: string | null, ofNewcomer: string | null) => ({
      [teacher.profileId]: ofTeacher,
      [student.profileId]: ofStudent,
      [newcomer.profileId]: ofNewcomer,
    });
    expect(await namesOf(student.token)).toEqual(names(null, 'Martín', null));
    expect(await namesOf(newcomer.token)).toEqual(names(null, null, 'Inés'));
    expect(await namesOf(student.token)).toEqual(names(null, 'Martín', 'Inés'));
  });
});

describe('member search', () => {
  const search = `query($search: String, $groupId: ID) { viewer { profiles(search: $search, excludeGroupId: $groupId) { id username firstName } } }`;

  it('finds a surname ignoring case and accents, and shows the name only where it may be read', async () => {
    const stranger = await h.signUp('Olga', 'DÍAZ');
    const other = await h.create('studyGroup', { name: 'Vacío' }, teacher.token);
    const { viewer } = await h.ok(search, { search: 'diaz', groupId: other }, teacher.token);
    const found = new Map(viewer.profiles.map((p: { id: string; firstName: string | null }) => [p.id, p.firstName]));
    expect(found.get(student.profileId)).toBe('Martín');
    expect(found.has(stranger.profileId)).toBe(true);
    expect(found.get(stranger.profileId)).toBeNull();
  });
});

describe('publicStudyGroups', () => {
  it("tells two groups of the same name apart by the teacher's name and the member count", async () => {
    const other = await h.signUp('Jorge', 'Salas');
    await h.create('studyGroup', { name: '3.º A', isPublic: true }, other.token);
    const { publicStudyGroups } = await h.ok(
      `{ publicStudyGroups(search: "3.º A") { edges { node { name ownerName memberCount code } } } }`,
      {},
      classmate.token,
    );
    expect(publicStudyGroups.edges.map((e: { node: unknown }) => e.node)).toEqual(
      expect.arrayContaining([
        { name: '3.º A', ownerName: 'Elena Torres', memberCount: 3, code: expect.any(String) },
        { name: '3.º A', ownerName: 'Jorge Salas', memberCount: 1, code: null },
      ]),
    );
  });
});

describe('createStudyGroup', () => {
  it('takes a picture with the multipart request spec, as updateStudyGroup does', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    const query = `mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { name groupPictureUrl } } }`;
    form.append('operations', JSON.stringify({ query, variables: { input: { name: 'Con foto', picture: null } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.picture'] }));
    form.append('0', new Blob([png]), 'grupo.png');
    const response = await h.gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher.token}`, 'x-graphql-yoga-csrf': '1' },
      body: form,
    });
    const body = (await response.json()) as { data?: any; errors?: unknown };
    expect(body.errors).toBeUndefined();
    const { groupPictureUrl } = body.data.createStudyGroup.studyGroup;
    expect(groupPictureUrl).toMatch(/^\/storage\/[0-9a-f-]{36}\.png$/);
    const served = await h.gateway.yoga.fetch(`http://gateway.test${groupPictureUrl}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });
});
