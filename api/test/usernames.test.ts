import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/auth/sessions.js';
import { createTokenService } from '../src/auth/tokens.js';
import { signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// Classmates know each other by username only, so a username may not pose as another in look-alike letters: Latin
// letters (with Spanish accents and ñ), digits, dots, hyphens and underscores, with at least one letter or digit.
// The rule applies where a username is chosen (PATCH /profile/update, POST /profile/create); a stored one stays.

const characters = 'El nombre de usuario solo admite letras (a-z, con tilde o ñ), números, puntos, guiones y guiones bajos';
const letterOrDigit = 'El nombre de usuario necesita al menos una letra o un número';

let api: TestApi;
let teacher: TestUser;
let student: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  teacher = await signUp(api, { firstName: 'Carmen', lastName: 'Rojas' });
  student = await signUp(api, { firstName: 'Bruno', lastName: 'Díaz' });
});
afterAll(() => api.close());

const update = (user: TestUser, body: unknown) => api.call('PATCH', 'profile/update', { token: user.token, body });
const usernameOf = async (user: TestUser) => (await api.call('GET', 'profile/getOne', { token: user.token })).body.username as string;

describe('choosing a username', () => {
  it.each([
    // 'с' and 'а' below are Cyrillic: the teacher's username to the eye.
    ['Cyrillic look-alikes', 'саrmenrojas', characters],
    ['Greek letters', 'αλέξης', characters],
    ['the long s, which case folding reads as s', 'ro\u017Fa', characters],
    ['full-width letters', 'ｃａｒｍｅｎ', characters],
    ['an emoji', 'carmen😀', characters],
    ['a space', 'carmen rojas', characters],
    ['only dots', '...', letterOrDigit],
    ['only hyphens and underscores', '-_-_', letterOrDigit],
  ])('refuses %s with a Spanish message, leaving the username as it was', async (_case, username, message) => {
    const before = await usernameOf(student);
    const reply = await update(student, { username });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await usernameOf(student)).toBe(before);
  });

  it.each([
    ['accents, ñ and capitals', 'José.Núñez_Ü', 'José.Núñez_Ü'],
    ['digits and hyphens', 'bruno-2025', 'bruno-2025'],
    // An accent typed as a separate combining mark (as some keyboards send it) is the same 'é', composed.
    ['a decomposed accent', 'Rene\u0301.diaz', 'René.diaz'],
    // The Kelvin sign is the letter K to Unicode's composition (unlike the long s above, a letter of its own).
    ['the Kelvin sign', '\u212Aarla', 'Karla'],
  ])('takes %s', async (_case, username, stored) => {
    const reply = await update(student, { username });
    expect(reply.status).toBe(200);
    expect(reply.body.profile.username).toBe(stored);
    expect(await usernameOf(student)).toBe(stored);
  });

  it('keeps a username stored before the rule while other fields change', async () => {
    await api.db.query('UPDATE profiles SET username = $2 WHERE id = $1', [teacher.profileId, 'кармен']);
    const reply = await update(teacher, { firstName: 'Carmela' });
    expect(reply.status).toBe(200);
    expect(reply.body.profile.username).toBe('кармен');
  });

  it('applies to a profile created with a username of its own', async () => {
    const [row] = await api.db.query<{ id: string }>(
      `INSERT INTO users (first_name, last_name, email, phone, password_hash)
       VALUES ('Nora', 'Nueva', 'nora.sin.perfil@aula.test', '+51 987654321', 'scrypt$16384$8$5$x$y') RETURNING id`,
    );
    const { token } = await startSession(api.db, createTokenService(api.jwtSecret), row!.id, { remembered: false });
    const refused = await api.call('POST', 'profile/create', { token, body: { username: 'саrmen' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(characters);
    const created = await api.call('POST', 'profile/create', { token, body: { username: 'nora.núñez' } });
    expect(created.status).toBe(201);
    expect(created.body.username).toBe('nora.núñez');
  });
});
