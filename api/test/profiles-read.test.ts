import { validationMessages } from '@aula/common';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '@aula/api';
import { startSession } from '../src/auth/sessions.js';
import { createTokenService } from '../src/auth/tokens.js';
import { api, forbidden, groupId, ids, member, notFound, outsider, owner, searchable, sorted, startProfilesFixture } from './profilesFixture.js';

// Reading one profile, creating a profile, and listing and searching profiles.

startProfilesFixture();

describe('GET profile/getOne', () => {
  it('shows your own profile in full, with your groups', async () => {
    const expected = {
      id: member.profileId,
      username: 'marioalumno',
      profilePictureUrl: null,
      studyGroupsIDs: [groupId],
      userId: member.userId,
      firstName: 'Mario',
      lastName: 'Alumno',
      email: member.email,
    };
    for (const query of ['', `?userId=${member.userId}`, `?id=${member.profileId}`, '?username=marioalumno']) {
      const reply = await api.call('GET', `profile/getOne${query}`, { token: member.token });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(expected);
    }
    const mine = await api.call('GET', 'profile/getOne', { token: outsider.token });
    expect(mine.body).toMatchObject({ id: outsider.profileId, studyGroupsIDs: [] });
  });

  it("shows someone else's profile as id, username and picture only", async () => {
    const expected = { id: member.profileId, username: member.username, profilePictureUrl: null, firstName: null, lastName: null, email: null };
    for (const query of [`?userId=${member.userId}`, `?id=${member.profileId}`, `?username=${member.username}`]) {
      const reply = await api.call('GET', `profile/getOne${query}`, { token: outsider.token });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(expected);
    }
  });

  it('answers 404 for a profile that does not exist', async () => {
    for (const query of [`?id=${randomUUID()}`, `?userId=${randomUUID()}`, '?username=nadie-se-llama-asi']) {
      const reply = await api.call('GET', `profile/getOne${query}`, { token: member.token });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(notFound);
    }
  });

  it('answers 401 without a token', async () => {
    const reply = await api.call('GET', `profile/getOne?id=${member.profileId}`);
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Las credenciales no son válidas');
  });
});

