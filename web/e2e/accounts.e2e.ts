import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumArgs,
  chromiumPath,
  expectAccessible,
  graphql,
  logInThroughUi,
  openAs,
  settledShot,
  signUp,
  startJourney,
  wait,
  watchConsole,
  type Journey,
} from './harness';
import { startSmtpServer, type TestSmtpServer } from '../../scripts/mailCatcher';

// Accounts that last: a forgotten password comes back through a real e-mail (read from an SMTP server started
// here), 'Recordarme' decides whether a session outlives the browser, and the terms and privacy pages are there.

const phone = { width: 412, height: 823 };
/** On the login screen, whatever page it is to bring the user back to (`?next=`). */
const atLogin = (url: URL) => url.pathname === '/login';
const viewerQuery = 'query { viewer { user { id } } }';

describe('accounts', () => {
  let smtp: TestSmtpServer;
  let journey: Journey;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    journey = await startJourney('accounts', { env: { SMTP_URL: smtp.url, MAIL_FROM: 'Aula <aula@aula.test>' } });
  }, 120_000);
  afterAll(async () => {
    await journey?.stop();
    await smtp?.close();
  });

  it('forgot password: the e-mail link sets a new one, logs in, and the session elsewhere ends', async () => {
    const person = await signUp(journey, 'Carmen', 'Flores');
    const { email } = person.user;
    // Logged in before, in another browser: the reset ends that session.
    const elsewhere = await openAs(journey, person, '/groups');
    await elsewhere.getByText('No tiene grupos').waitFor(wait);

    const page = await journey.newPage({ viewport: phone });
    const problems = watchConsole(page);
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Correo electrónico').fill(email.toUpperCase());
    await expectAccessible(page);
    await settledShot(journey, page, 'forgot-password');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText(/^Si hay una cuenta con ese correo, le hemos enviado un enlace/).waitFor(wait);
    await expectAccessible(page, 'reset link sent');
    await settledShot(journey, page, 'reset-link-sent');

    const mail = await smtp.waitForMail(email, 30_000);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    expect(new URL(link!).origin).toBe(journey.url);

    await page.goto(link!);
    await page.getByLabel('Contraseña nueva').fill('otra-clave-2026');
    await page.getByLabel('Confirmar contraseña').fill('otra-clave-2026');
    await expectAccessible(page, 'reset password');
    await settledShot(journey, page, 'reset-password');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.waitForURL('**/groups', wait);
    await page.getByText('Guardamos su contraseña nueva y ya inició sesión.').waitFor(wait);
    await settledShot(journey, page, 'reset-done');

    // The other browser's next navigation finds its session ended.
    await elsewhere.goto('/groups');
    await elsewhere.waitForURL(atLogin, wait);

    // The link works once.
    const again = await journey.newPage({ viewport: phone });
    await again.goto(link!);
    await again.getByLabel('Contraseña nueva').fill('tercera-clave-1');
    await again.getByLabel('Confirmar contraseña').fill('tercera-clave-1');
    await again.getByRole('button', { name: 'Guardar contraseña' }).click();
    await again.getByText('El enlace para restablecer la contraseña no es válido o ha caducado. Pida uno nuevo.').waitFor(wait);
    await again.getByRole('link', { name: 'Pedir un enlace nuevo' }).waitFor(wait);

    // 'Cerrar sesión' ends the session on the server too: its token no longer works.
    const token = await page.evaluate(() => sessionStorage.getItem('jwt'));
    expect(token).toEqual(expect.any(String));
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(atLogin, wait);
    await expect(graphql<{ viewer: unknown }>(journey, viewerQuery, {}, token!)).resolves.toEqual({ viewer: null });

    // The new password is the one that works.
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill('contraseña123');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('Las credenciales no son válidas').waitFor(wait);
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await logInThroughUi(page, { email, password: 'otra-clave-2026' });
    expect(problems).toEqual([]);
  });

  /** A browser with its own profile on disk: closing and opening it again is a browser restart. */
  async function persistentBrowser(dir: string) {
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      baseURL: journey.url,
      locale: 'es-PE',
      viewport: { width: 1280, height: 800 },
    });
    return { context, page: context.pages()[0] ?? (await context.newPage()) };
  }

  async function logIn(page: Page, person: { email: string; password: string }, remember: boolean) {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByLabel('Contraseña').fill(person.password);
    if (remember) await page.getByLabel('Recordarme').check();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/groups', wait);
    await page.getByText('No tiene grupos').waitFor(wait);
  }

  it("'Recordarme': unchecked, the session ends with the browser; checked, it is still there", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aula-profile-'));
    try {
      const account = await signUp(journey, 'Inés', 'Cárdenas');
      const credentials = { email: account.user.email, password: 'contraseña123' };

      let browser = await persistentBrowser(dir);
      await logIn(browser.page, credentials, false);
      await browser.context.close();
      browser = await persistentBrowser(dir);
      await browser.page.goto('/groups');
      await browser.page.waitForURL(atLogin, wait);

      await logIn(browser.page, credentials, true);
      await browser.context.close();
      browser = await persistentBrowser(dir);
      await browser.page.goto('/groups');
      await browser.page.getByText('No tiene grupos').waitFor(wait);
      expect(new URL(browser.page.url()).pathname).toBe('/groups');
      await browser.context.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a remembered session ended elsewhere sends every open tab of the browser to the login', async () => {
    const person = await signUp(journey, 'Teresa', 'Huamán');
    const first = await journey.newPage();
    await logIn(first, { email: person.user.email, password: 'contraseña123' }, true);
    await first.goto('/notifications');
    await first.getByRole('heading', { level: 1, name: 'Notificaciones' }).waitFor(wait);
    // A second tab of the same browser: it shares the remembered session.
    const second = await first.context().newPage();
    await second.goto('/groups');
    await second.getByText('No tiene grupos').waitFor(wait);

    // From another device: 'Cerrar sesión en todos los dispositivos'.
    await graphql(journey, 'mutation { logOutEverywhere { endedSessionCount } }', {}, person.token);
    for (const tab of [first, second]) {
      await tab.waitForURL(atLogin, { timeout: 15_000 });
      await tab.getByText(/^Su sesión terminó/).waitFor({ timeout: 5_000 });
    }
  });

  it('a screen opened without a session comes back after the login', async () => {
    const person = await signUp(journey, 'Óscar', 'Mendoza');
    const page = await journey.newPage();
    await page.goto('/profile');
    await page.waitForURL(atLogin, wait);
    expect(new URL(page.url()).search).toBe('?next=%2Fprofile');
    await page.getByLabel('Correo electrónico').fill(person.user.email);
    await page.getByLabel('Contraseña').fill('contraseña123');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/profile', wait);
    await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor(wait);
  });

  it('/terminos and /privacidad are reachable from /login logged out, and logged in', async () => {
    for (const viewport of [phone, { width: 1280, height: 800 }]) {
      const page = await journey.newPage({ viewport });
      await page.goto('/login');
      await page.getByRole('link', { name: 'Términos y condiciones' }).click();
      await page.waitForURL('**/terminos');
      await page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }).waitFor(wait);
      await expectAccessible(page);
      if (viewport === phone) await settledShot(journey, page, 'terms-phone');
      await page.getByRole('link', { name: 'Política de privacidad' }).click();
      await page.waitForURL('**/privacidad');
      await page.getByRole('heading', { level: 1, name: 'Política de privacidad' }).waitFor(wait);
      await expectAccessible(page);
      if (viewport === phone) await settledShot(journey, page, 'privacy-phone');
      // Nothing wider than the screen on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    const member = await signUp(journey, 'Rocío', 'Valdez');
    const page = await openAs(journey, member, '/privacidad');
    await page.getByRole('heading', { level: 1, name: 'Política de privacidad' }).waitFor(wait);
    expect(new URL(page.url()).pathname).toBe('/privacidad');
  });
});
