import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startProduct } from '../../scripts/product.js';

export const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}

export interface Journey {
  url: string;
  browser: Browser;
  /** A fresh browser context (its own localStorage) and page. */
  newPage(options?: { viewport?: { width: number; height: number } }): Promise<Page>;
  /** Saves a full-page screenshot as e2e/screenshots/<journey>/<nn>-<name>.png for reviewers. */
  shot(page: Page, name: string): Promise<void>;
  stop(): Promise<void>;
}

/** The real product (api on a throwaway PGlite directory, gateway, built web) and a Chromium to drive it. */
export async function startJourney(name: string): Promise<Journey> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-e2e-'));
  const product = await startProduct({ env: { DATA_DIR: dataDir, API_PORT: '0', HOST: '127.0.0.1' }, port: 0 });
  const browser = await launchChromium();
  const dir = join(screenshotDir, name);
  await mkdir(dir, { recursive: true });
  let count = 0;
  return {
    url: product.url,
    browser,
    async newPage(options) {
      const context = await browser.newContext({ baseURL: product.url, locale: 'es-PE', viewport: options?.viewport ?? { width: 1280, height: 800 } });
      return context.newPage();
    },
    async shot(page, shotName) {
      count += 1;
      await page.screenshot({ path: join(dir, `${String(count).padStart(2, '0')}-${shotName}.png`), fullPage: true });
    },
    async stop() {
      await browser.close();
      await product.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A new person to sign up as, unique within the run. */
export function newPerson(firstName = 'Lucía', lastName = 'Ramos') {
  counter += 1;
  return { firstName, lastName, email: `${firstName.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.${counter}.${Date.now()}@aula.test`, phone: '987654321', password: 'contraseña123' };
}

/** Signs up through the register screen and waits for /groups. */
export async function registerThroughUi(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/register');
  await page.getByLabel('Nombres').fill(person.firstName);
  await page.getByLabel('Apellidos').fill(person.lastName);
  await page.getByLabel('Correo electrónico').fill(person.email);
  await page.getByLabel('Celular').fill(person.phone);
  await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
  await page.getByLabel('Confirmar contraseña').fill(person.password);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await page.waitForURL('**/groups');
}

/** Logs in through the login screen and waits for /groups (after the 1 s success modal). */
export async function logInThroughUi(page: Page, person: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(person.email);
  await page.getByLabel('Contraseña').fill(person.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/groups');
}