describe('POST profile/create', () => {
  /** A user without a profile (sign-up always makes one, so this one is put in place by hand) and a token for it. */
  async function userWithoutProfile(firstName: string, lastName: string, email = `${randomUUID()}@aula.test`) {
    const [row] = await api.db.query<{ id: string }>(
      `INSERT INTO users (first_name, last_name, email, phone, password_hash)
       VALUES ($1, $2, $3, '+51 987654321', 'scrypt$16384$8$5$x$y') RETURNING id`,
      [firstName, lastName, email],
    );
    const { token } = await startSession(api.db, createTokenService(api.jwtSecret), row!.id, { remembered: false });
    return { userId: row!.id, token };
  }

  it('creates the profile of a user who has none: 201, then 409 when asked again', async () => {
    const user = await userWithoutProfile('Nora', 'Nueva');
    const created = await api.call('POST', 'profile/create', { token: user.token, body: { username: 'nora.nueva' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'nora.nueva',
      profilePictureUrl: null,
      studyGroupsIDs: [],
      userId: user.userId,
      firstName: 'Nora',
      lastName: 'Nueva',
      email: expect.stringContaining('@aula.test'),
    });
    const again = await api.call('POST', 'profile/create', { token: user.token, body: { username: 'otro.nombre' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'Este usuario ya existe' });
    const read = await api.call('GET', 'profile/getOne', { token: user.token });
    expect(read.body).toEqual(created.body);
  });

  it('derives the username from the names when none is given', async () => {
    const user = await userWithoutProfile('Íñigo', 'Sin Perfil');
    const created = await api.call('POST', 'profile/create', { token: user.token, body: {} });
    expect(created.status).toBe(201);
    expect(created.body.username).toBe('inigosinperfil');
  });

  it('falls back on the part of the e-mail before @ when the names give no letters to use', async () => {
    const user = await userWithoutProfile('李小龍', '王', `li.wang.${randomUUID().slice(0, 4)}@correo-privado.pe`);
    const created = await api.call('POST', 'profile/create', { token: user.token, body: {} });
    expect(created.status).toBe(201);
    expect(created.body.username).toMatch(/^liwang[0-9a-f]{4}$/);
  });

  it('refuses a username that is taken or malformed', async () => {
    const user = await userWithoutProfile('Pía', 'Probando');
    const taken = await api.call('POST', 'profile/create', { token: user.token, body: { username: member.username } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Ese nombre de usuario ya está en uso');
    const short = await api.call('POST', 'profile/create', { token: user.token, body: { username: ' ab ' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('El nombre de usuario debe tener al menos 3 caracteres');
    const spaces = await api.call('POST', 'profile/create', { token: user.token, body: { username: 'pia probando' } });
    expect(spaces.status).toBe(400);
    expect(spaces.body.message).toBe(validationMessages.usernameCharacters);
  });

  it('answers 409 for a user who signed up (sign-up already made the profile)', async () => {
    const reply = await api.call('POST', 'profile/create', { token: member.token, body: {} });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('Este usuario ya existe');
    expect((await api.call('GET', 'profile/getOne', { token: member.token })).body.username).toBe('marioalumno');
  });
});

describe('GET profile/getAll', () => {
  it('searches usernames case-insensitively and returns at most 5, whatever the limit', async () => {
    for (const username of ['buscable', 'BUSCABLE', 'ZoIlA', '  buscable  ']) {
      const reply = await api.call<PublicProfile[]>('GET', `profile/getAll?username=${encodeURIComponent(username)}&limit=50`, {
        token: member.token,
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toHaveLength(5);
      for (const profile of reply.body) {
        expect(profile).toMatchObject({ firstName: null, lastName: null, email: null });
        expect(profile.username).toMatch(/^zoilabuscable\d*$/);
      }
    }
    const exact = await api.call<PublicProfile[]>('GET', 'profile/getAll?username=marioalum', { token: owner.token });
    // The owner of the member's group reads the names too.
    expect(exact.body).toEqual([
      { id: member.profileId, username: 'marioalumno', profilePictureUrl: null, firstName: 'Mario', lastName: 'Alumno', email: member.email },
    ]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    for (const username of ['%', '_', 'zoila%', 'zoilabusc_ble']) {
      const reply = await api.call('GET', `profile/getAll?username=${encodeURIComponent(username)}`, { token: member.token });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual([]);
    }
  });

  it('returns the profiles of ids= (batching), leaving out unknown ids', async () => {
    const wanted = [searchable[3]!, owner, searchable[1]!];
    const query = [wanted[0]!.profileId, randomUUID(), wanted[1]!.profileId, wanted[2]!.profileId].join(',');
    const reply = await api.call<PublicProfile[]>('GET', `profile/getAll?ids=${query}`, { token: member.token });
    expect(reply.status).toBe(200);
    expect(ids(reply.body)).toEqual(sorted(...wanted));
    const owners = reply.body.find((p) => p.id === owner.profileId);
    expect(owners).toEqual({ id: owner.profileId, username: owner.username, profilePictureUrl: null, firstName: null, lastName: null, email: null });

    const bad = await api.call('GET', `profile/getAll?ids=${owner.profileId},no-es-uuid`, { token: member.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("El campo 'ids[1]' no es un identificador válido");
  });

  it('leaves out the profiles of excludeProfileId', async () => {
    const excluded = [searchable[0]!, searchable[1]!];
    const reply = await api.call<PublicProfile[]>(
      'GET',
      `profile/getAll?username=buscable&excludeProfileId=${excluded.map((u) => u.profileId).join(',')}`,
      { token: member.token },
    );
    expect(reply.status).toBe(200);
    expect(ids(reply.body)).toEqual(sorted(...searchable.slice(2)));
  });

  it('lists the members of a group to its members only', async () => {
    for (const viewer of [owner, member]) {
      const reply = await api.call<PublicProfile[]>('GET', `profile/getAll?groupId=${groupId}`, { token: viewer.token });
      expect(reply.status).toBe(200);
      expect(ids(reply.body)).toEqual(sorted(owner, member));
    }
    const outside = await api.call('GET', `profile/getAll?groupId=${groupId}`, { token: outsider.token });
    expect(outside.status).toBe(403);
    expect(outside.body).toEqual(forbidden);
    const unknown = await api.call('GET', `profile/getAll?groupId=${randomUUID()}`, { token: outsider.token });
    expect(unknown.status).toBe(404);
  });

  it("lists the profiles outside a group to the group's owner only", async () => {
    const reply = await api.call<PublicProfile[]>('GET', `profile/getAll?excludeGroupId=${groupId}&limit=1000`, { token: owner.token });
    expect(reply.status).toBe(200);
    const listed = ids(reply.body);
    expect(listed).not.toContain(owner.profileId);
    expect(listed).not.toContain(member.profileId);
    for (const user of [outsider, ...searchable]) expect(listed).toContain(user.profileId);

    for (const viewer of [member, outsider]) {
      const refused = await api.call('GET', `profile/getAll?excludeGroupId=${groupId}`, { token: viewer.token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(forbidden);
    }
  });

  it('pages with limit and X-Next-Cursor through every profile exactly once', async () => {
    const everything = await api.call<PublicProfile[]>('GET', 'profile/getAll?limit=1000', { token: member.token });
    expect(everything.headers.get('x-next-cursor')).toBeNull();
    expect(everything.body.length).toBeGreaterThanOrEqual(9);

    const walked: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof api.call<PublicProfile[]>>> = await api.call<PublicProfile[]>(
        'GET',
        `profile/getAll?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { token: member.token },
      );
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(2);
      cursor = page.headers.get('x-next-cursor');
      if (cursor) expect(page.body).toHaveLength(2);
      walked.push(...page.body.map((p) => p.id));
      pages += 1;
    } while (cursor && pages < 50);

    expect(pages).toBe(Math.ceil(everything.body.length / 2));
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(everything.body.map((p) => p.id));
  });

  it('refuses a cursor it did not hand out, and limits outside 1..1000', async () => {
    const cursor = await api.call('GET', 'profile/getAll?cursor=no-es-un-cursor', { token: member.token });
    expect(cursor.status).toBe(400);
    expect(cursor.body.message).toBe('El cursor no es válido');
    for (const limit of ['0', '-1', '1001', 'muchos']) {
      const reply = await api.call('GET', `profile/getAll?limit=${limit}`, { token: member.token });
      expect(reply.status).toBe(400);
    }
  });
});
