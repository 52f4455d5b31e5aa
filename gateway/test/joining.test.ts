import { joinMessages } from '@aula/common';
import { describe, expect, it } from 'vitest';
import { mutationDoc } from './harness.js';
import { joiningProduct, type Person } from './joiningHarness.js';

// Joining by code or request, and notifications, through the gateway on a real api sharing one in-process event
// target (as `npm start` runs them): queries, mutations, refusals and the live subscription over SSE.

const {
  gql,
  people: [teacher, student, classmate, outsider],
} = joiningProduct('Tomas', 'Sofia', 'Carla', 'Omar');

const createGroup = (input: Record<string, unknown>) => gql.createGroup(teacher, { name: 'Física 4A', ...input });

const joinDoc = `mutation($input: JoinStudyGroupInput!) { joinStudyGroup(input: $input) {
  studyGroup { id code members { totalCount } } studyGroupEdge { node { id } }
  joinRequest { id status studyGroup { id name code } profile { id } }
} }`;
const join = (person: Person, input: Record<string, unknown>) => gql.graphql(joinDoc, { input }, person.token);
const decide = (name: 'approveJoinRequest' | 'rejectJoinRequest', person: Person, id: string) =>
  gql.graphql(mutationDoc(name, 'joinRequest { id status decidedAt } studyGroup { id members { totalCount } }'), { input: { id } }, person.token);
const unreadOf = async (person: Person) =>
  (await gql.graphql('{ viewer { unreadNotificationCount } }', {}, person.token)).data.viewer.unreadNotificationCount as number;
const notificationsOf = async (person: Person, args = '') =>
  (
    await gql.graphql(
      `{ viewer { notifications${args} { edges { node { id kind message readAt studyGroup { id name } assignment { id } actor { id username } } } } } }`,
      {},
      person.token,
    )
  ).data.viewer.notifications.edges.map((e: any) => e.node);

