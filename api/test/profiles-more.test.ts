import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicProfile } from '@aula/api';
import { addQuestion, createAssignment, sampleQuestions, tinyPng, type TestUser } from './helpers.js';
import { api, forbidden, groupId, ids, member, notFound, outsider, owner, searchable, sorted, startProfilesFixture } from './profilesFixture.js';

// Profiles but some, profiles with attempts at an assignment, and profile pictures.

startProfilesFixture();

describe('GET profile/getAllExcept', () => {
  it('lists every profile but the given ones', async () => {
    const reply = await api.call<PublicProfile[]>('GET', `profile/getAllExcept?profileIds=${owner.profileId},${member.profileId}&limit=1000`, {
      token: member.token,
    });
    expect(reply.status).toBe(200);
    const listed = ids(reply.body);
    expect(listed).not.toContain(owner.profileId);
    expect(listed).not.toContain(member.profileId);
    for (const user of [outsider, ...searchable]) expect(listed).toContain(user.profileId);
  });

  it('combines with a name search (the member picker)', async () => {
    const reply = await api.call<PublicProfile[]>('GET', `profile/getAllExcept?profileIds=${searchable[5]!.profileId}&username=buscable`, {
      token: member.token,
    });
    expect(ids(reply.body)).toEqual(sorted(...searchable.slice(0, 5)));
  });

  it('answers 400 without profileIds', async () => {
    const reply = await api.call('GET', 'profile/getAllExcept', { token: member.token });
    expect(reply.status).toBe(400);
  });
});

describe('GET profile/getProfilesWithAttempts/{assignmentId}', () => {
  let assignmentId: string;
  let questionId: string;
  beforeAll(async () => {
    assignmentId = (await createAssignment(api, owner, groupId)).id;
    questionId = (await addQuestion(api, owner, assignmentId, sampleQuestions.TRUE_OR_FALSE)).id;
  });

  const submit = (user: TestUser) =>
    api.call('POST', 'assignments/submit', {
      token: user.token,
      body: { assignmentId, clientSubmissionId: randomUUID(), answers: [{ questionId, trueOrFalseAnswer: true }] },
    });

  it('lists, to the owner, each student who submitted an attempt, once', async () => {
    const before = await api.call('GET', `profile/getProfilesWithAttempts/${assignmentId}`, { token: owner.token });
    expect(before.status).toBe(200);
    expect(before.body).toEqual([]);

    expect((await submit(member)).status).toBe(201);
    expect((await submit(member)).status).toBe(201);

    const after = await api.call('GET', `profile/getProfilesWithAttempts/${assignmentId}`, { token: owner.token });
    expect(after.status).toBe(200);
    expect(after.body).toEqual([{ id: member.profileId, username: member.username }]);
  });

  it('answers 403 to a member and to an outsider', async () => {
    for (const viewer of [member, outsider]) {
      const reply = await api.call('GET', `profile/getProfilesWithAttempts/${assignmentId}`, { token: viewer.token });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(forbidden);
    }
  });

  it('answers 404 for an unknown assignment and 400 for a malformed id', async () => {
    const unknown = await api.call('GET', `profile/getProfilesWithAttempts/${randomUUID()}`, { token: owner.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(notFound);
    const malformed = await api.call('GET', 'profile/getProfilesWithAttempts/123', { token: owner.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("El campo 'assignmentId' no es un identificador válido");
  });
});

describe('POST profile/uploadPicture', () => {
  const form = (bytes: Buffer | string, type = 'image/png', name = 'foto.png') => {
    const data = new FormData();
    data.append('image', new Blob([bytes], { type }), name);
    return data;
  };

  it('stores a PNG as the profile picture and serves its bytes publicly', async () => {
    const reply = await api.call('POST', 'profile/uploadPicture', { token: outsider.token, body: form(tinyPng) });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: outsider.profileId, userId: outsider.userId });
    const url: string = reply.body.profilePictureUrl;
    expect(url).toMatch(/^\/storage\/[0-9a-f-]{36}\.png$/);

    const image = await fetch(api.origin + url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/png/);
    expect(Buffer.from(await image.arrayBuffer()).equals(tinyPng)).toBe(true);

    // Others see the new picture in the profile and in searches.
    const seen = await api.call('GET', `profile/getOne?id=${outsider.profileId}`, { token: member.token });
    expect(seen.body).toEqual({
      id: outsider.profileId,
      username: outsider.username,
      profilePictureUrl: url,
      firstName: null,
      lastName: null,
      email: null,
    });
    const found = await api.call<PublicProfile[]>('GET', `profile/getAll?ids=${outsider.profileId}`, { token: member.token });
    expect(found.body[0]?.profilePictureUrl).toBe(url);
  });

  it('refuses a text file named .png, a missing image and a JSON body, keeping the picture', async () => {
    const before = (await api.call('GET', 'profile/getOne', { token: outsider.token })).body.profilePictureUrl;

    const text = await api.call('POST', 'profile/uploadPicture', { token: outsider.token, body: form('no soy una imagen') });
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF');

    const empty = new FormData();
    empty.append('nombre', 'sin imagen');
    const missing = await api.call('POST', 'profile/uploadPicture', { token: outsider.token, body: empty });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Falta la imagen');

    const json = await api.call('POST', 'profile/uploadPicture', { token: outsider.token, body: { image: 'x' } });
    expect(json.status).toBe(415);

    expect((await api.call('GET', 'profile/getOne', { token: outsider.token })).body.profilePictureUrl).toBe(before);
  });

  it('answers 401 without a token', async () => {
    const reply = await api.call('POST', 'profile/uploadPicture', { body: form(tinyPng) });
    expect(reply.status).toBe(401);
  });
});
