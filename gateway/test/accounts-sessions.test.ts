import { describe, expect, it } from 'vitest';
import { accountsProduct, chromeOnAndroid, expectRefusal, firefoxOnWindows, password, viewerOf } from './accountsHarness.js';

// Sessions the user controls, through GraphQL over a real api: 'Recordarme', Viewer.sessions with the device the
// browser's User-Agent names, logOut, logOutEverywhere, endSession and changePassword, and their refusals.

const product = accountsProduct();

const sessionsDoc = '{ viewer { sessions { id device createdAt lastSeenAt expiresAt remembered current } } }';
const sessionsOf = async (token: string) => (await product.ok(sessionsDoc, {}, { token })).viewer.sessions as any[];
const logOutDoc = 'mutation { logOut { endedSessionCount } }';
const endSessionDoc = 'mutation($input: EndSessionInput!) { endSession(input: $input) { endedSessionId } }';
const changePasswordDoc = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { endedSessionCount } }';
const hoursFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 3_600_000;
const notFound = ['NOT_FOUND', 'No se encontró el recurso'] as const;

describe("logIn and signUp with 'Recordarme'", () => {
  it('without it the session ends 12 hours after login; with it 30 days after its last use', async () => {
    const { email } = await product.signUp('Rita');
    const logIn = 'mutation($input: LogInInput!) { logIn(input: $input) { token sessionExpiresAt } }';
    const brief = (await product.ok(logIn, { input: { email, password } })).logIn;
    expect(hoursFromNow(brief.sessionExpiresAt)).toBeCloseTo(12, 1);
    const remembered = (await product.ok(logIn, { input: { email, password, remember: true } })).logIn;
    expect(hoursFromNow(remembered.sessionExpiresAt) / 24).toBeCloseTo(30, 1);

    const listed = await sessionsOf(remembered.token);
    expect(listed.map((s) => [s.remembered, s.current])).toEqual(
      expect.arrayContaining([
        [true, true],
        [false, false],
      ]),
    );
    expect(listed.find((s) => s.current).expiresAt).toBe(remembered.sessionExpiresAt);
  });

  it('signUp starts a remembered session when asked', async () => {
    const input = { firstName: 'Remo', lastName: 'Cuentas', email: 'remo@cuentas.test', phone: '+51 987654321', password, remember: true };
    const { signUp } = await product.ok('mutation($input: SignUpInput!) { signUp(input: $input) { sessionExpiresAt } }', { input });
    expect(hoursFromNow(signUp.sessionExpiresAt) / 24).toBeCloseTo(30, 1);
  });
});

describe('Viewer.sessions', () => {
  it("lists the account's open sessions with the device of each browser, marking the one asking", async () => {
    const person = await product.signUp('Sara', firefoxOnWindows);
    const phone = await product.logIn(person.email, chromeOnAndroid);
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone).toHaveLength(2);
    // Most recently used first: the phone's, which just asked.
    expect(fromPhone.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Chrome en Android', current: true },
      { device: 'Firefox en Windows', current: false },
    ]);
    const fromDesktop = await sessionsOf(person.token);
    expect(fromDesktop.find((s) => s.current).device).toBe('Firefox en Windows');
    // The same session has the same id whoever lists it; no id is the api's bare uuid.
    expect(new Set([...fromPhone, ...fromDesktop].map((s) => s.id)).size).toBe(2);
    for (const session of fromPhone) expect(session.id).not.toMatch(/^[0-9a-f]{8}-/);
    for (const session of fromPhone) expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
  });

  it('names a device it cannot read, and shows no one else’s sessions', async () => {
    const person = await product.signUp('Dino');
    const other = await product.signUp('Olga', firefoxOnWindows);
    const listed = await sessionsOf(person.token);
    expect(listed.map((s) => s.device)).toEqual(['Dispositivo desconocido']);
    expect(await sessionsOf(other.token)).toHaveLength(1);
  });
});

describe('logOut and logOutEverywhere', () => {
  it('logOut ends only the session of the token: it reads no viewer after, the other session goes on', async () => {
    const person = await product.signUp('Lola');
    const other = await product.logIn(person.email);
    expect((await product.ok(logOutDoc, {}, { token: person.token })).logOut).toEqual({ endedSessionCount: 1 });
    expect(await viewerOf(product, person.token)).toBeNull();
    expect(await viewerOf(product, other)).toEqual({ profile: { username: person.username } });
    expectRefusal(await product.graphql(logOutDoc, {}, { token: person.token }), 'logOut', 'UNAUTHENTICATED', 'Las credenciales no son válidas');
  });

  it('logOut without a token is UNAUTHENTICATED', async () => {
    expectRefusal(await product.graphql(logOutDoc), 'logOut', 'UNAUTHENTICATED', 'Las credenciales no son válidas');
  });

  it('logOutEverywhere ends every session of the account, this one too, and no other account’s', async () => {
    const person = await product.signUp('Emma');
    const tokens = [person.token, await product.logIn(person.email), await product.logIn(person.email, chromeOnAndroid, true)];
    const stranger = await product.signUp('Elio');
    expect((await product.ok('mutation { logOutEverywhere { endedSessionCount } }', {}, { token: tokens[1] })).logOutEverywhere).toEqual({
      endedSessionCount: 3,
    });
    for (const token of tokens) expect(await viewerOf(product, token)).toBeNull();
    expect(await viewerOf(product, stranger.token)).not.toBeNull();
  });
});

