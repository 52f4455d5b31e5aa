import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startProduct } from '../../scripts/product.js';
import signUpMutation from '../src/__generated__/useSignUpMutation.graphql.js';

export const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine needs (no sandbox as root, no background network). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Debian's Chromium with the flags this machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** A browser context's size, and whether the app's service worker may run (it serves code from its cache). */
export interface PageOptions {
  viewport?: { width: number; height: number };
  serviceWorkers?: 'allow' | 'block';
}

export interface Journey {
  url: string;
  browser: Browser;
  /** A fresh browser context (its own localStorage) and page. */
  newPage(options?: PageOptions): Promise<Page>;
  /** Saves a full-page screenshot as e2e/screenshots/<journey>/<nn>-<name>.png for reviewers. */
  shot(page: Page, name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real product (api on a throwaway PGlite directory, gateway, built web) and a Chromium to drive it; `env` adds
 * settings (SMTP_URL for a journey that reads the e-mails).
 */
export async function startJourney(name: string, { env = {} }: { env?: Record<string, string> } = {}): Promise<Journey> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-e2e-'));
  const product = await startProduct({ env: { DATA_DIR: dataDir, API_PORT: '0', HOST: '127.0.0.1', ...env }, port: 0 });
  const browser = await launchChromium();
  const dir = join(screenshotDir, name);
  await mkdir(dir, { recursive: true });
  let count = 0;
  return {
    url: product.url,
    browser,
    async newPage(options) {
      const context = await browser.newContext({
        baseURL: product.url,
        locale: 'es-PE',
        viewport: options?.viewport ?? { width: 1280, height: 800 },
        serviceWorkers: options?.serviceWorkers ?? 'allow',
      });
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

/**
 * The journey of the describe block this is called in: started before its tests (a beforeAll registered here, so
 * ahead of the block's own hooks) and stopped after them. What it returns stands for it in those tests and hooks.
 */
export function journeyFor(name: string): Journey {
  let started: Journey | undefined;
  beforeAll(async () => {
    started = await startJourney(name);
  });
  afterAll(() => started?.stop());
  const current = () => {
    if (!started) throw new Error(`The journey '${name}' is read before its beforeAll started it`);
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get browser() {
      return current().browser;
    },
    newPage: (options) => current().newPage(options),
    shot: (page, shotName) => current().shot(page, shotName),
    stop: () => current().stop(),
  };
}

let counter = 0;
/** A new person to sign up as, unique within the run. */
export function newPerson(firstName = 'Lucía', lastName = 'Ramos') {
  counter += 1;
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.${counter}.${Date.now()}@aula.test`,
    phone: '987654321',
    password: 'contraseña123',
  };
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

// --- Setup through the real gateway: what a journey does not test goes fast this way ---------------------------

/** Generous: two cores are shared by the api, the gateway, Chromium and other test runs. */
export const wait = { timeout: 30_000 };

export interface Session {
  token: string;
  user: { id: string; firstName: string; lastName: string; email: string };
  profile: { id: string; username: string };
}

/** A GraphQL request body (`query` text, or the web app's `documentId`) sent to the gateway as that person, if any. */
async function post<T>(journey: Journey, body: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${journey.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (json.errors?.length || !json.data) throw new Error(`GraphQL: ${JSON.stringify(json.errors)}`);
  return json.data;
}

export const graphql = <T>(journey: Journey, query: string, variables: Record<string, unknown>, token?: string) =>
  post<T>(journey, { query, variables }, token);

/** Signs up as the web app does, with its own persisted document: the session holds what the app's holds. */
export async function signUp(journey: Journey, firstName: string, lastName: string): Promise<Session> {
  const person = newPerson(firstName, lastName);
  const variables = { input: { ...person, phone: `+51 ${person.phone}` } };
  const { signUp: session } = await post<{ signUp: Session }>(journey, { documentId: signUpMutation.params.id, variables });
  return session;
}

export const createQuestionMutation = `mutation ($input: CreateQuestionInput!) { createQuestion(input: $input) { question { ... on Node { id } } } }`;

/** A question of the teacher's; with `assignmentId`, written into that assignment, which is then published (see publish). */
export async function createQuestion(journey: Journey, token: string, input: Record<string, unknown>): Promise<string> {
  const { createQuestion: created } = await graphql<{ createQuestion: { question: { id: string } } }>(
    journey,
    createQuestionMutation,
    { input },
    token,
  );
  if (typeof input.assignmentId === 'string') await publish(journey, token, input.assignmentId);
  return created.question.id;
}

/**
 * Publishes the assignment now (a published one stays as it is). New assignments are drafts; the steps here publish
 * one as soon as it has a question, as journeys that are not about drafts expect (publish.e2e.ts is about them).
 */
export async function publish(journey: Journey, token: string, assignmentId: string) {
  await graphql(
    journey,
    `
      mutation ($input: PublishAssignmentInput!) {
        publishAssignment(input: $input) {
          assignment {
            id
          }
        }
      }
    `,
    { input: { id: assignmentId } },
    token,
  );
}

/** Questions written into the teacher's assignment, in order (each input without its `assignmentId`): their ids. */
export async function addQuestions(journey: Journey, teacher: Session, assignmentId: string, questions: Array<Record<string, unknown>>) {
  const ids: string[] = [];
  for (const question of questions) ids.push(await createQuestion(journey, teacher.token, { ...question, assignmentId }));
  return ids;
}

/** A `create…` mutation of the teacher's whose payload is the new node (`createStudyGroup` → `studyGroup`): its id. */
function creates<M extends string, N extends string>(mutation: M, node: N) {
  const document = `mutation ($input: ${mutation.charAt(0).toUpperCase()}${mutation.slice(1)}Input!) { ${mutation}(input: $input) { ${node} { id } } }`;
  return async (journey: Journey, teacher: Session, input: Record<string, unknown>): Promise<string> => {
    const data = await graphql<Record<M, Record<N, { id: string }>>>(journey, document, { input }, teacher.token);
    const id = data[mutation][node].id;
    // An assignment made with its questions is published (see publish).
    if (node === 'assignment' && Array.isArray(input.questionIds) && input.questionIds.length > 0) await publish(journey, teacher.token, id);
    return id;
  };
}

/** A new study group of the teacher's (`memberIds` for members from the start): its id. */
export const createStudyGroup = creates('createStudyGroup', 'studyGroup');

/** A new assignment of the group (the teacher's): its id, published when made with questionIds. `maxAttempts: null` for unlimited attempts. */
export const createAssignment = creates('createAssignment', 'assignment');

/**
 * Opens the app as that person: the session stored in localStorage (jwt, user), verified on start. The page's
 * clock is Playwright's (it runs in real time), so a journey can move it past the solve screen's 15 s advert
 * (`page.clock.runFor`) with no shortcut in the shipped app.
 */
export async function openAs(journey: Journey, session: Session, path: string, options?: PageOptions) {
  const page = await journey.newPage(options);
  await page.clock.install();
  await page.goto('/login');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('jwt', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
  return page;
}

/** A screenshot once dialogs, toasts and ripples have finished their entrance, with the pointer out of the way. */
export async function settledShot(journey: Journey, page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    wait,
  );
  await journey.shot(page, name);
}

// --- Accessibility and console -------------------------------------------------------------------------------

let axeCode: string | undefined;
const axeSource = () => (axeCode ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * axe-core (WCAG 2.x A/AA rules and best practices) on the page as it is now, dialogs and errors included: fails
 * with the list of serious or critical violations. Animations are left to finish first, so a fading dialog is
 * not measured half transparent.
 */
export async function expectAccessible(page: Page, where = page.url()) {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    wait,
  );
  // Evaluated through the DevTools protocol rather than a <script> tag: the app's CSP (script-src 'self') refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  if (serious.length > 0) {
    const report = serious.map(
      (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`,
    );
    throw new Error(`axe on ${where}:\n${report.join('\n')}`);
  }
}

/** Collects the page's console warnings and errors (and uncaught exceptions) from now on. */
export function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}
