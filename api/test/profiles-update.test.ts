import { validationMessages } from '@aula/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// PATCH /profile/update over HTTP: a user changes their names, phone and username by sign-up's rules; a username is
// unique ignoring case; a refused change changes nothing.

let api: TestApi;
let ana: TestUser;
let beto: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  ana = await signUp(api, { firstName: 'Ana', lastName: 'Quispe', phone: '+51 987654321' });
  beto = await signUp(api, { firstName: 'Beto', lastName: 'Ríos' });
});
afterAll(() => api.close());

const update = (user: TestUser, body: unknown) => api.call('PATCH', 'profile/update', { token: user.token, body });
const refusal = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });

describe('PATCH /profile/update', () => {
  it('changes each field, answers the user and profile as they are now, and keeps them', async () => {
    const reply = await update(ana, { firstName: '  Ana María ', lastName: 'Quispe Rojas', phone: '+34 612-345 678', username: 'ana.quispe' });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toEqual({
      id: ana.userId,
      firstName: 'Ana María',
      lastName: 'Quispe Rojas',
      email: ana.email,
      phone: '+34 612345678',
      subscriptionMethod: null,
      isActive: true,
    });
    expect(reply.body.profile).toMatchObject({
      id: ana.profileId,
      userId: ana.userId,
      username: 'ana.quispe',
      firstName: 'Ana María',
      email: ana.email,
    });

    // What the next screens read: verifyToken's user and the own profile.
    expect((await api.call('GET', 'auth/verifyToken', { token: ana.token })).body).toMatchObject({ firstName: 'Ana María', phone: '+34 612345678' });
    expect((await api.call('GET', 'profile/getOne', { token: ana.token })).body).toEqual(reply.body.profile);
    expect((await api.call('GET', 'profile/getOne?username=ana.quispe', { token: beto.token })).body.id).toBe(ana.profileId);

    // One field alone leaves the others as they are.
    const one = await update(ana, { lastName: 'Quispe' });
    expect(one.body.user).toMatchObject({ firstName: 'Ana María', lastName: 'Quispe', phone: '+34 612345678' });
    expect(one.body.profile.username).toBe('ana.quispe');
  });

  it.each([
    ['a phone without its country code', { phone: '987654321' }, 'Debe tener formato de celular'],
    ['a short first name', { firstName: 'Al' }, 'Necesita tener 3 caracteres como mínimo'],
    ['a last name of spaces', { lastName: '     ' }, 'Necesita tener 3 caracteres como mínimo'],
    ['a short username', { username: 'ab' }, 'El nombre de usuario debe tener al menos 3 caracteres'],
    ['a username with spaces', { username: 'ana quispe' }, validationMessages.usernameCharacters],
    ['a username with a slash', { username: 'ana/quispe' }, validationMessages.usernameCharacters],
    ['a long username', { username: 'a'.repeat(31) }, 'El nombre de usuario admite como máximo 30 caracteres'],
  ])('refuses %s with 400 and its message, changing nothing', async (_case, body, message) => {
    const before = (await api.call('GET', 'auth/verifyToken', { token: beto.token })).body;
    const reply = await update(beto, { firstName: 'Roberto', ...body });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(refusal(message));
    expect((await api.call('GET', 'auth/verifyToken', { token: beto.token })).body).toEqual(before);
  });

  it("refuses another's username, in any case, and lets one change the case of one's own", async () => {
    for (const username of ['ana.quispe', 'ANA.Quispe']) {
      const reply = await update(beto, { firstName: 'Roberto', username });
      expect(reply.body).toEqual(refusal('Ese nombre de usuario ya está en uso'));
    }
    expect((await api.call('GET', 'auth/verifyToken', { token: beto.token })).body.firstName).toBe('Beto');
    const recased = await update(ana, { username: 'Ana.Quispe' });
    expect(recased.status).toBe(200);
    expect(recased.body.profile.username).toBe('Ana.Quispe');
  });

  it('gives a username asked for by two people at once to one of them', async () => {
    const [first, second] = await Promise.all([update(ana, { username: 'Compartido' }), update(beto, { username: 'compartido' })]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect([first, second].find((reply) => reply.status === 400)!.body).toEqual(refusal('Ese nombre de usuario ya está en uso'));
    const [row] = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM profiles WHERE lower(username) = 'compartido'`);
    expect(row!.n).toBe(1);
  });

  it('refuses a caller without a token', async () => {
    expect((await api.call('PATCH', 'profile/update', { body: { firstName: 'Nadie' } })).status).toBe(401);
  });
});