describe('endSession', () => {
  it("ends another of the viewer's sessions: its token stops working, it leaves the list", async () => {
    const person = await product.signUp('Nico', firefoxOnWindows);
    const phone = await product.logIn(person.email, chromeOnAndroid);
    const phoneSession = (await sessionsOf(person.token)).find((s) => s.device === 'Chrome en Android');
    expect((await product.ok(endSessionDoc, { input: { id: phoneSession.id } }, { token: person.token })).endSession).toEqual({
      endedSessionId: phoneSession.id,
    });
    expect(await viewerOf(product, phone)).toBeNull();
    expect((await sessionsOf(person.token)).map((s) => s.device)).toEqual(['Firefox en Windows']);
    // Ended already: not found.
    expectRefusal(await product.graphql(endSessionDoc, { input: { id: phoneSession.id } }, { token: person.token }), 'endSession', ...notFound);
  });

  it("NOT_FOUND for another person's session, which goes on, and for ids that name no session", async () => {
    const person = await product.signUp('Ines');
    const stranger = await product.signUp('Hugo');
    const [theirs] = await sessionsOf(stranger.token);
    expectRefusal(await product.graphql(endSessionDoc, { input: { id: theirs.id } }, { token: person.token }), 'endSession', ...notFound);
    expect(await viewerOf(product, stranger.token)).not.toBeNull();

    const { viewer } = await product.ok('{ viewer { profile { id } } }', {}, { token: person.token });
    const forged = Buffer.from('Session:not-a-uuid').toString('base64url');
    for (const id of ['not-an-id', viewer.profile.id, forged]) {
      expectRefusal(await product.graphql(endSessionDoc, { input: { id } }, { token: person.token }), 'endSession', ...notFound);
    }
    expect(await viewerOf(product, person.token)).not.toBeNull();
  });
});

describe('changePassword', () => {
  it('changes it and ends every other session; this one goes on, and only the new password logs in', async () => {
    const person = await product.signUp('Pia');
    const others = [await product.logIn(person.email), await product.logIn(person.email, chromeOnAndroid)];
    const input = { currentPassword: password, newPassword: 'otra-clave-segura' };
    expect((await product.ok(changePasswordDoc, { input }, { token: person.token })).changePassword).toEqual({ endedSessionCount: 2 });
    for (const token of others) expect(await viewerOf(product, token)).toBeNull();
    expect(await viewerOf(product, person.token)).toEqual({ profile: { username: person.username } });

    const logIn = 'mutation($input: LogInInput!) { logIn(input: $input) { token } }';
    expectRefusal(
      await product.graphql(logIn, { input: { email: person.email, password } }),
      'logIn',
      'UNAUTHENTICATED',
      'Las credenciales no son válidas',
    );
    await product.ok(logIn, { input: { email: person.email, password: 'otra-clave-segura' } });
  });

  it('BAD_USER_INPUT naming the field: a wrong current password, a new one against the rules, an empty one', async () => {
    const person = await product.signUp('Bea');
    const other = await product.logIn(person.email);
    const refuses = async (input: object, message: string, field: string) =>
      expectRefusal(await product.graphql(changePasswordDoc, { input }, { token: person.token }), 'changePassword', 'BAD_USER_INPUT', message, field);
    await refuses({ currentPassword: 'no-es-esta', newPassword: 'otra-clave-segura' }, 'La contraseña actual no es correcta', 'currentPassword');
    await refuses({ currentPassword: password, newPassword: 'corta' }, 'La contraseña debe tener un mínimo de 8 caracteres', 'newPassword');
    await refuses({ currentPassword: '', newPassword: 'otra-clave-segura' }, 'La contraseña es obligatoria', 'currentPassword');
    await refuses({ currentPassword: password, newPassword: '' }, 'La contraseña es obligatoria', 'newPassword');
    // Nothing changed: the other session goes on, the password still logs in.
    expect(await viewerOf(product, other)).not.toBeNull();
    await product.logIn(person.email);
  });

  it('TOO_MANY_REQUESTS after 5 wrong current passwords, even with the right one', async () => {
    const person = await product.signUp('Gala');
    const wrong = { currentPassword: 'no-es-esta', newPassword: 'otra-clave-segura' };
    for (let i = 0; i < 5; i++) {
      expect((await product.graphql(changePasswordDoc, { input: wrong }, { token: person.token })).errors?.[0]?.extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
    }
    const tooMany = expect.stringMatching(/^Demasiados intentos fallidos\. Inténtelo de nuevo en \d+ segundos$/);
    const right = { currentPassword: password, newPassword: 'otra-clave-segura' };
    expectRefusal(
      await product.graphql(changePasswordDoc, { input: right }, { token: person.token }),
      'changePassword',
      'TOO_MANY_REQUESTS',
      tooMany,
    );
  });
});
