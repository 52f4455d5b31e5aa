import { describe, expect, it } from 'vitest';
import { graphql, journeyFor, newPerson, registerThroughUi } from './harness';

const logInMutation = 'mutation ($input: LogInInput!) { logIn(input: $input) { token } }';

describe('session journeys', () => {
  const journey = journeyFor('session');

  it('guards: anonymous users only reach /, /login and /register', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await journey.shot(page, 'login');
    for (const path of ['/groups', '/profile', '/groups/add', '/no-existe']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
    }
    await page.goto('/register');
    expect(new URL(page.url()).pathname).toBe('/register');
    await journey.shot(page, 'register');
  });

  it('registers, lands on /groups, survives a reload, logs out, logs in again', async () => {
    const page = await journey.newPage();
    const person = newPerson('Valeria', 'Núñez');
    await registerThroughUi(page, person);
    await page.getByText('No tiene grupos').waitFor();
    await journey.shot(page, 'groups-empty');
    // A sign-up is not remembered: the session lives in sessionStorage, gone with the browser.
    expect(await page.evaluate(() => [Boolean(sessionStorage.getItem('jwt')), localStorage.getItem('jwt')])).toEqual([true, null]);

    await page.reload();
    await page.getByText('No tiene grupos').waitFor();
    expect(new URL(page.url()).pathname).toBe('/groups');

    // A logged-in user opening a public page goes to /groups.
    await page.goto('/login');
    await page.waitForURL('**/groups');

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('jwt'),
        sessionStorage.getItem('user'),
        localStorage.getItem('jwt'),
        localStorage.getItem('user'),
      ]),
    ).toEqual([null, null, null, null]);
    // The device token of the sign-up stays: logging out ends the session, not the browser's standing with the account.
    // Kept under a hash of the e-mail: nothing in the browser's storage names the person after logout.
    const readDeviceToken = () => page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('aula.device.'))?.[1] ?? null);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(person.email.toLowerCase());
    const kept = await readDeviceToken();
    expect(kept).toEqual(expect.any(String));

    // Someone else guesses the password from the same address (a school's shared connection): unknown clients there
    // are held up, this browser is not.
    const logInFromElsewhere = (password: string) => graphql(journey, logInMutation, { input: { email: person.email, password } });
    for (let i = 0; i < 5; i++) await expect(logInFromElsewhere(`adivinanza-${i}`)).rejects.toThrow('Las credenciales no son válidas');
    await expect(logInFromElsewhere(person.password)).rejects.toThrow('Demasiados intentos fallidos');

    const sent = page.waitForRequest((request) => request.method() === 'POST' && (request.postData() ?? '').includes('"password"'));
    await page.getByLabel('Correo electrónico').fill(person.email.toUpperCase());
    await page.getByLabel('Contraseña').fill(person.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    expect(JSON.parse((await sent).postData()!).variables.input.deviceToken).toBe(kept);
    await page.getByText('Inicio de sesión exitoso. Redirigiendo...').waitFor();
    await journey.shot(page, 'login-success');
    await page.waitForURL('**/groups');
    // Each login hands the browser a fresh device token.
    expect(await readDeviceToken()).not.toBe(kept);
    expect(await readDeviceToken()).toEqual(expect.any(String));
  });

  it('shows the Error modal for wrong credentials', async () => {
    const page = await journey.newPage();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('nadie@aula.test');
    await page.getByLabel('Contraseña').fill('incorrecta1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('Las credenciales no son válidas').waitFor();
    await journey.shot(page, 'login-error');
    await page.getByRole('button', { name: 'Cerrar' }).click();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('drops a stored token the server refuses and shows the login screen', async () => {
    const page = await journey.newPage();
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('jwt', 'token.falso.firmado'));
    await page.goto('/groups');
    await page.waitForURL((url) => url.pathname === '/login');
    // The login screen is the app's (the router settled on it), not a page still on its way.
    await page.getByRole('button', { name: 'Iniciar sesión' }).and(page.locator(':enabled')).waitFor();
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });

  it('shows the navigation as a menu on a phone-sized screen', async () => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await registerThroughUi(page, newPerson('Pedro', 'Salas'));
    await expect(page.getByRole('button', { name: 'Cerrar sesión' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Perfil' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Perfil', exact: true }).waitFor();
    await journey.shot(page, 'profile-phone');
  });

  it('keeps logIn usable with the keyboard only', async () => {
    const page = await journey.newPage();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').focus();
    await page.keyboard.type('nadie@aula.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type('incorrecta1');
    await page.keyboard.press('Enter');
    await page.getByText('Las credenciales no son válidas').waitFor();
  });
});

export {};
