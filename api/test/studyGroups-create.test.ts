import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudyGroup } from '@aula/api';
import { createGroup, signUp, type OrError, type TestUser } from './helpers.js';
import * as fixture from './studyGroupsFixture.js';

// Creating, listing and reading study groups.

describe('study groups', () => {
  fixture.startStudyGroupsFixture();

  describe('create', () => {
    it('creates a group with the caller as owner and member, applying the defaults and normalising texts', async () => {
      const reply = await fixture.api.call<OrError<StudyGroup>>('POST', 'study-group/create', {
        token: fixture.owner.token,
        body: { name: '  Historia   del \t Perú  ', profilesId: [fixture.member.profileId] },
      });
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({
        name: 'Historia del Perú',
        description: null,
        groupPictureUrl: null,
        isActive: true,
        isPublic: true,
        requiresRequest: false,
        ownerId: fixture.owner.profileId,
      });
      expect(reply.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(reply.body.code).toEqual(expect.any(String));
      expect(reply.body.profilesId).toHaveLength(2);
      expect(reply.body.profilesId).toEqual(expect.arrayContaining([fixture.owner.profileId, fixture.member.profileId]));

      // The new member sees it, and it is stored as created.
      const read = await fixture.getOne(fixture.member, reply.body.id);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(reply.body);
    });

    it('keeps the given description (normalised) and switches, and accepts the own profile as ownerId', async () => {
      const reply = await fixture.api.call<OrError<StudyGroup>>('POST', 'study-group/create', {
        token: fixture.owner.token,
        body: {
          name: 'Química',
          description: '  Grupo   de\n repaso  ',
          isPublic: false,
          requiresRequest: true,
          ownerId: fixture.owner.profileId,
        },
      });
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({
        description: 'Grupo de repaso',
        isPublic: false,
        requiresRequest: true,
        ownerId: fixture.owner.profileId,
        profilesId: [fixture.owner.profileId],
      });
    });

    it.each([
      ['a two-letter name', 'ab'],
      ['a name that is two letters once trimmed', '  ab  '],
      ['an empty name', ''],
      ['a missing name', undefined],
    ])('refuses %s with the spec message', async (_label, name) => {
      const reply = await fixture.api.call('POST', 'study-group/create', { token: fixture.owner.token, body: { name, description: 'x' } });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message: fixture.createNameMessage });
    });

    it('refuses an ownerId that is not the caller with 403 and creates nothing', async () => {
      const before = await fixture.getAll(fixture.member);
      const reply = await fixture.api.call('POST', 'study-group/create', {
        token: fixture.member.token,
        body: { name: 'Grupo ajeno', ownerId: fixture.owner.profileId },
      });
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ statusCode: 403, message: fixture.forbiddenMessage });
      expect((await fixture.getAll(fixture.member)).body).toEqual(before.body);
    });

    it('refuses an unknown member profile id with 400 and creates nothing', async () => {
      const before = await fixture.getAll(fixture.owner);
      const reply = await fixture.api.call('POST', 'study-group/create', {
        token: fixture.owner.token,
        body: { name: 'Grupo fantasma', profilesId: [randomUUID()] },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toEqual(expect.any(String));
      expect((await fixture.getAll(fixture.owner)).body.map((g) => g.id)).toEqual(before.body.map((g) => g.id));
    });

    it('needs a token', async () => {
      const reply = await fixture.api.call('POST', 'study-group/create', { body: { name: 'Sin sesión' } });
      expect(reply.status).toBe(401);
    });
  });

  describe('listing', () => {
    let lister: TestUser;
    let viewer: TestUser;
    const groups: StudyGroup[] = [];

    beforeAll(async () => {
      // Two fresh users so the lists hold exactly what this block creates.
      lister = await signUp(fixture.api, { firstName: 'Lidia', lastName: 'Paz' });
      viewer = await signUp(fixture.api, { firstName: 'Víctor', lastName: 'Ruiz' });
      for (const name of ['Grupo uno', 'Grupo dos', 'Grupo tres', 'Grupo cuatro', 'Grupo cinco']) {
        groups.push((await createGroup(fixture.api, lister, [], { name })) as StudyGroup);
      }
      // viewer belongs to the first and the third only
      await fixture.api.call('PATCH', 'study-group/addMembers', {
        token: lister.token,
        body: { groupId: groups[0]!.id, profilesId: [viewer.profileId] },
      });
      await fixture.api.call('PATCH', 'study-group/addMembers', {
        token: lister.token,
        body: { groupId: groups[2]!.id, profilesId: [viewer.profileId] },
      });
      const off = await fixture.api.call('PATCH', `study-group/deactivate/${groups[4]!.id}`, { token: lister.token });
      expect(off.status).toBe(200);
    });

    it('getAll lists only the groups the caller belongs to', async () => {
      const all = await fixture.getAll(lister);
      expect(all.status).toBe(200);
      expect(all.body.map((g) => g.name)).toEqual(['Grupo uno', 'Grupo dos', 'Grupo tres', 'Grupo cuatro', 'Grupo cinco']);

      const theirs = await fixture.getAll(viewer);
      expect(theirs.body.map((g) => g.id)).toEqual([groups[0]!.id, groups[2]!.id]);

      const none = await fixture.getAll(fixture.outsider);
      expect(none.status).toBe(200);
      for (const group of groups) expect(none.body.map((g) => g.id)).not.toContain(group.id);
    });

    it('getAll filters by isActive', async () => {
      const active = await fixture.getAll(lister, '?isActive=true');
      expect(active.body.map((g) => g.name)).toEqual(['Grupo uno', 'Grupo dos', 'Grupo tres', 'Grupo cuatro']);
      const inactive = await fixture.getAll(lister, '?isActive=false');
      expect(inactive.body.map((g) => g.id)).toEqual([groups[4]!.id]);
      expect(inactive.body[0]!.isActive).toBe(false);
    });

    it('getAll with ids= returns exactly the asked groups the caller belongs to', async () => {
      const ids = [groups[3]!.id, groups[1]!.id].join(',');
      const reply = await fixture.getAll(lister, `?ids=${ids}`);
      expect(reply.status).toBe(200);
      expect(reply.body.map((g) => g.id).sort()).toEqual([groups[1]!.id, groups[3]!.id].sort());

      // A group the caller does not belong to is left out, not leaked.
      const mixed = await fixture.getAll(viewer, `?ids=${groups[0]!.id},${groups[1]!.id}`);
      expect(mixed.body.map((g) => g.id)).toEqual([groups[0]!.id]);

      const bad = await fixture.getAll(lister, '?ids=no-es-un-id');
      expect(bad.status).toBe(400);
    });

    it('getAll pages with limit and the X-Next-Cursor header', async () => {
      const first = await fixture.getAll(lister, '?limit=2');
      expect(first.body.map((g) => g.name)).toEqual(['Grupo uno', 'Grupo dos']);
      const cursor1 = first.headers.get('x-next-cursor');
      expect(cursor1).toBeTruthy();

      const second = await fixture.getAll(lister, `?limit=2&cursor=${cursor1}`);
      expect(second.body.map((g) => g.name)).toEqual(['Grupo tres', 'Grupo cuatro']);
      const cursor2 = second.headers.get('x-next-cursor');
      expect(cursor2).toBeTruthy();

      const last = await fixture.getAll(lister, `?limit=2&cursor=${cursor2}`);
      expect(last.body.map((g) => g.name)).toEqual(['Grupo cinco']);
      expect(last.headers.get('x-next-cursor')).toBeNull();

      // A page that ends exactly at the last row says there is no more.
      const exact = await fixture.getAll(lister, '?limit=5');
      expect(exact.body).toHaveLength(5);
      expect(exact.headers.get('x-next-cursor')).toBeNull();

      expect((await fixture.getAll(lister, '?limit=0')).status).toBe(400);
      const badCursor = await fixture.getAll(lister, `?cursor=${Buffer.from('xyz').toString('base64url')}`);
      expect(badCursor.status).toBe(400);
      expect(badCursor.body.message).toBe('El cursor no es válido');
    });

    it('getByMember lists the own active groups and refuses another profile', async () => {
      const mine = await fixture.api.call<OrError<StudyGroup[]>>('GET', `study-group/getByMember/${lister.profileId}`, { token: lister.token });
      expect(mine.status).toBe(200);
      expect(mine.body.map((g) => g.name)).toEqual(['Grupo uno', 'Grupo dos', 'Grupo tres', 'Grupo cuatro']);

      const theirs = await fixture.api.call<OrError<StudyGroup[]>>('GET', `study-group/getByMember/${viewer.profileId}`, { token: viewer.token });
      expect(theirs.body.map((g) => g.id)).toEqual([groups[0]!.id, groups[2]!.id]);

      const other = await fixture.api.call('GET', `study-group/getByMember/${viewer.profileId}`, { token: lister.token });
      expect(other.status).toBe(403);
      expect(other.body.message).toBe(fixture.forbiddenMessage);
    });
  });

  describe('getOne', () => {
    let group: StudyGroup;
    fixture.groupBeforeAll({ name: 'Física' }, (created) => (group = created));

    it('serves the group to the owner and to a member', async () => {
      for (const user of [fixture.owner, fixture.member]) {
        const reply = await fixture.getOne(user, group.id);
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({ id: group.id, name: 'Física', ownerId: fixture.owner.profileId });
      }
    });

    it('refuses an outsider with 403 and the spec message', async () => {
      const reply = await fixture.getOne(fixture.outsider, group.id);
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ statusCode: 403, error: 'Forbidden', message: fixture.forbiddenMessage });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await fixture.getOne(fixture.owner, randomUUID());
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ statusCode: 404, error: 'Not Found', message: fixture.notFoundMessage });
      expect((await fixture.getOne(fixture.owner, 'abc')).status).toBe(400);
    });
  });
});
