import { validationMessages } from '@aula/common';
import { describe, expect, it } from 'vitest';
import { accountsProduct, expectRefusal, firefoxOnWindows, password, viewerOf } from './accountsHarness.js';

// A real profile and the user's own data, through GraphQL over a real api: updateProfile with its refusals naming
// the field, Viewer.dataExport, and deleteAccount.

const product = accountsProduct();

const updateDoc = `mutation($input: UpdateProfileInput!) {
  updateProfile(input: $input) { user { id firstName lastName phone email } profile { id username } }
}`;
const deleteDoc = 'mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { deleted } }';

describe('updateProfile', () => {
  it('changes only the fields given, and the viewer reads them after', async () => {
    const person = await product.signUp('Ana');
    const { updateProfile } = await product.ok(
      updateDoc,
      { input: { firstName: '  Ana María ', phone: '+34 612-345 678' } },
      { token: person.token },
    );
    expect(updateProfile.user).toMatchObject({ firstName: 'Ana María', lastName: 'Cuentas', phone: '+34 612345678', email: person.email });
    expect(updateProfile.profile).toEqual({ id: person.profileId, username: person.username });

    const renamed = await product.ok(updateDoc, { input: { lastName: 'Quispe', username: 'ana.quispe' } }, { token: person.token });
    expect(renamed.updateProfile.user).toMatchObject({ firstName: 'Ana María', lastName: 'Quispe', phone: '+34 612345678' });
    const { viewer } = await product.ok('{ viewer { user { firstName lastName phone } profile { username } } }', {}, { token: person.token });
    expect(viewer).toEqual({ user: { firstName: 'Ana María', lastName: 'Quispe', phone: '+34 612345678' }, profile: { username: 'ana.quispe' } });
  });

  it('BAD_USER_INPUT naming the field: a taken username (in any case), its format, a phone, a short name', async () => {
    const taken = await product.signUp('Tomas');
    const person = await product.signUp('Paula');
    const refuses = async (input: object, message: string, field: string) =>
      expectRefusal(await product.graphql(updateDoc, { input }, { token: person.token }), 'updateProfile', 'BAD_USER_INPUT', message, field);
    await refuses({ username: taken.username.toUpperCase() }, 'Ese nombre de usuario ya está en uso', 'username');
    await refuses({ username: 'con espacios' }, validationMessages.usernameCharacters, 'username');
    await refuses({ username: 'ab' }, 'El nombre de usuario debe tener al menos 3 caracteres', 'username');
    await refuses({ phone: '987' }, 'Debe tener formato de celular', 'phone');
    await refuses({ firstName: 'Al', phone: '+51 987654321' }, 'Necesita tener 3 caracteres como mínimo', 'firstName');
    await refuses({ lastName: ' B ' }, 'Necesita tener 3 caracteres como mínimo', 'lastName');
    // Nothing changed.
    expect(await viewerOf(product, person.token)).toEqual({ profile: { username: person.username } });
  });

  it('UNAUTHENTICATED without a token', async () => {
    expectRefusal(
      await product.graphql(updateDoc, { input: { firstName: 'Nadie' } }),
      'updateProfile',
      'UNAUTHENTICATED',
      'Las credenciales no son válidas',
    );
  });
});

describe('Viewer.dataExport', () => {
  it("is the viewer's data as one JSON document, with no classmate's private data", async () => {
    const classmate = await product.signUp('Clara');
    const person = await product.signUp('Elsa', firefoxOnWindows);
    await product.ok(
      'mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id } } }',
      { input: { name: 'Historia del Perú', memberIds: [classmate.profileId] } },
      { token: person.token },
    );
    const { viewer } = await product.ok('{ viewer { dataExport } }', {}, { token: person.token });
    const document = JSON.parse(viewer.dataExport);
    expect(document.account).toMatchObject({ email: person.email, firstName: 'Elsa', lastName: 'Cuentas' });
    expect(document.profile.username).toBe(person.username);
    expect(document.groups).toEqual([expect.objectContaining({ name: 'Historia del Perú', role: 'OWNER' })]);
    expect(document.sessions).toEqual([expect.objectContaining({ device: 'Firefox en Windows', remembered: false })]);
    expect(viewer.dataExport).not.toContain(classmate.email);
    expect(viewer.dataExport).not.toContain('Clara');
  });

  it('is null with the viewer for a request without a token', async () => {
    expect(await product.ok('{ viewer { dataExport } }')).toEqual({ viewer: null });
  });
});

describe('deleteAccount', () => {
  it('BAD_USER_INPUT naming `password` when the password is wrong or missing; nothing is deleted', async () => {
    const person = await product.signUp('Rosa');
    const refuses = async (input: object, message: string) =>
      expectRefusal(await product.graphql(deleteDoc, { input }, { token: person.token }), 'deleteAccount', 'BAD_USER_INPUT', message, 'password');
    await refuses({ password: 'no-es-esta' }, 'La contraseña no es correcta');
    await refuses({ password: '' }, 'La contraseña es obligatoria');
    expect(await viewerOf(product, person.token)).not.toBeNull();
    await product.logIn(person.email);
  });

  it('deletes the account: every session ends, the login is refused, and the e-mail may sign up again', async () => {
    const person = await product.signUp('Luz');
    const other = await product.logIn(person.email);
    expect((await product.ok(deleteDoc, { input: { password } }, { token: person.token })).deleteAccount).toEqual({ deleted: true });
    expect(await viewerOf(product, person.token)).toBeNull();
    expect(await viewerOf(product, other)).toBeNull();

    const logIn = 'mutation($input: LogInInput!) { logIn(input: $input) { token } }';
    expectRefusal(
      await product.graphql(logIn, { input: { email: person.email, password } }),
      'logIn',
      'UNAUTHENTICATED',
      'Las credenciales no son válidas',
    );
    const input = { firstName: 'Luz', lastName: 'Nueva', email: person.email, phone: '+51 987654321', password: 'una-clave-nueva' };
    const { signUp } = await product.ok('mutation($input: SignUpInput!) { signUp(input: $input) { user { email } } }', { input });
    expect(signUp.user.email).toBe(person.email);
  });
});
