import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct } from '../../scripts/product.js';
import { launchChromium, newPerson } from './harness';

/** What the browser receives over the wire: the real product serving the real build (web/dist). */
describe('web delivery', () => {
  let product: Awaited<ReturnType<typeof startProduct>>;
  let dataDir: string;
  let browser: Browser;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'aula-e2e-'));
    product = await startProduct({ env: { DATA_DIR: dataDir, API_PORT: '0', HOST: '127.0.0.1' }, port: 0 });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** A person signed up through the gateway, to log in as. */
  async function registeredPerson(firstName: string, lastName: string) {
    const person = newPerson(firstName, lastName);
    const signUp = await fetchRaw('/graphql', {
      method: 'POST',
      body: JSON.stringify({
        query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { token } }',
        variables: { input: { ...person, phone: `+51 ${person.phone}` } },
      }),
    });
    expect(signUp.text).toContain('"token"');
    return person;
  }

  /** One request as a browser sends it, the body as bytes on the wire and decoded. */
  function fetchRaw(path: string, { encoding, method = 'GET', body }: { encoding?: string; method?: string; body?: string } = {}) {
    const url = new URL(path, product.url);
    const headers: Record<string, string> = {
      ...(encoding ? { 'accept-encoding': encoding } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    };
    return new Promise<{ status: number; headers: IncomingHttpHeaders; wire: Buffer; text: string }>((resolve, reject) => {
      const req = request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const coding = res.headers['content-encoding'];
          const decoded = coding === 'br' ? brotliDecompressSync(wire) : coding === 'gzip' ? gunzipSync(wire) : wire;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, wire, text: decoded.toString() });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);

  it('HTML, JavaScript and GraphQL JSON over 1 KiB go out brotli or gzip as accepted, plain otherwise, with Vary', async () => {
    const login = await fetchRaw('/login');
    const entry = login.text.match(/<script type="module" crossorigin src="([^"]+)"/)![1]!;
    const graphql = { method: 'POST', body: JSON.stringify({ query: '{ __schema { types { name description } } }' }) };
    for (const [path, options, type] of [
      ['/login', {}, /^text\/html/],
      ['/groups', {}, /^text\/html/],
      [entry, {}, /javascript/],
      ['/graphql', graphql, /json/],
    ] as const) {
      const plain = await fetchRaw(path, options);
      expect(plain.status, path).toBe(200);
      expect(plain.headers['content-type'], path).toMatch(type);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.wire.length, `${path} is over 1 KiB`).toBeGreaterThan(1024);
      for (const encoding of ['br', 'gzip']) {
        const compressed = await fetchRaw(path, { ...options, encoding: encoding === 'br' ? 'gzip, deflate, br' : 'gzip, deflate' });
        expect(compressed.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
        expect(compressed.headers.vary, `${path} ${encoding}`).toMatch(/accept-encoding/i);
        expect(compressed.headers['content-type'], `${path} ${encoding}`).toMatch(type);
        expect(compressed.wire.length, `${path} ${encoding}`).toBeLessThan(plain.wire.length * 0.6);
        expect(compressed.text, `${path} ${encoding}`).toBe(plain.text);
      }
    }
  });

  it('each page preloads the chunks of the screen it renders, and hashed files are cached for good, pages never', async () => {
    const login = await fetchRaw('/login', { encoding: 'br' });
    const register = await fetchRaw('/register', { encoding: 'br' });
    const shell = await fetchRaw('/groups', { encoding: 'br' });
    // /login's screen (PublicLayout, LoginPage and what they import) is one chunk beside the app's start.
    expect(preloads(login.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\/start-.+\.js$/), expect.stringMatching(/\/assets\/public-.+\.js$/)]),
    );
    expect(preloads(register.text)).toEqual(expect.arrayContaining([expect.stringMatching(/\/assets\/RegisterPage-.+\.js$/)]));
    // Every other page: the logged-in shell with the groups list in one chunk, and the solve screen's chunk for
    // an address of the solve screen (main.tsx picks it by the pattern).
    expect(preloads(shell.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\/start-.+\.js$/), expect.stringMatching(/\/assets\/shell-.+\.js$/)]),
    );
    expect(shell.text).toMatch(
      /<template data-preloads-for="\^\/assignment\/solve\/\(\[\^\/\]\+\)\/\?\$">\s*<link rel="modulepreload" crossorigin href="\/assets\/solve-[^"]+\.js">/,
    );
    // /login fetches neither the shell's code nor the first queries'.
    expect(preloads(login.text).filter((href) => /\/assets\/(shell|solve|first-requests)-/.test(href))).toEqual([]);
    // A page paints before any script has run: /login and /register their screen, the others the shell's frame.
    expect(login.text).toMatch(/<div id="root" data-prerendered><main/);
    expect(register.text).toMatch(/<div id="root" data-prerendered><main/);
    expect(shell.text).toMatch(/<div id="root" data-prerendered><div class="frame-bar">/);
    for (const page of [login, register, shell]) expect(page.headers['cache-control']).toBe('no-cache');

    for (const href of new Set([...preloads(login.text), ...preloads(shell.text)])) {
      const asset = await fetchRaw(href, { encoding: 'br' });
      expect(asset.status, href).toBe(200);
      expect(asset.headers['cache-control'], href).toBe('public, max-age=31536000, immutable');
      if (asset.text.length > 1024) expect(asset.headers['content-encoding'], href).toBe('br');
    }
  });

  /**
   * A page whose scripts are held back until `release()`: the window in which only the prerendered HTML is
   * there (no service worker, which would answer from its cache). Layout shifts are recorded from the start.
   */
  async function heldPage({ viewport = { width: 390, height: 844 }, held = /\/assets\/.+\.js$/ } = {}) {
    const context = await browser.newContext({ baseURL: product.url, locale: 'es-PE', viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let release = () => {};
    const scripts = new Promise<void>((resolve) => (release = resolve));
    await page.route(held, async (route) => {
      await scripts;
      await route.continue();
    });
    return { page, release };
  }
  const prerendered = (page: Page) => page.evaluate(() => document.getElementById('root')!.hasAttribute('data-prerendered'));
  const takenOver = (page: Page) =>
    page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('data-prerendered'), undefined, { timeout: 30_000 });
  const quick = { timeout: 5_000 };

  it('/login and /register arrive with their real form, styled, readable with scripts off', async () => {
    const context = await browser.newContext({ baseURL: product.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor(quick);
    for (const label of ['Correo electrónico', 'Contraseña', 'Recordarme']) await page.getByLabel(label).waitFor(quick);
    await page.getByRole('link', { name: 'Regístrese' }).waitFor(quick);
    // The critical CSS came with it: the brand in the theme's blue.
    expect(await page.getByText('Aula', { exact: true }).evaluate((brand) => getComputedStyle(brand).color)).toBe('rgb(31, 95, 168)');

    await page.goto('/register');
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor(quick);
    for (const label of ['Nombres', 'Apellidos', 'Correo electrónico', 'Celular', 'Contraseña', 'Confirmar contraseña']) {
      await page.getByLabel(label, { exact: true }).waitFor(quick);
    }
    await page.getByRole('button', { name: 'Registrarse' }).waitFor(quick);
    await context.close();
  });

  it('what is typed before the scripts arrive, and the focus, survive the takeover; logging in works', async () => {
    const person = await registeredPerson('Inés', 'Paredes');

    const { page, release } = await heldPage();
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Correo electrónico').click(quick);
    await page.keyboard.type(person.email);
    expect(await prerendered(page)).toBe(true);

    release();
    await takenOver(page);
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(person.email);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    // Still the field being typed in, now the app's: the next key lands after the text.
    await page.keyboard.type(' ');
    await page.keyboard.press('Backspace');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(person.email);

    await page.getByLabel('Contraseña').fill(person.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('Inicio de sesión exitoso. Redirigiendo...').waitFor({ timeout: 30_000 });
    await page.waitForURL('**/groups', { timeout: 30_000 });
    await page.context().close();
  });

  it('a login sent with Enter before the app has taken over is made by the app', async () => {
    const person = await registeredPerson('Raúl', 'Mendoza');

    // Only the app's chunks are held: the page's first script (the entry) runs, as it does long before them.
    const { page, release } = await heldPage({ held: /\/assets\/(start|public)-.+\.js$/ });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Iniciar sesión' }).and(page.locator(':enabled')).waitFor(quick);
    await page.getByLabel('Correo electrónico').click(quick);
    await page.keyboard.type(person.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');
    expect(await prerendered(page)).toBe(true);

    release();
    await page.getByText('Inicio de sesión exitoso. Redirigiendo...').waitFor({ timeout: 30_000 });
    await page.waitForURL('**/groups', { timeout: 30_000 });
    await page.context().close();
  });

  it('a sign-up filled in and sent before the app has taken over gets the server’s answer, with no message on a filled field', async () => {
    const taken = await registeredPerson('Diego', 'Flores');
    const person = newPerson('Diego', 'Flores');
    // The checks Formik starts while the carried values arrive settle in no fixed order: three tries catch a stale one.
    for (let round = 1; round <= 3; round++) {
      const { page, release } = await heldPage({ held: /\/assets\/(start|public)-.+\.js$/ });
      await page.goto('/register', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Registrarse' }).and(page.locator(':enabled')).waitFor(quick);
      await page.getByLabel('Nombres').fill(person.firstName);
      await page.getByLabel('Apellidos').fill(person.lastName);
      await page.getByLabel('Correo electrónico').fill(taken.email);
      await page.getByLabel('Celular').fill(person.phone);
      await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
      await page.getByLabel('Confirmar contraseña').fill(person.password);
      await page.getByRole('button', { name: 'Registrarse' }).click();
      expect(await prerendered(page)).toBe(true);

      release();
      await page.getByRole('alert').getByText('Este usuario ya existe').waitFor({ timeout: 30_000 });
      const form = page.locator('form');
      const stale = form.getByText(/Necesita tener 3 caracteres como mínimo|Debe tener formato de celular|La contraseña es obligatoria/);
      expect(
        await stale
          .first()
          .waitFor({ timeout: 1_000 })
          .then(
            () => stale.allInnerTexts(),
            () => [],
          ),
        `round ${round}`,
      ).toEqual([]);
      expect(await form.getByText('Este usuario ya existe').count()).toBe(1);
      await page.context().close();
    }
  });

  it('the app takes over the prerendered screen without moving anything', async () => {
    for (const [path, texts] of [
      ['/login', ['Iniciar sesión', 'Correo electrónico', 'Recordarme', 'Regístrese', 'Términos y condiciones']],
      ['/register', ['Crear cuenta', 'Nombres', 'Código de país', 'Confirmar contraseña', 'Inicie sesión']],
    ] as const) {
      const { page, release } = await heldPage();
      await page.goto(path, { waitUntil: 'commit' });
      const boxes = () => Promise.all(texts.map((text) => page.getByText(text, { exact: true }).first().boundingBox(quick)));
      const before = await boxes();
      expect(await prerendered(page), path).toBe(true);

      release();
      await takenOver(page);
      // Two frames: whatever the takeover moved has been laid out and reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await boxes(), path).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts), path).toEqual([]);
      await page.context().close();
    }
  });
});
