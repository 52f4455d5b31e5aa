import { beforeAll, describe, expect, it } from 'vitest';
import {
  UNAUTHENTICATED,
  asPerson,
  authSelection,
  badInput,
  h,
  mutate,
  png,
  refuses,
  signUpInput,
  startSuite,
  type Person,
} from './mutationSuite.js';
import { mutationDoc } from './harness.js';

// signUp, logIn and updateProfilePicture on their success paths and on their error codes, with the product's
// Spanish messages (mutations-*.test.ts test the others).

let teacher: Person;
let student: Person;

startSuite();
beforeAll(async () => {
  student = asPerson(await mutate('signUp', signUpInput('Sofia'), authSelection));
});

/** The lockout's countdown: 30 seconds when it starts, a second less by the time a slow machine asks again. */
const lockedFor30Seconds = expect.stringMatching(/^Demasiados intentos fallidos\. Inténtelo de nuevo en (29|30) segundos$/);

describe('signUp', () => {
  it('creates the account and its profile, and logs in', async () => {
    const payload = await mutate('signUp', { ...signUpInput('Tomas'), email: '  Tomas@Mutaciones.TEST ' }, authSelection);
    expect(payload.user).toMatchObject({
      email: 'tomas@mutaciones.test',
      phone: '+51 987654321',
      firstName: 'Tomas',
      lastName: 'Vargas',
      isActive: true,
    });
    expect(payload.profile.username).toBe('tomasvargas');
    teacher = asPerson(payload);
    const viewer = await h.graphql('{ viewer { user { id } profile { id } } }', {}, teacher.token);
    expect(viewer.data).toEqual({ viewer: { user: { id: teacher.userId }, profile: { id: teacher.profileId } } });
  });

  it('CONFLICT for an e-mail already taken', async () => {
    await refuses('signUp', { ...signUpInput('Otro'), email: 'SOFIA@mutaciones.test' }, undefined, ['CONFLICT', 'Este usuario ya existe']);
  });

  it('BAD_USER_INPUT with the validation messages', async () => {
    await refuses('signUp', { ...signUpInput('Al'), email: 'al@mutaciones.test' }, undefined, badInput('Necesita tener 3 caracteres como mínimo'));
    await refuses('signUp', { ...signUpInput('Alba'), lastName: '  a ' }, undefined, badInput('Necesita tener 3 caracteres como mínimo'));
    await refuses('signUp', { ...signUpInput('Alba'), email: 'no-es-correo' }, undefined, badInput('El correo debe tener un formato adecuado'));
    await refuses('signUp', { ...signUpInput('Alba'), phone: '987' }, undefined, badInput('Debe tener formato de celular'));
    await refuses('signUp', { ...signUpInput('Alba'), password: 'corta' }, undefined, badInput('La contraseña debe tener un mínimo de 8 caracteres'));
  });
});

describe('logIn', () => {
  it('logs in with e-mail (trimmed, any case) and password', async () => {
    const payload = await mutate('logIn', { email: ' SOFIA@Mutaciones.test', password: 'clave12345' }, authSelection);
    expect(payload.user.id).toBe(student.userId);
    expect(payload.profile.id).toBe(student.profileId);
    expect((await h.graphql('{ viewer { user { email } } }', {}, payload.token)).data).toEqual({ viewer: { user: { email: student.email } } });
  });

  it('UNAUTHENTICATED for a wrong password or an unknown e-mail', async () => {
    await refuses('logIn', { email: student.email, password: 'equivocada' }, undefined, UNAUTHENTICATED);
    await refuses('logIn', { email: 'nadie@mutaciones.test', password: 'clave12345' }, undefined, UNAUTHENTICATED);
  });

  it('BAD_USER_INPUT for a malformed e-mail or a short password', async () => {
    await refuses('logIn', { email: 'sofia', password: 'clave12345' }, undefined, badInput('El correo debe tener un formato adecuado'));
    await refuses('logIn', { email: '', password: 'clave12345' }, undefined, badInput('El correo electrónico es obligatorio'));
    await refuses('logIn', { email: student.email, password: '' }, undefined, badInput('La contraseña es obligatoria'));
    await refuses('logIn', { email: student.email, password: 'corta' }, undefined, badInput('La contraseña debe tener un mínimo de 8 caracteres'));
  });

  it('TOO_MANY_REQUESTS after 5 failed logins for one e-mail from a client without a device token, even with the right password', async () => {
    const account = asPerson(await mutate('signUp', signUpInput('Bruno'), authSelection));
    for (let i = 0; i < 5; i++) await refuses('logIn', { email: account.email, password: `mala-clave-${i}` }, undefined, UNAUTHENTICATED);
    const tooMany = ['TOO_MANY_REQUESTS', lockedFor30Seconds] as const;
    await refuses('logIn', { email: account.email, password: 'mala-clave-6' }, undefined, tooMany);
    await refuses('logIn', { email: account.email, password: 'clave12345' }, undefined, tooMany);
    // Other accounts are not affected.
    await mutate('logIn', { email: student.email, password: 'clave12345' }, 'token');
  });
});