describe('joining', () => {
  it('joins by code at once; the code is null for an outsider who finds the group in search', async () => {
    const group = await createGroup({ name: 'Física abierta' });
    const joined = await join(student, { code: group.code.toLowerCase() });
    expect(joined.errors).toBeUndefined();
    expect(joined.data.joinStudyGroup).toMatchObject({
      studyGroup: { id: group.id, code: group.code, members: { totalCount: 2 } },
      studyGroupEdge: { node: { id: group.id } },
      joinRequest: null,
    });

    const found = await gql.graphql('{ publicStudyGroups(search: "abierta") { edges { node { id code viewerIsOwner } } } }', {}, outsider.token);
    expect(found.data.publicStudyGroups.edges).toEqual([{ node: { id: group.id, code: null, viewerIsOwner: false } }]);

    const again = await join(student, { code: group.code });
    expect(again.errors![0]).toMatchObject({ message: joinMessages.alreadyMember, extensions: { code: 'CONFLICT' } });
  });

  it('refuses an unknown code, a private group without its code and a replaced code, with Spanish messages', async () => {
    const unknown = await join(student, { code: 'NADA000000' });
    expect(unknown.errors![0]).toMatchObject({ message: joinMessages.unknownCode, extensions: { code: 'NOT_FOUND' } });

    const closed = await createGroup({ isPublic: false });
    const byId = await join(outsider, { studyGroupId: closed.id });
    expect(byId.errors![0]).toMatchObject({ message: joinMessages.codeOnly, extensions: { code: 'NOT_FOUND' } });
    const both = await join(outsider, {});
    expect(both.errors![0]).toMatchObject({ message: joinMessages.codeOrGroup, extensions: { code: 'BAD_USER_INPUT' } });

    const regenerate = 'mutation($input: RegenerateStudyGroupCodeInput!) { regenerateStudyGroupCode(input: $input) { studyGroup { code } } }';
    const byStudent = await gql.graphql(regenerate, { input: { id: closed.id } }, student.token);
    expect(byStudent.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const fresh = (await gql.graphql(regenerate, { input: { id: closed.id } }, teacher.token)).data.regenerateStudyGroupCode.studyGroup.code;
    expect(fresh).not.toBe(closed.code);
    expect((await join(outsider, { code: closed.code })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await join(outsider, { code: fresh })).errors).toBeUndefined();
  });

  it('a request waits; only the owner sees and decides it; approving makes a member and both sides are told', async () => {
    const group = await createGroup({ requiresRequest: true, name: 'Física con solicitud', memberIds: [classmate.profileId] });
    const teacherUnread = await unreadOf(teacher);
    const sent = await join(student, { code: group.code });
    expect(sent.errors).toBeUndefined();
    const request = sent.data.joinStudyGroup.joinRequest;
    expect(sent.data.joinStudyGroup.studyGroup).toBeNull();
    expect(request).toMatchObject({
      status: 'PENDING',
      studyGroup: { id: group.id, name: 'Física con solicitud', code: null },
      profile: { id: student.profileId },
    });
    expect(await unreadOf(teacher)).toBe(teacherUnread + 1);
    expect((await notificationsOf(teacher))[0]).toMatchObject({
      kind: 'JOIN_REQUESTED',
      message: `Sofia Vargas (${student.username}) solicitó unirse al grupo «Física con solicitud»`,
      studyGroup: { id: group.id },
      actor: { id: student.profileId },
    });

    const requestsQuery = `query($id: ID!) { node(id: $id) { ... on StudyGroup { joinRequests(status: PENDING) { edges { node { id profile { id } } } } } } }`;
    const asOwner = await gql.graphql(requestsQuery, { id: group.id }, teacher.token);
    expect(asOwner.data.node.joinRequests.edges).toEqual([{ node: { id: request.id, profile: { id: student.profileId } } }]);
    expect((await gql.graphql(requestsQuery, { id: group.id }, classmate.token)).data.node.joinRequests).toBeNull();

    // The student sees the state of their own request.
    const mine = await gql.graphql('{ viewer { joinRequests { edges { node { id status } } } } }', {}, student.token);
    expect(mine.data.viewer.joinRequests.edges).toContainEqual({ node: { id: request.id, status: 'PENDING' } });

    for (const person of [classmate, outsider, student]) {
      const refused = await decide('approveJoinRequest', person, request.id);
      expect(refused.errors![0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    }
    const approved = await decide('approveJoinRequest', teacher, request.id);
    expect(approved.data.approveJoinRequest).toMatchObject({ joinRequest: { status: 'APPROVED' }, studyGroup: { members: { totalCount: 3 } } });
    expect((await notificationsOf(student))[0]).toMatchObject({ kind: 'JOIN_APPROVED', studyGroup: { id: group.id, name: 'Física con solicitud' } });
    const twice = await decide('rejectJoinRequest', teacher, request.id);
    expect(twice.errors![0]).toMatchObject({ message: joinMessages.alreadyDecided, extensions: { code: 'CONFLICT' } });
  });
});

describe('notifications', () => {
  it('only the recipient reads or marks them', async () => {
    const [own] = await notificationsOf(student);
    const byNode = await gql.graphql('query($id: ID!) { node(id: $id) { id } }', { id: own.id }, classmate.token);
    expect(byNode.data.node).toBeNull();
    const mark =
      'mutation($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) { notifications { id readAt } unreadNotificationCount } }';
    const byOther = await gql.graphql(mark, { input: { ids: [own.id] } }, classmate.token);
    expect(byOther.errors![0]!.extensions!.code).toBe('NOT_FOUND');

    const before = await unreadOf(student);
    const marked = await gql.graphql(mark, { input: { ids: [own.id] } }, student.token);
    expect(marked.data.markNotificationsRead).toMatchObject({
      notifications: [{ id: own.id, readAt: expect.any(String) }],
      unreadNotificationCount: before - 1,
    });
    const all = await gql.graphql(mark, { input: {} }, student.token);
    expect(all.data.markNotificationsRead.unreadNotificationCount).toBe(0);
    expect(await notificationsOf(student, '(unreadOnly: true)')).toEqual([]);
  });

  it('arrive live over SSE to their recipient only', async () => {
    const selection = 'subscription { notificationAdded { id kind message studyGroup { id } actor { id } } }';
    const teacherStream = await gql.subscribe(selection, teacher.token);
    const classmateStream = await gql.subscribe(selection, classmate.token);
    expect(teacherStream.contentType).toContain('text/event-stream');
    try {
      const group = await createGroup({ requiresRequest: true, memberIds: [classmate.profileId] });
      // The classmate hears being added; the teacher (the actor) hears nothing of it.
      expect((await classmateStream.next()).data.notificationAdded).toMatchObject({ kind: 'ADDED_TO_GROUP', studyGroup: { id: group.id } });
      await join(outsider, { code: group.code });
      const event = await teacherStream.next();
      expect(event.data.notificationAdded).toMatchObject({ kind: 'JOIN_REQUESTED', studyGroup: { id: group.id }, actor: { id: outsider.profileId } });
      await expect(classmateStream.next(300)).rejects.toThrow('no event');
    } finally {
      teacherStream.close();
      classmateStream.close();
    }
  });

  it('refuses a subscription without a token', async () => {
    const anonymous = await gql.graphql('subscription { notificationAdded { id } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
