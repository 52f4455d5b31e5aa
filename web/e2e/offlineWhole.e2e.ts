import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestions, chromiumArgs, chromiumPath, createAssignment, expectAccessible, openAs, publish, settledShot, wait } from './harness';
import { answerMiddleKinds, attemptsOf, createQuestionWithImage, enabled, expectStep, groupJourney, next } from './solveSteps';

// The whole assignment without a connection (issue 32 §1): opened once online, reloaded offline, solved and
// submitted offline, the browser closed, and reopened online, where the submission is sent once and graded.

/** A phone's screen (CSS pixels), where students mostly solve. */
const phone = { width: 412, height: 823 };
const planets = ['Mercurio', 'Venus', 'Tierra'];
const password = 'contraseña123';

/** The keys of the screens sealed on the device (the values are ciphertext). */
const sealedScreens = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('aula-vault');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('screens')) return resolve([]);
          const keys = db.transaction('screens').objectStore('screens').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );

/** Whether every image on the page has loaded (none broken). */
const imagesLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main img')].every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
  );

describe('a whole assignment offline', () => {
  const { journey, teacher, student, group } = groupJourney('offline-whole');
  const assignment = { id: '' };
  const marked = { id: '' };
  let profileDir = '';

  beforeAll(async () => {
    profileDir = await mkdtemp(join(tmpdir(), 'aula-profile-'));
    assignment.id = await createAssignment(journey, teacher, {
      studyGroupId: group.id,
      name: 'Repaso para el viaje',
      description: 'Siete preguntas',
      maxAttempts: null,
    });
    await createQuestionWithImage(journey, teacher.token, {
      statement: 'La Tierra gira alrededor del Sol',
      trueOrFalse: { correctAnswer: true, image: null },
      assignmentId: assignment.id,
    });
    await addQuestions(journey, teacher, assignment.id, [
      { statement: '¿Cómo obtienen su alimento las plantas?', shortAnswer: { acceptedAnswers: ['*fotosíntesis*'] } },
      { statement: 'Una cada país con su capital', matchColumns: { leftColumn: ['Perú', 'Chile'], rightColumn: ['Lima', 'Santiago'] } },
      { statement: '¿Cuál es un número primo?', multipleAnswer: { options: ['7', '9'], correctOptionsIndex: [0] } },
      { statement: 'El agua hierve a cien grados', fillBlanks: { correctWords: ['agua'] } },
      { statement: '¿Cuánto vale pi con dos decimales?', numerical: { answers: [{ value: 3.14, tolerance: 0.01 }] } },
      { statement: 'Ordene los planetas desde el Sol', ordering: { items: planets } },
    ]);
    await publish(journey, teacher.token, assignment.id);
    marked.id = await createAssignment(journey, teacher, {
      studyGroupId: group.id,
      name: 'Tarea para el fin de semana',
      description: 'Una pregunta',
    });
    await addQuestions(journey, teacher, marked.id, [{ statement: 'El oro es un metal', trueOrFalse: { correctAnswer: true, image: null } }]);
  });
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await rm(profileDir, { recursive: true, force: true });
  });

  /** The student's browser: one profile on disk (IndexedDB, service worker and 'Recordarme' outlive closing it). */
  async function openBrowser(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      baseURL: journey.url,
      locale: 'es-PE',
      viewport: phone,
      serviceWorkers: 'allow',
    });
    contexts.push(context);
    // Playwright's clock runs in real time; the journey moves it past the 15 s adverts.
    await context.clock.install();
    const page = context.pages()[0] ?? (await context.newPage());
    return { context, page };
  }

  it('opened once online, it is solved offline after a reload, and the submission is sent once the browser opens online again', async () => {
    let { context, page } = await openBrowser();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(student.user.email);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('checkbox', { name: 'Recordarme' }).check();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/groups', wait);
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, wait);

    // Online: the group's page and its assignments, the way a student reaches an assignment.
    await page.goto(`/groups/${encodeURIComponent(group.id)}`);
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    await page.getByRole('link', { name: /^Tareas/ }).click();
    await page.getByText('Repaso para el viaje').waitFor(wait);

    // Online: the overview, then the solve screen (the attempt starts on the server).
    await page.goto(`/assignment/main/${encodeURIComponent(assignment.id)}`);
    await page.getByRole('heading', { name: 'Repaso para el viaje' }).waitFor(wait);
    await page.getByRole('link', { name: 'Empezar' }).click();
    await expectStep(page, 1, 7);
    await expect.poll(() => imagesLoaded(page), wait).toBe(true);
    const userId = student.user.id;
    await expect
      .poll(
        async () =>
          (await sealedScreens(page)).filter((key) => key.startsWith(`${userId}.SolvePageQuery.`) || key.startsWith(`${userId}.start.`)).length,
        wait,
      )
      .toBe(2);
    expect(await sealedScreens(page)).toContain(`${userId}.GroupListPageQuery.{}`);
    // The statement's image is in the service worker's image cache.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('aula-media')).keys()).map((request) => new URL(request.url).pathname)), wait)
      .toContainEqual(expect.stringMatching(/^\/storage\/.+\.png$/));

    // No connection, and the page reloads: the questions, their image and the widgets are all there.
    await context.setOffline(true);
    await page.reload();
    let forward = await expectStep(page, 1, 7);
    await expect.poll(() => imagesLoaded(page), wait).toBe(true);
    expect(await page.getByText('Sin conexión. Esta pantalla se cargará cuando vuelva la conexión.').count()).toBe(0);
    await expectAccessible(page, 'the solve screen reloaded offline');
    await settledShot(journey, page, 'reloaded-offline');
    await page.getByRole('radio', { name: 'Verdadero' }).check();
    await enabled(forward);
    await next(page);

    await answerMiddleKinds(page);

    forward = await expectStep(page, 6, 7);
    await page.getByLabel('Respuesta').fill('3,14');
    await enabled(forward);
    await next(page);

    // The ordering is answered as shown (its order is the answer): 'Finalizar' is on from the start.
    await page.getByRole('heading', { level: 1, name: 'Pregunta 7 de 7' }).waitFor(wait);
    const items = page.getByRole('list', { name: 'Ordene los planetas desde el Sol' }).getByRole('listitem');
    const shown = async () => (await items.allTextContents()).map((row) => row.replace(/^\d+\./, ''));
    for (const [target, planet] of planets.entries()) {
      const moves = (await shown()).indexOf(planet) - target;
      for (let i = 0; i < moves; i++) await page.getByRole('button', { name: `Subir: ${planet}` }).click();
      await expect.poll(shown, wait).toContain(planet);
    }
    await expect.poll(shown, wait).toEqual(planets);
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByText('Sin conexión: sus respuestas se enviarán automáticamente').waitFor(wait);

    // The groups list, as last seen, says since when.
    await page.waitForURL('**/groups', wait);
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    await page.getByText(/^Sin conexión · actualizado hace (menos de 1|\d+) min$/).waitFor(wait);
    await expectAccessible(page, 'the groups list offline');
    await settledShot(journey, page, 'groups-offline');
    // The group's page and its assignments too, as last seen.
    await page.getByRole('heading', { name: 'Ciencias 2B' }).click();
    await page.waitForURL(`**/groups/${encodeURIComponent(group.id)}`, wait);
    await page.getByText(/^Sin conexión · actualizado hace (menos de 1|\d+) min$/).waitFor(wait);
    await expectAccessible(page, "the group's page offline");
    await page.getByRole('link', { name: /^Tareas/ }).click();
    await page.getByText('Repaso para el viaje').waitFor(wait);
    await page.getByText(/^Sin conexión · actualizado hace (menos de 1|\d+) min$/).waitFor(wait);
    await settledShot(journey, page, 'group-assignments-offline');
    expect(await attemptsOf(journey, student)).toEqual([]);

    // The browser closes; it opens again, online, with the same profile.
    await context.close();
    ({ context, page } = await openBrowser());
    await page.goto('/groups');
    await page.getByText('Se envió la tarea guardada sin conexión. Nota: 100.00%').waitFor(wait);
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    expect(await page.getByText(/^Sin conexión · actualizado hace/).count()).toBe(0);
    const stored = (await attemptsOf(journey, student)).filter((attempt) => attempt.assignment.id === assignment.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ score: 100, pendingCount: 0 });
    // Opened again later, nothing is sent twice.
    await page.reload();
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    expect((await attemptsOf(journey, student)).filter((attempt) => attempt.assignment.id === assignment.id)).toHaveLength(1);
    await context.close();
  });

  it("on a computer, 'Disponible sin conexión' switched on offline keeps an assignment never opened once the connection returns, which then opens offline", async () => {
    await publish(journey, teacher.token, marked.id);
    const page = await openAs(journey, student, `/assignment/main/${encodeURIComponent(marked.id)}`, { viewport: { width: 1280, height: 800 } });
    contexts.push(page.context());
    await page.getByRole('heading', { name: 'Tarea para el fin de semana' }).waitFor(wait);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, wait);
    // Switched on without a connection: kept when it returns, the page left open.
    await page.context().setOffline(true);
    const offlineSwitch = page.getByRole('switch', { name: 'Disponible sin conexión' });
    await offlineSwitch.check(wait);
    await page.getByText('Se guardará en este dispositivo cuando vuelva la conexión.').waitFor(wait);
    await page.context().setOffline(false);
    await page.getByText('La tarea está guardada en este dispositivo.').waitFor(wait);
    await expectAccessible(page, 'the overview with the offline switch');
    await settledShot(journey, page, 'overview-switch');

    await page.context().setOffline(true);
    await page.goto(`/assignment/solve/${encodeURIComponent(marked.id)}`);
    await expectStep(page, 1, 1);
    await page.getByText('El oro es un metal').waitFor(wait);
    // The overview too, as last seen, with its switch still on.
    await page.goto(`/assignment/main/${encodeURIComponent(marked.id)}`);
    await page.getByText(/^Sin conexión · actualizado hace (menos de 1|\d+) min$/).waitFor(wait);
    // The switch stays disabled until the device's list of kept assignments is read, then shows it on.
    await page.getByRole('switch', { name: 'Disponible sin conexión', checked: true, disabled: false }).waitFor(wait);
    await settledShot(journey, page, 'overview-offline');
    await page.context().close();
  });
});
