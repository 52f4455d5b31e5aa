import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StudyGroup } from '@aula/api';
import { tinyPng, type OrError } from './helpers.js';
import * as fixture from './studyGroupsFixture.js';

// Updating study groups, their members, deactivating them and their pictures.

describe('study groups', () => {
  fixture.startStudyGroupsFixture();

  describe('update', () => {
    let group: StudyGroup;
    fixture.groupBeforeAll({ name: 'Biología', description: 'Células' }, (created) => (group = created));

    it('lets the owner change name and description, normalised, keeping what is not sent', async () => {
      const reply = await fixture.api.call<OrError<StudyGroup>>('PATCH', `study-group/update/${group.id}`, {
        token: fixture.owner.token,
        body: { id: group.id, name: '  Biología   celular ', description: ' Tejidos   y  células ' },
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ name: 'Biología celular', description: 'Tejidos y células', isPublic: true });
      expect(reply.body.profilesId).toEqual(group.profilesId);

      const partial = await fixture.api.call<OrError<StudyGroup>>('PATCH', `study-group/update/${group.id}`, {
        token: fixture.owner.token,
        body: { isPublic: false },
      });
      expect(partial.status).toBe(200);
      expect(partial.body).toMatchObject({ name: 'Biología celular', description: 'Tejidos y células', isPublic: false });
      expect((await fixture.getOne(fixture.member, group.id)).body).toEqual(partial.body);
    });

    it.each([['ab'], ['   ab  '], ['']])('refuses the name %j with the edit message', async (name) => {
      const reply = await fixture.api.call('PATCH', `study-group/update/${group.id}`, { token: fixture.owner.token, body: { name } });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(fixture.editNameMessage);
    });

    it('refuses a body id that differs from the path', async () => {
      const reply = await fixture.api.call('PATCH', `study-group/update/${group.id}`, {
        token: fixture.owner.token,
        body: { id: randomUUID(), name: 'Otro' },
      });
      expect(reply.status).toBe(400);
    });

    it('refuses a member and an outsider with 403 and leaves the group as it was', async () => {
      const before = (await fixture.getOne(fixture.owner, group.id)).body;
      for (const user of [fixture.member, fixture.outsider]) {
        const reply = await fixture.api.call('PATCH', `study-group/update/${group.id}`, { token: user.token, body: { name: 'Tomado' } });
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(fixture.forbiddenMessage);
      }
      expect((await fixture.getOne(fixture.owner, group.id)).body).toEqual(before);
    });

    it('answers 404 for an unknown group', async () => {
      const reply = await fixture.api.call('PATCH', `study-group/update/${randomUUID()}`, { token: fixture.owner.token, body: { name: 'Nadie' } });
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(fixture.notFoundMessage);
    });
  });

  describe('members', () => {
    let group: StudyGroup;
    fixture.groupBeforeAll({ name: 'Geografía' }, (created) => (group = created));

    it('lets the owner add members (repeats ignored); the new member can then read the group', async () => {
      expect((await fixture.getOne(fixture.extra, group.id)).status).toBe(403);
      const reply = await fixture.api.call<OrError<StudyGroup>>('PATCH', 'study-group/addMembers', {
        token: fixture.owner.token,
        body: { groupId: group.id, profilesId: [fixture.extra.profileId, fixture.extra.profileId, fixture.member.profileId] },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.profilesId).toHaveLength(3);
      expect(reply.body.profilesId).toEqual(expect.arrayContaining([fixture.owner.profileId, fixture.member.profileId, fixture.extra.profileId]));
      expect((await fixture.getOne(fixture.extra, group.id)).status).toBe(200);
      expect((await fixture.getAll(fixture.extra)).body.map((g) => g.id)).toContain(group.id);
    });

    it('refuses an unknown profile id with 400 and adds nobody', async () => {
      const before = (await fixture.getOne(fixture.owner, group.id)).body.profilesId;
      const reply = await fixture.api.call('PATCH', 'study-group/addMembers', {
        token: fixture.owner.token,
        body: { groupId: group.id, profilesId: [fixture.outsider.profileId, randomUUID()] },
      });
      expect(reply.status).toBe(400);
      expect((await fixture.getOne(fixture.owner, group.id)).body.profilesId).toEqual(before);
    });

    it('refuses an empty list of members', async () => {
      const reply = await fixture.api.call('PATCH', 'study-group/addMembers', {
        token: fixture.owner.token,
        body: { groupId: group.id, profilesId: [] },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toEqual(expect.any(String));
    });

    it('refuses a member and an outsider adding members with 403', async () => {
      const before = (await fixture.getOne(fixture.owner, group.id)).body.profilesId;
      for (const user of [fixture.member, fixture.outsider]) {
        const reply = await fixture.api.call('PATCH', 'study-group/addMembers', {
          token: user.token,
          body: { groupId: group.id, profilesId: [fixture.outsider.profileId] },
        });
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(fixture.forbiddenMessage);
      }
      expect((await fixture.getOne(fixture.owner, group.id)).body.profilesId).toEqual(before);
    });

    it('refuses a member and an outsider removing a member with 403', async () => {
      for (const user of [fixture.member, fixture.outsider]) {
        const reply = await fixture.api.call('DELETE', 'study-group/removeMember', {
          token: user.token,
          body: { groupId: group.id, profileId: fixture.extra.profileId },
        });
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(fixture.forbiddenMessage);
      }
      expect((await fixture.getOne(fixture.owner, group.id)).body.profilesId).toContain(fixture.extra.profileId);
    });

    it('refuses removing the owner with 400', async () => {
      const reply = await fixture.api.call('DELETE', 'study-group/removeMember', {
        token: fixture.owner.token,
        body: { groupId: group.id, profileId: fixture.owner.profileId },
      });
      expect(reply.status).toBe(400);
      expect((await fixture.getOne(fixture.owner, group.id)).body.profilesId).toContain(fixture.owner.profileId);
    });

    it('lets the owner remove a member, who then loses access', async () => {
      const reply = await fixture.api.call<OrError<StudyGroup>>('DELETE', 'study-group/removeMember', {
        token: fixture.owner.token,
        body: { groupId: group.id, profileId: fixture.extra.profileId },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.profilesId).not.toContain(fixture.extra.profileId);
      expect(reply.body.profilesId).toEqual(expect.arrayContaining([fixture.owner.profileId, fixture.member.profileId]));
      const read = await fixture.getOne(fixture.extra, group.id);
      expect(read.status).toBe(403);
      expect((await fixture.getAll(fixture.extra)).body.map((g) => g.id)).not.toContain(group.id);

      // Removing someone who is no longer a member finds nothing.
      const again = await fixture.api.call('DELETE', 'study-group/removeMember', {
        token: fixture.owner.token,
        body: { groupId: group.id, profileId: fixture.extra.profileId },
      });
      expect(again.status).toBe(404);
    });
  });

  describe('deactivate', () => {
    let group: StudyGroup;
    fixture.groupBeforeAll({ name: 'Literatura' }, (created) => (group = created));

    it('refuses a member and an outsider with 403 and the group stays active', async () => {
      for (const user of [fixture.member, fixture.outsider]) {
        const reply = await fixture.api.call('PATCH', `study-group/deactivate/${group.id}`, { token: user.token });
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(fixture.forbiddenMessage);
      }
      expect((await fixture.getOne(fixture.owner, group.id)).body.isActive).toBe(true);
    });

    it('lets the owner deactivate: the group leaves the active lists but is kept', async () => {
      expect((await fixture.getAll(fixture.member, '?isActive=true')).body.map((g) => g.id)).toContain(group.id);
      const reply = await fixture.api.call<OrError<StudyGroup>>('PATCH', `study-group/deactivate/${group.id}`, { token: fixture.owner.token });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ id: group.id, isActive: false, name: 'Literatura' });

      for (const user of [fixture.owner, fixture.member]) {
        expect((await fixture.getAll(user, '?isActive=true')).body.map((g) => g.id)).not.toContain(group.id);
        expect((await fixture.getAll(user, '?isActive=false')).body.map((g) => g.id)).toContain(group.id);
        const byMember = await fixture.api.call<OrError<StudyGroup[]>>('GET', `study-group/getByMember/${user.profileId}`, { token: user.token });
        expect(byMember.body.map((g) => g.id)).not.toContain(group.id);
      }
      // Soft delete: still readable, inactive.
      expect((await fixture.getOne(fixture.owner, group.id)).body.isActive).toBe(false);
    });

    it('answers 404 for an unknown group', async () => {
      const reply = await fixture.api.call('PATCH', `study-group/deactivate/${randomUUID()}`, { token: fixture.owner.token });
      expect(reply.status).toBe(404);
    });
  });

  describe('uploadPicture', () => {
    let group: StudyGroup;
    fixture.groupBeforeAll({ name: 'Arte' }, (created) => (group = created));

    const form = (bytes: Buffer, filename: string, type: string) => {
      const data = new FormData();
      data.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
      return data;
    };

    it('stores a real PNG for the owner and serves it from the storage prefix (GET and HEAD)', async () => {
      const reply = await fixture.api.call<OrError<StudyGroup>>('POST', `study-group/uploadPicture/${group.id}`, {
        token: fixture.owner.token,
        body: form(tinyPng, 'foto.png', 'image/png'),
      });
      expect(reply.status).toBe(200);
      const url = reply.body.groupPictureUrl!;
      expect(url).toMatch(/^\/storage\/[0-9a-f-]{36}\.png$/);
      expect((await fixture.getOne(fixture.member, group.id)).body.groupPictureUrl).toBe(url);

      // Public: no token needed.
      const image = await fetch(fixture.api.origin + url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer()).equals(tinyPng)).toBe(true);

      const head = await fetch(fixture.api.origin + url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe('image/png');
    });

    it('refuses a text file named .png with 415 and keeps the picture', async () => {
      const before = (await fixture.getOne(fixture.owner, group.id)).body.groupPictureUrl;
      const reply = await fixture.api.call('POST', `study-group/uploadPicture/${group.id}`, {
        token: fixture.owner.token,
        body: form(Buffer.from('esto no es una imagen, solo texto\n'), 'foto.png', 'image/png'),
      });
      expect(reply.status).toBe(415);
      expect(reply.body.message).toEqual(expect.any(String));
      expect((await fixture.getOne(fixture.owner, group.id)).body.groupPictureUrl).toBe(before);
    });

    it('refuses a member with 403 and keeps the picture', async () => {
      const before = (await fixture.getOne(fixture.owner, group.id)).body.groupPictureUrl;
      const reply = await fixture.api.call('POST', `study-group/uploadPicture/${group.id}`, {
        token: fixture.member.token,
        body: form(tinyPng, 'foto.png', 'image/png'),
      });
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(fixture.forbiddenMessage);
      expect((await fixture.getOne(fixture.owner, group.id)).body.groupPictureUrl).toBe(before);
    });
  });
});
