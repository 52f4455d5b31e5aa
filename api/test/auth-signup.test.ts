import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers.js';
import { ana, api, bodies, call, loggedInFields, validSignUp, startAuthFixture } from './authFixture.js';

// Signing up, and what every answer of this file leaves out.

startAuthFixture();

describe('POST auth/create (sign-up)', () => {
  it('answers 201 with the user and a working token, normalising names, e-mail and phone', async () => {
    const reply = await call('POST', 'auth/create', {
      body: {
        firstName: '  María   José ',
        lastName: ' Quispe  Mamani ',
        email: '  Maria.Quispe@Aula.TEST ',
        phone: '+51 987-654 321',
        password: 'contraseña123',
      },
    });
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body).sort()).toEqual(loggedInFields);
    expect(reply.body).toMatchObject({
      firstName: 'María José',
      lastName: 'Quispe Mamani',
      email: 'maria.quispe@aula.test',
      phone: '+51 987654321',
      subscriptionMethod: null,
      isActive: true,
    });
    expect(reply.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const verified = await call('GET', 'auth/verifyToken', { token: reply.body.token });
    expect(verified.status).toBe(200);
    expect(verified.body.id).toBe(reply.body.id);

    // The profile exists at once, with a username derived from the names (accents and spaces dropped).
    const profile = await call('GET', 'profile/getOne', { token: reply.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ userId: reply.body.id, username: 'mariajosequispemamani', studyGroupsIDs: [] });

    // The e-mail was stored normalised: logging in with the plain form works.
    const login = await call('POST', 'auth/login', { body: { email: 'maria.quispe@aula.test', password: 'contraseña123' } });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(reply.body.id);
  });

  it.each([
    ['+51987654321', '+51 987654321'],
    ['+1-202-555-0123', '+1 2025550123'],
    [' +34 612 345 678 ', '+34 612345678'],
    ['+52 55-1234-5678', '+52 5512345678'],
    // Ecuador and Bolivia, offered by the forms as well.
    ['+593991234567', '+593 991234567'],
    ['+591 7123-4567', '+591 71234567'],
  ])('stores the phone %j as %j (country code, a space, the digits)', async (phone, stored) => {
    const reply = await call('POST', 'auth/create', { body: validSignUp({ phone }) });
    expect(reply.status).toBe(201);
    expect(reply.body.phone).toBe(stored);
  });

  it('gives two users with the same names distinct usernames', async () => {
    const first = await signUp(api, { firstName: 'Rosa', lastName: 'Huamán' });
    const second = await signUp(api, { firstName: 'Rosa', lastName: 'Huamán' });
    expect(first.username).toBe('rosahuaman');
    expect(second.username).not.toBe(first.username);
    expect(second.username).toMatch(/^rosahuaman\d+$/);
    expect(second.profileId).not.toBe(first.profileId);
  });

  it('signs up namesakes arriving at the same moment, each with its own username', async () => {
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => call('POST', 'auth/create', { body: validSignUp({ firstName: 'Juan', lastName: 'Pérez' }) })),
    );
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const usernames = await Promise.all(
      replies.map(async (r) => (await call('GET', 'profile/getOne', { token: r.body.token })).body.username as string),
    );
    expect(new Set(usernames).size).toBe(4);
    for (const username of usernames) expect(username).toMatch(/^juanperez\d*$/);
  });

  it('lets only one of several simultaneous sign-ups with one e-mail through', async () => {
    const email = `simultaneo-${randomUUID().slice(0, 8)}@aula.test`;
    const replies = await Promise.all([1, 2, 3].map(() => call('POST', 'auth/create', { body: validSignUp({ email }) })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of replies.filter((r) => r.status === 409)) expect(r.body.message).toBe('Este usuario ya existe');
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a short first name', { firstName: 'Al' }, 'Necesita tener 3 caracteres como mínimo'],
    ['a first name short after trimming', { firstName: '   Al    ' }, 'Necesita tener 3 caracteres como mínimo'],
    ['a missing first name', { firstName: undefined }, 'Necesita tener 3 caracteres como mínimo'],
    ['a short last name', { lastName: 'Li' }, 'Necesita tener 3 caracteres como mínimo'],
    ['a last name of spaces', { lastName: '      ' }, 'Necesita tener 3 caracteres como mínimo'],
    ['an e-mail without @', { email: 'carmen.aula.test' }, 'El correo debe tener un formato adecuado'],
    ['an e-mail without domain', { email: 'carmen@' }, 'El correo debe tener un formato adecuado'],
    ['an e-mail with spaces inside', { email: 'car men@aula.test' }, 'El correo debe tener un formato adecuado'],
    ['a missing e-mail', { email: undefined }, 'El correo electrónico es obligatorio'],
    ['an empty e-mail', { email: '   ' }, 'El correo electrónico es obligatorio'],
    ['a phone without country code', { phone: '987654321' }, 'Debe tener formato de celular'],
    ['a phone with letters', { phone: '+51 98765abcd' }, 'Debe tener formato de celular'],
    ['a phone too short', { phone: '+51 123' }, 'Debe tener formato de celular'],
    ['a missing phone', { phone: undefined }, 'Debe tener formato de celular'],
    ['a short password', { password: 'corta12' }, 'La contraseña debe tener un mínimo de 8 caracteres'],
    ['a missing password', { password: undefined }, 'La contraseña es obligatoria'],
    ['an empty password', { password: '' }, 'La contraseña es obligatoria'],
    // Too long: the field said in Spanish, never by its key ('firstName').
    ['a first name over 80 characters', { firstName: 'a'.repeat(81) }, 'Los nombres admiten como máximo 80 caracteres'],
    ['a last name over 80 characters', { lastName: 'b'.repeat(300) }, 'Los apellidos admiten como máximo 80 caracteres'],
    ['an e-mail over 254 characters', { email: `${'c'.repeat(250)}@aula.test` }, 'El correo electrónico admite como máximo 254 caracteres'],
    ['a phone over 14 digits', { phone: `+51 ${'9'.repeat(20)}` }, 'Debe tener formato de celular'],
  ];

  it.each(invalid)('refuses %s with 400 and its message', async (_case, overrides, message) => {
    const reply = await call('POST', 'auth/create', { body: validSignUp(overrides) });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('creates nothing when the input is refused', async () => {
    const email = `refused-${randomUUID().slice(0, 8)}@aula.test`;
    expect((await call('POST', 'auth/create', { body: validSignUp({ email, phone: 'no' }) })).status).toBe(400);
    const created = await call('POST', 'auth/create', { body: validSignUp({ email }) });
    expect(created.status).toBe(201);
  });

  it('answers 409 for an e-mail already registered, also differing only in case and spaces', async () => {
    const repeated = await call('POST', 'auth/create', { body: validSignUp({ email: ana.email }) });
    expect(repeated.status).toBe(409);
    expect(repeated.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'Este usuario ya existe' });

    const shouted = await call('POST', 'auth/create', { body: validSignUp({ email: `  ${ana.email.toUpperCase()} ` }) });
    expect(shouted.status).toBe(409);
    expect(shouted.body.message).toBe('Este usuario ya existe');

    // The first account is untouched: its password still works.
    const login = await call('POST', 'auth/login', { body: { email: ana.email, password: ana.password } });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(ana.userId);
  });
});

describe('overlong fields elsewhere: login, profile update, password recovery', () => {
  const invalidLink = 'El enlace para restablecer la contraseña no es válido o ha caducado. Pida uno nuevo.';
  const longEmail = `${'c'.repeat(250)}@aula.test`;

  it.each([
    [
      'a login e-mail',
      'POST',
      'auth/login',
      { email: longEmail, password: 'contraseña123' },
      'El correo electrónico admite como máximo 254 caracteres',
    ],
    [
      'a device token',
      'POST',
      'auth/login',
      { email: 'a@aula.test', password: 'contraseña123', deviceToken: 'e'.repeat(2001) },
      'El token del dispositivo no es válido',
    ],
    ['a first name', 'PATCH', 'profile/update', { firstName: 'f'.repeat(300) }, 'Los nombres admiten como máximo 80 caracteres'],
    ['a last name', 'PATCH', 'profile/update', { lastName: 'g'.repeat(81) }, 'Los apellidos admiten como máximo 80 caracteres'],
    ['a username', 'PATCH', 'profile/update', { username: 'h'.repeat(31) }, 'El nombre de usuario admite como máximo 30 caracteres'],
    ['a reset e-mail', 'POST', 'auth/requestPasswordReset', { email: longEmail }, 'El correo electrónico admite como máximo 254 caracteres'],
    ['a reset token', 'POST', 'auth/resetPassword', { token: 'i'.repeat(201), password: 'nueva-clave-1' }, invalidLink],
    ['a missing reset token', 'POST', 'auth/resetPassword', { password: 'nueva-clave-1' }, invalidLink],
  ])('refuses %s with a Spanish message naming the field as a person would', async (_case, method, path, body, message) => {
    const reply = await call(method, path, { body, token: ana.token });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('what the api sends back', () => {
  it('never contains a password, its hash or a stack', () => {
    expect(bodies.length).toBeGreaterThan(40);
    for (const body of bodies) {
      expect(body).not.toMatch(/password|contraseña123|scrypt\$/i);
      expect(body).not.toMatch(/"stack"|\bat .+:\d+:\d+/);
    }
  });
});
