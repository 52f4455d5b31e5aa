import { joinMessages } from '@aula/common';
import { describe, expect, it } from 'vitest';
import { joiningProduct, type Person } from './joiningHarness.js';

// Joining that strangers cannot abuse through the gateway on a real api: the limit on tries,
// removal that keeps a student out, MEMBER_JOINED delivered live, leaveStudyGroup and cancelJoinRequest, the 24-hour
// wait after a rejection, and one answer for every code that opens nothing.

const {
  gql,
  people: [teacher, student],
} = joiningProduct('Tamara', 'Simon');

const createGroup = (input: Record<string, unknown>) => gql.createGroup(teacher, { name: 'Lenguaje 3A', ...input });

const join = (person: Person, input: Record<string, unknown>) =>
  gql.graphql(
    'mutation($input: JoinStudyGroupInput!) { joinStudyGroup(input: $input) { studyGroup { id } joinRequest { id status } } }',
    { input },
    person.token,
  );
const leave = (person: Person, studyGroupId: string) =>
  gql.graphql(
    'mutation($input: LeaveStudyGroupInput!) { leaveStudyGroup(input: $input) { studyGroup { id name code members { totalCount } } leftStudyGroupId } }',
    { input: { studyGroupId } },
    person.token,
  );
const cancel = (person: Person, id: string) =>
  gql.graphql(
    'mutation($input: CancelJoinRequestInput!) { cancelJoinRequest(input: $input) { joinRequest { id status decidedAt } cancelledJoinRequestId } }',
    { input: { id } },
    person.token,
  );
const myGroups = async (person: Person) =>
  (await gql.graphql('{ viewer { studyGroups { edges { node { id } } } } }', {}, person.token)).data.viewer.studyGroups.edges.map(
    (e: any) => e.node.id,
  ) as string[];

describe('joining', () => {
  it('tells the owner live when someone joins (MEMBER_JOINED), naming the student and the group', async () => {
    const group = await createGroup({ name: 'Lenguaje abierto' });
    const stream = await gql.subscribe('subscription { notificationAdded { kind message studyGroup { id } actor { id } } }', teacher.token);
    expect((await join(student, { studyGroupId: group.id })).errors).toBeUndefined();
    const event = await stream.next();
    stream.close();
    expect(event.data.notificationAdded).toEqual({
      kind: 'MEMBER_JOINED',
      message: `Simon Vargas (${student.username}) se unió al grupo «Lenguaje abierto»`,
      studyGroup: { id: group.id },
      actor: { id: student.profileId },
    });
  });

  it('a removed student asks, and waits for the owner, until the owner adds them back', async () => {
    const group = await createGroup({ memberIds: [student.profileId] });
    await gql.graphql(
      'mutation($input: RemoveStudyGroupMemberInput!) { removeStudyGroupMember(input: $input) { removedProfileId } }',
      { input: { id: group.id, profileId: student.profileId } },
      teacher.token,
    );
    const asked = await join(student, { code: group.code });
    expect(asked.data.joinStudyGroup).toMatchObject({ studyGroup: null, joinRequest: { status: 'PENDING' } });
  });

  it('an unknown code and a deactivated group’s code get the same answer', async () => {
    const group = await createGroup({});
    await gql.graphql(
      'mutation($input: DeactivateStudyGroupInput!) { deactivateStudyGroup(input: $input) { deactivatedStudyGroupId } }',
      { input: { id: group.id } },
      teacher.token,
    );
    const deactivated = await join(student, { code: group.code });
    const unknown = await join(student, { code: 'NADA000000' });
    expect(unknown.errors![0]).toMatchObject({ message: joinMessages.unknownCode, extensions: { code: 'NOT_FOUND' } });
    expect(deactivated.errors).toEqual(unknown.errors);
  });

  it('by id, an unknown group, a private one and a deactivated one get the same answer, which claims none exists', async () => {
    const closed = await createGroup({ isPublic: false });
    const gone = await createGroup({});
    await gql.graphql(
      'mutation($input: DeactivateStudyGroupInput!) { deactivateStudyGroup(input: $input) { deactivatedStudyGroupId } }',
      { input: { id: gone.id } },
      teacher.token,
    );
    const unknownId = Buffer.from('StudyGroup:00000000-0000-4000-8000-000000000000').toString('base64url');
    const [privateOne, deactivated, unknown, forged] = await Promise.all(
      [closed.id, gone.id, unknownId, 'no-es-un-id'].map(async (studyGroupId) => (await join(student, { studyGroupId })).errors),
    );
    expect(privateOne![0]).toMatchObject({
      message: 'No puede unirse a este grupo por su identificador: únase con el código que comparte el docente',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(deactivated).toEqual(privateOne);
    expect(unknown).toEqual(privateOne);
    expect(forged).toEqual(privateOne);
  });

  it('past 10 tries within 15 minutes an account waits: TOO_MANY_REQUESTS with the wait in Spanish', async () => {
    const guesser = await gql.signUp('Gaspar');
    for (let i = 0; i < 10; i += 1) expect((await join(guesser, { code: `NADA00000${i}` })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const refused = await join(guesser, { code: 'NADA000010' });
    expect(refused.errors![0]!.extensions!.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors![0]!.message).toMatch(/^Demasiados intentos de unirse\. Inténtelo de nuevo en 1[45] minutos\.$/);
  });
});

describe('ways out', () => {
  it('leaveStudyGroup: a member added by the owner leaves; the owner cannot; a second time is NOT_FOUND', async () => {
    const group = await createGroup({ memberIds: [student.profileId] });
    const left = await leave(student, group.id);
    expect(left.errors).toBeUndefined();
    expect(left.data.leaveStudyGroup).toEqual({
      studyGroup: { id: group.id, name: 'Lenguaje 3A', code: null, members: { totalCount: 0 } },
      leftStudyGroupId: group.id,
    });
    expect(await myGroups(student)).not.toContain(group.id);

    const byOwner = await leave(teacher, group.id);
    expect(byOwner.errors![0]).toMatchObject({ message: joinMessages.ownerCannotLeave, extensions: { code: 'CONFLICT' } });
    const again = await leave(student, group.id);
    expect(again.errors![0]).toMatchObject({ message: joinMessages.notAMember, extensions: { code: 'NOT_FOUND' } });
  });

  it('cancelJoinRequest: the requester withdraws; nobody else can; then a rejection makes them wait a day', async () => {
    const group = await createGroup({ requiresRequest: true });
    const first = (await join(student, { code: group.code })).data.joinStudyGroup.joinRequest;
    expect((await cancel(teacher, first.id)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const cancelled = await cancel(student, first.id);
    expect(cancelled.data.cancelJoinRequest).toEqual({
      joinRequest: { id: first.id, status: 'CANCELLED', decidedAt: expect.any(String) },
      cancelledJoinRequestId: first.id,
    });

    const second = (await join(student, { code: group.code })).data.joinStudyGroup.joinRequest;
    await gql.graphql(
      'mutation($input: RejectJoinRequestInput!) { rejectJoinRequest(input: $input) { joinRequest { status } } }',
      { input: { id: second.id } },
      teacher.token,
    );
    const third = await join(student, { code: group.code });
    expect(third.errors![0]).toMatchObject({ message: joinMessages.rejectedRecently(24 * 3600), extensions: { code: 'CONFLICT' } });
  });
});