describe('logIn with a device token', () => {
  const tooMany = ['TOO_MANY_REQUESTS', lockedFor30Seconds] as const;

  it("lets the browser that signed up in while strangers' failures hold up everyone else, and gives it a fresh token", async () => {
    const created = await mutate('signUp', signUpInput('Delia'), `deviceToken ${authSelection}`);
    expect(created.deviceToken).toEqual(expect.any(String));
    const { email } = asPerson(created);
    for (let i = 0; i < 5; i++) await refuses('logIn', { email, password: `extraña-${i}` }, undefined, UNAUTHENTICATED);
    await refuses('logIn', { email, password: 'clave12345' }, undefined, tooMany);
    await refuses('logIn', { email, password: 'clave12345', deviceToken: null }, undefined, tooMany);
    await refuses('logIn', { email, password: 'clave12345', deviceToken: `${created.deviceToken}x` }, undefined, tooMany);

    const known = await mutate('logIn', { email, password: 'clave12345', deviceToken: created.deviceToken }, `deviceToken ${authSelection}`);
    expect(known.user.email).toBe(email);
    expect(known.deviceToken).toEqual(expect.any(String));
    expect(known.deviceToken).not.toBe(created.deviceToken);
    expect((await h.graphql('{ viewer { user { email } } }', {}, known.token)).data).toEqual({ viewer: { user: { email } } });
  });

  it("holds up a known device after 5 of its own failures, and counts another account's token as none", async () => {
    const created = await mutate('signUp', signUpInput('Dario'), `deviceToken ${authSelection}`);
    const { email } = asPerson(created);
    const { deviceToken } = created as { deviceToken: string };
    for (let i = 0; i < 5; i++) await refuses('logIn', { email, password: `olvidada-${i}`, deviceToken }, undefined, UNAUTHENTICATED);
    await refuses('logIn', { email, password: 'clave12345', deviceToken }, undefined, tooMany);
    // Its failures were its own: an unknown client from the same address still logs in.
    await mutate('logIn', { email, password: 'clave12345' }, 'token');

    const other = await mutate('signUp', signUpInput('Dalia'), 'deviceToken');
    for (let i = 0; i < 5; i++) {
      await refuses('logIn', { email, password: `clave-ajena-${i}`, deviceToken: other.deviceToken }, undefined, UNAUTHENTICATED);
    }
    await refuses('logIn', { email, password: 'clave12345' }, undefined, tooMany);
  });
});

describe('updateProfilePicture', () => {
  async function upload(file: Blob, name: string, token?: string) {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: mutationDoc('updateProfilePicture', 'profile { id profilePictureUrl }'), variables: { input: { picture: null } } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.input.picture'] }));
    form.append('0', file, name);
    const response = await h.gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'x-graphql-yoga-csrf': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
    return (await response.json()) as { data: any; errors?: Array<{ message: string; extensions: { code: string } }> };
  }

  it('sets the picture from a multipart upload', async () => {
    const result = await upload(new Blob([png], { type: 'image/png' }), 'yo.png', student.token);
    expect(result.errors).toBeUndefined();
    expect(result.data.updateProfilePicture.profile.id).toBe(student.profileId);
    expect(result.data.updateProfilePicture.profile.profilePictureUrl).toMatch(/^\/storage\/[0-9a-f-]{36}\.png$/);
  });

  it('UNAUTHENTICATED without a token, BAD_USER_INPUT for a file that is not an image', async () => {
    const anonymous = await upload(new Blob([png], { type: 'image/png' }), 'yo.png');
    expect(anonymous.errors![0]).toMatchObject({ message: UNAUTHENTICATED[1], extensions: { code: UNAUTHENTICATED[0] } });
    const text = await upload(new Blob(['hola'], { type: 'image/png' }), 'yo.png', student.token);
    expect(text.errors![0]).toMatchObject({
      message: 'Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
