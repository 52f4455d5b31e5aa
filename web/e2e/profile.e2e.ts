import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, graphql, logInThroughUi, openAs, settledShot, signUp, wait, watchConsole } from './harness';
import { assignmentJourney, submitAttempt } from './solveSteps';
import { sunPng } from './sunPng';

// /profile in the browser against the real product: edits that last, a new password that logs the other devices
// out, sessions closed from another device, the user's data downloaded, and an account deleted (its attempts left
// to the teacher as 'Usuario eliminado'). On a phone and on a desktop, with axe.

const phone = { viewport: { width: 412, height: 823 } };
// What harness.newPerson gives everyone who signs up.
const password = 'contraseña123';
const logInMutation = 'mutation ($input: LogInInput!) { logIn(input: $input) { token } }';

/** On the login screen, whatever page it is to bring the user back to (`?next=`). */
const atLogin = (url: URL) => url.pathname === '/login';
const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Waits for the toast that says it. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor(wait);

/** The field's own message, the one its aria-describedby points at. */
async function messageOf(page: Page, label: string) {
  const id = await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby');
  return page.locator(`[id="${id}"]`).innerText();
}

describe('profile journeys', () => {
  const { journey, teacher, student, group, assignment } = assignmentJourney('profile', { name: 'Examen de química', description: 'Unidad 1' }, [
    { statement: 'El agua es H2O', trueOrFalse: { correctAnswer: true } },
  ]);

  beforeAll(async () => {
    await submitAttempt(journey, student, assignment.id, [{ questionId: assignment.questionIds[0], trueOrFalseAnswer: true }]);
  });

  it('edits names, phone, username and picture on a phone; a taken username is refused on its field; all of it lasts a reload', async () => {
    const lucia = await signUp(journey, 'Lucía', 'Ramos');
    const page = await openAs(journey, lucia, '/profile', phone);
    const messages = watchConsole(page);
    const data = section(page, 'Datos personales');
    await data.getByLabel('Nombres').waitFor(wait);
    await expectAccessible(page, 'profile on a phone');
    await settledShot(journey, page, 'profile-phone');

    await data.getByLabel('Nombre de usuario').fill(teacher.profile.username);
    await data.getByRole('button', { name: 'Guardar cambios' }).click();
    await data.getByText('Ese nombre de usuario ya está en uso').waitFor(wait);
    expect(await messageOf(page, 'Nombre de usuario')).toBe('Ese nombre de usuario ya está en uso');
    await expectAccessible(page, 'taken username');

    const username = `lucia.elena.${Date.now()}`;
    await data.getByLabel('Nombres').fill('  Lucía   Elena ');
    await data.getByLabel('Apellidos').fill('Ramos Díaz');
    await data.getByRole('combobox', { name: 'Código de país' }).click();
    await page.getByRole('option', { name: '+34 España' }).click();
    await data.getByLabel('Celular').fill('612 345 678');
    await data.getByLabel('Nombre de usuario').fill(username);
    await data.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(page, 'Sus datos se guardaron correctamente');
    await settledShot(journey, page, 'profile-saved');

    const picture = section(page, 'Foto de perfil');
    await picture.getByLabel('Foto de perfil').setInputFiles({ name: 'sol.png', mimeType: 'image/png', buffer: sunPng() });
    await toast(page, 'Foto de perfil actualizada');
    await picture.getByRole('button', { name: 'Cambiar foto' }).waitFor(wait);

    await page.reload();
    await data.getByLabel('Nombres').waitFor(wait);
    await picture.getByRole('img', { name: `Foto de perfil de ${username}` }).waitFor(wait);
    // The stored picture is served: the browser drew it.
    expect(await picture.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await data.getByLabel('Nombres').inputValue()).toBe('Lucía Elena');
    expect(await data.getByLabel('Apellidos').inputValue()).toBe('Ramos Díaz');
    expect(await data.getByRole('combobox', { name: 'Código de país' }).innerText()).toContain('+34 España');
    expect(await data.getByLabel('Celular').inputValue()).toBe('612345678');
    expect(await data.getByLabel('Nombre de usuario').inputValue()).toBe(username);
    // The shell's menu reads the session, which took the new username.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByText(username).waitFor(wait);
    // The refused username was answered on its field: the browser logged no error, nor anything else.
    expect(messages).toEqual([]);
    await page.context().close();
  });

  it('changes the password (a wrong current one said on its field); the other device is logged out', async () => {
    const mario = await signUp(journey, 'Mario', 'Soto');
    const other = await journey.newPage();
    await logInThroughUi(other, { email: mario.user.email, password });
    const page = await openAs(journey, mario, '/profile');
    const form = section(page, 'Contraseña');
    await form.getByLabel('Contraseña actual').fill('no-es-la-mia');
    await form.getByLabel('Contraseña nueva', { exact: true }).fill('otra-clave-2026');
    await form.getByLabel('Repita la contraseña nueva').fill('otra-clave-2026');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await form.getByText('La contraseña actual no es correcta').waitFor(wait);
    expect(await messageOf(page, 'Contraseña actual')).toBe('La contraseña actual no es correcta');
    await expectAccessible(page, 'wrong current password');
    await settledShot(journey, page, 'password-refused');

    await form.getByLabel('Contraseña actual').fill(password);
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await toast(page, 'Contraseña cambiada. Se cerró 1 sesión en otro dispositivo.');
    // Only this session is left in the list.
    await expect.poll(() => section(page, 'Sesiones').getByRole('listitem').count(), wait).toBe(1);

    await other.reload();
    await other.waitForURL(atLogin, wait);
    await expect(graphql(journey, logInMutation, { input: { email: mario.user.email, password } })).rejects.toThrow(
      'Las credenciales no son válidas',
    );
    await graphql(journey, logInMutation, { input: { email: mario.user.email, password: 'otra-clave-2026' } });
    // This device goes on.
    await page.reload();
    await section(page, 'Contraseña').waitFor(wait);
    await page.context().close();
    await other.context().close();
  });

  it("lists both sessions, and 'Cerrar sesión' on the other one logs that browser out", async () => {
    const rosa = await signUp(journey, 'Rosa', 'Vega');
    const other = await journey.newPage(phone);
    await logInThroughUi(other, { email: rosa.user.email, password });
    const page = await openAs(journey, rosa, '/profile');
    const sessions = section(page, 'Sesiones');
    await expect.poll(() => sessions.getByRole('listitem').count(), wait).toBe(2);
    const current = sessions.getByRole('listitem').filter({ hasText: 'Esta sesión' });
    expect(await current.count()).toBe(1);
    await expect(current.getByRole('button').count()).resolves.toBe(0);
    const otherRow = sessions.getByRole('listitem').filter({ hasNotText: 'Esta sesión' });
    expect(await otherRow.innerText()).toMatch(/Iniciada el \d{1,2} de [a-z]+ del \d{4} a las \d{2}:\d{2}/);
    expect(await otherRow.innerText()).toContain(' en Linux');
    await expectAccessible(page, 'sessions');
    await settledShot(journey, page, 'sessions');

    await otherRow.getByRole('button', { name: /^Cerrar sesión/ }).click();
    await toast(page, 'Sesión cerrada');
    await expect.poll(() => sessions.getByRole('listitem').count(), wait).toBe(1);
    await sessions.getByText('No hay sesiones abiertas en otros dispositivos.').waitFor(wait);
    await other.reload();
    await other.waitForURL(atLogin, wait);
    await page.context().close();
    await other.context().close();
  });

  it("'Descargar mis datos' saves a JSON file with the student's submitted attempt and answer", async () => {
    const page = await openAs(journey, student, '/profile', phone);
    const [download] = await Promise.all([
      page.waitForEvent('download', wait),
      section(page, 'Sus datos').getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`aula-mis-datos-${student.profile.username}.json`);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      account: { email: string };
      attempts: Array<{ assignment: { name: string }; score: number; answers: Array<{ question: { statement: string }; score: number }> }>;
    };
    expect(data.account.email).toBe(student.user.email);
    expect(data.attempts).toHaveLength(1);
    expect(data.attempts[0]).toMatchObject({ assignment: { name: 'Examen de química' }, score: 100 });
    expect(data.attempts[0]!.answers).toEqual([
      expect.objectContaining({ question: expect.objectContaining({ statement: 'El agua es H2O' }), score: 100 }),
    ]);
    await page.context().close();
  });

  it("deletes the account: the old login is refused and the teacher's gradebook shows 'Usuario eliminado'", async () => {
    const page = await openAs(journey, student, '/profile', phone);
    await section(page, 'Sus datos').getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar su cuenta?' });
    await dialog.getByText('a nombre de «Usuario eliminado»').waitFor(wait);
    await dialog.getByLabel('Contraseña').fill('no-es-la-mia');
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await dialog.getByText('La contraseña no es correcta').waitFor(wait);
    await expectAccessible(page, 'delete account dialog');
    await settledShot(journey, page, 'delete-account');

    await dialog.getByLabel('Contraseña').fill(password);
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await page.waitForURL(atLogin, wait);
    await toast(page, 'Su cuenta se eliminó. Gracias por haber usado Aula.');
    await settledShot(journey, page, 'account-deleted');

    await page.getByLabel('Correo electrónico').fill(student.user.email);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('dialog').getByText('Las credenciales no son válidas').waitFor(wait);
    await page.context().close();

    const gradebook = await openAs(journey, teacher, `/groups/gradebook?studyGroupId=${group.id}`);
    const table = gradebook.getByRole('table', { name: /^Calificaciones de/ });
    await table
      .getByRole('row', { name: /Usuario eliminado/ })
      .getByText('100.00%')
      .first()
      .waitFor(wait);
    await expect(table.getByText('Diego Flores').count()).resolves.toBe(0);
    await settledShot(journey, gradebook, 'gradebook-deleted-student');
    await gradebook.context().close();
  });
});
