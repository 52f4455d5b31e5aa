import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN,
  NOT_FOUND,
  UNAUTHENTICATED,
  badInput,
  forge,
  groupSelection,
  h,
  memberIdsOf,
  missing,
  mutate,
  outsider,
  refuses,
  refusesAllButOwner,
  startSuite,
  student,
  teacher,
} from './mutationSuite.js';

// The study group mutations on their success paths and on their error codes, with the product's Spanish messages.

let group: string;
let emptyGroup: string;

startSuite({ people: true });

describe('createStudyGroup', () => {
  it('creates a group owned by the viewer, with members, normalised name and defaults', async () => {
    const payload = await mutate(
      'createStudyGroup',
      { name: '  Matemática   básica ', description: 'Álgebra y números', memberIds: [student.profileId] },
      `${groupSelection} studyGroupEdge { cursor node { id } }`,
      teacher.token,
    );
    expect(payload.studyGroup).toMatchObject({
      name: 'Matemática básica',
      description: 'Álgebra y números',
      isActive: true,
      isPublic: true,
      requiresRequest: false,
      viewerIsOwner: true,
      owner: { id: teacher.profileId },
      members: { totalCount: 2 },
    });
    expect(payload.studyGroup.code).toMatch(/^\w{6,}$/);
    expect(memberIdsOf(payload.studyGroup)).toEqual([teacher.profileId, student.profileId]);
    expect(payload.studyGroupEdge.node.id).toBe(payload.studyGroup.id);
    expect(typeof payload.studyGroupEdge.cursor).toBe('string');
    group = payload.studyGroup.id;

    const empty = await mutate('createStudyGroup', { name: 'Sin miembros', isPublic: false, requiresRequest: true }, groupSelection, teacher.token);
    expect(empty.studyGroup).toMatchObject({ description: null, isPublic: false, requiresRequest: true, members: { totalCount: 1 } });
    emptyGroup = empty.studyGroup.id;
  });

  it('BAD_USER_INPUT for a short name or an unknown member; NOT_FOUND for a forged member id; UNAUTHENTICATED', async () => {
    await refuses('createStudyGroup', { name: 'ab' }, teacher.token, badInput('Necesita tener 3 caracteres como mínimo'));
    await refuses('createStudyGroup', { name: '   a     ' }, teacher.token, badInput('Necesita tener 3 caracteres como mínimo'));
    await refuses(
      'createStudyGroup',
      { name: 'Grupo', memberIds: [missing('Profile')] },
      teacher.token,
      badInput('Alguno de los perfiles no existe'),
    );
    await refuses('createStudyGroup', { name: 'Grupo', memberIds: ['basura'] }, teacher.token, NOT_FOUND);
    await refuses('createStudyGroup', { name: 'Grupo', memberIds: [group] }, teacher.token, NOT_FOUND);
    await refuses('createStudyGroup', { name: 'Grupo' }, undefined, UNAUTHENTICATED);
  });
});

describe('updateStudyGroup', () => {
  it('changes the fields given and keeps the others', async () => {
    const payload = await mutate('updateStudyGroup', { id: group, name: '  Matemática   avanzada', isPublic: false }, groupSelection, teacher.token);
    expect(payload.studyGroup).toMatchObject({
      id: group,
      name: 'Matemática avanzada',
      description: 'Álgebra y números',
      isPublic: false,
      requiresRequest: false,
    });
    const cleared = await mutate('updateStudyGroup', { id: group, description: null, isPublic: true }, groupSelection, teacher.token);
    expect(cleared.studyGroup).toMatchObject({ name: 'Matemática avanzada', description: null, isPublic: true });
  });

  it('FORBIDDEN for a member and an outsider, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    await refuses('updateStudyGroup', { id: group, name: 'Mío ahora' }, student.token, FORBIDDEN);
    await refuses('updateStudyGroup', { id: group, name: 'Mío ahora' }, outsider.token, FORBIDDEN);
    await refuses('updateStudyGroup', { id: missing('StudyGroup'), name: 'Nada' }, teacher.token, NOT_FOUND);
    await refuses('updateStudyGroup', { id: forge('Assignment:' + randomUUID()), name: 'Nada' }, teacher.token, NOT_FOUND);
    await refuses('updateStudyGroup', { id: group, name: 'ab' }, teacher.token, badInput('Debe tener mínimo 3 caracteres'));
    await refuses('updateStudyGroup', { id: group, name: 'Nada' }, undefined, UNAUTHENTICATED);
  });
});

describe('addStudyGroupMembers and removeStudyGroupMember', () => {
  it('adds members and returns their edges', async () => {
    const payload = await mutate(
      'addStudyGroupMembers',
      { id: emptyGroup, memberIds: [student.profileId, outsider.profileId] },
      `${groupSelection} memberEdges { cursor node { id username } }`,
      teacher.token,
    );
    expect(memberIdsOf(payload.studyGroup)).toEqual([teacher.profileId, student.profileId, outsider.profileId]);
    expect(payload.memberEdges.map((e: any) => e.node.id)).toEqual([student.profileId, outsider.profileId]);
  });

  it('removes a member', async () => {
    const payload = await mutate(
      'removeStudyGroupMember',
      { id: emptyGroup, profileId: outsider.profileId },
      `${groupSelection} removedProfileId`,
      teacher.token,
    );
    expect(payload.removedProfileId).toBe(outsider.profileId);
    expect(memberIdsOf(payload.studyGroup)).toEqual([teacher.profileId, student.profileId]);
  });

  it('addStudyGroupMembers: FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    await refuses('addStudyGroupMembers', { id: group, memberIds: [outsider.profileId] }, student.token, FORBIDDEN);
    await refuses('addStudyGroupMembers', { id: group, memberIds: [outsider.profileId] }, outsider.token, FORBIDDEN);
    await refuses('addStudyGroupMembers', { id: missing('StudyGroup'), memberIds: [outsider.profileId] }, teacher.token, NOT_FOUND);
    await refuses('addStudyGroupMembers', { id: group, memberIds: [] }, teacher.token, badInput('Seleccione al menos un usuario'));
    await refuses(
      'addStudyGroupMembers',
      { id: group, memberIds: [missing('Profile')] },
      teacher.token,
      badInput('Alguno de los perfiles no existe'),
    );
    await refuses('addStudyGroupMembers', { id: group, memberIds: [outsider.profileId] }, undefined, UNAUTHENTICATED);
  });

  it('removeStudyGroupMember: FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    await refuses('removeStudyGroupMember', { id: emptyGroup, profileId: student.profileId }, student.token, FORBIDDEN);
    await refuses('removeStudyGroupMember', { id: emptyGroup, profileId: student.profileId }, outsider.token, FORBIDDEN);
    // Not a member (any more).
    await refuses('removeStudyGroupMember', { id: emptyGroup, profileId: outsider.profileId }, teacher.token, NOT_FOUND);
    await refuses('removeStudyGroupMember', { id: missing('StudyGroup'), profileId: student.profileId }, teacher.token, NOT_FOUND);
    await refuses(
      'removeStudyGroupMember',
      { id: emptyGroup, profileId: teacher.profileId },
      teacher.token,
      badInput('No se puede eliminar al propietario del grupo'),
    );
    await refuses('removeStudyGroupMember', { id: emptyGroup, profileId: student.profileId }, undefined, UNAUTHENTICATED);
  });
});

describe('deactivateStudyGroup', () => {
  it('FORBIDDEN for a member and an outsider, NOT_FOUND, UNAUTHENTICATED', async () => {
    await refusesAllButOwner('deactivateStudyGroup', { id: emptyGroup }, { id: missing('StudyGroup') });
  });

  it("soft-deletes the group: it leaves the members' lists", async () => {
    const payload = await mutate(
      'deactivateStudyGroup',
      { id: emptyGroup },
      `studyGroup { id isActive name } deactivatedStudyGroupId`,
      teacher.token,
    );
    expect(payload).toEqual({ studyGroup: { id: emptyGroup, isActive: false, name: 'Sin miembros' }, deactivatedStudyGroupId: emptyGroup });
    for (const person of [teacher, student]) {
      const data = (await h.graphql('{ viewer { studyGroups { edges { node { id } } } } }', {}, person.token)).data;
      expect(data.viewer.studyGroups.edges.map((e: any) => e.node.id)).toEqual([group]);
    }
  });
});
