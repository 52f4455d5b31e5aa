import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAssignment, createQuestion, openAs, wait } from './harness';
import { groupJourney, submitAttempt } from './solveSteps';

/**
 * A data screen's query starts no later than its code has downloaded (no code-then-data
 * waterfall). The screen's chunk is slowed down by `delayMs` (400 ms unless told); the /graphql request for its
 * query must start before the chunk's download finishes.
 */
async function timings(page: Page, chunk: RegExp, operation: string, delayMs = 400) {
  const times: { chunkStart?: number; chunkEnd?: number; queryStart?: number } = {};
  await page.route(chunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  page.on('request', (request) => {
    if (chunk.test(request.url())) times.chunkStart ??= Date.now();
    if (request.url().endsWith('/graphql') && request.postData()?.includes(operation)) times.queryStart ??= Date.now();
  });
  page.on('requestfinished', (request) => {
    if (chunk.test(request.url())) times.chunkEnd ??= Date.now();
  });
  return times;
}

/** Does `go` (a click that opens the screen), then checks that the screen's query started before its code arrived. */
async function expectDataBesideCode(page: Page, screen: string, operation: string, go: () => Promise<void>) {
  const times = await timings(page, new RegExp(`/assets/${screen}-[^/]*\\.js$`), operation);
  await go();
  await expect.poll(() => times.chunkEnd !== undefined && times.queryStart !== undefined, wait).toBe(true);
  expect(times.queryStart!, `${operation} started after ${screen}'s code`).toBeLessThanOrEqual(times.chunkEnd!);
}

describe('code before data', () => {
  const { journey, teacher, student, group } = groupJourney('codeBeforeData', {
    teacher: ['Rosa', 'Díaz'],
    student: ['Iván', 'Ccori'],
    group: { name: 'Física 4B', description: 'Laboratorio' },
  });
  let assignmentId: string;
  let questionId: string;
  /** A page on /login with `session` stored, and the page's own clock (openAs installs a fake one). */
  const withStoredSession = async (session: typeof teacher) => {
    const page = await journey.newPage({ serviceWorkers: 'block' });
    await page.goto('/login');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('jwt', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, session);
    return page;
  };

  beforeAll(async () => {
    questionId = await createQuestion(journey, teacher.token, {
      statement: 'La luz viaja más rápido que el sonido',
      trueOrFalse: { correctAnswer: true },
    });
    assignmentId = await createAssignment(journey, teacher, {
      studyGroupId: group.id,
      name: 'Ondas',
      description: 'Sonido y luz',
      questionIds: [questionId],
    });
  });

  it("starts the groups list's query before the list's code has downloaded, right after logging in", async () => {
    // /login's page preloads only its own code (any other page's HTML preloads the groups list's), so logging in is
    // where the list's code and its query are fetched by the router.
    const page = await journey.newPage({ serviceWorkers: 'block' });
    await page.goto('/login');
    // The groups list comes in the logged-in shell's chunk (vite.config.ts), which the app starts fetching as soon
    // as the login succeeds, during the second the success message shows: slowed down for longer than that, it is
    // still on its way when the router opens the list.
    const times = await timings(page, /\/assets\/shell-[^/]*\.js$/, 'GroupListPageQuery', 2500);
    await page.getByLabel('Correo electrónico').fill(teacher.user.email);
    await page.getByLabel('Contraseña').fill('contraseña123');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('heading', { name: 'Grupos' }).waitFor(wait);
    expect(times.chunkStart).toBeDefined();
    expect(times.chunkEnd).toBeDefined();
    expect(times.queryStart).toBeDefined();
    expect(times.queryStart!).toBeLessThanOrEqual(times.chunkEnd!);
  });

  it("starts each data screen's query beside its code: group, members, edit, assignment form, grades, bank, overview", async () => {
    const page = await openAs(journey, teacher, '/groups', { serviceWorkers: 'block' });
    await page.getByRole('heading', { name: 'Grupos' }).waitFor(wait);
    await expectDataBesideCode(page, 'GroupDetailPage', 'GroupDetailPageQuery', async () => {
      await page.getByText('Física 4B').first().click();
      await page.getByRole('heading', { name: 'Física 4B' }).waitFor(wait);
    });
    await expectDataBesideCode(page, 'GroupMembersPage', 'GroupMembersPageQuery', async () => {
      await page.getByRole('link', { name: /Miembros/ }).click();
      await page.getByRole('heading', { name: 'Miembros' }).waitFor(wait);
    });
    await page.goBack();
    await expectDataBesideCode(page, 'GroupEditPage', 'GroupEditPageQuery', async () => {
      await page.getByRole('link', { name: /Editar/ }).click();
      await page.getByRole('heading', { name: 'Editar grupo' }).waitFor(wait);
    });
    await page.goBack();
    await page.getByRole('link', { name: /Tareas/ }).click();
    await page.getByRole('button', { name: 'Opciones de Ondas' }).waitFor(wait);
    await page.getByRole('button', { name: 'Opciones de Ondas' }).click();
    await expectDataBesideCode(page, 'AssignmentFormPage', 'AssignmentFormPageQuery', async () => {
      await page.getByRole('menuitem', { name: 'Editar' }).click();
      await page.getByRole('heading', { name: 'Editar tarea' }).waitFor(wait);
    });
    await page.getByRole('button', { name: 'Añadir pregunta(s)' }).click();
    await expectDataBesideCode(page, 'QuestionBankPage', 'QuestionBankPageQuery', async () => {
      await page
        .getByRole('dialog', { name: 'Añadir pregunta(s)' })
        .getByRole('link', { name: /Buscar en repositorio/ })
        .click();
      await page.getByRole('heading', { name: 'Buscar en repositorio' }).waitFor(wait);
    });
    await page.goBack();
    await page.goBack();
    await page.getByRole('button', { name: 'Opciones de Ondas' }).click();
    await expectDataBesideCode(page, 'AssignmentGradesPage', 'AssignmentGradesPageQuery', async () => {
      await page.getByRole('menuitem', { name: 'Notas' }).click();
      await page.getByRole('heading', { name: 'Notas' }).waitFor(wait);
    });
    await page.context().close();

    // A member's way in: the assignment's overview.
    const member = await openAs(
      journey,
      student,
      `/groups/assignments/group-info?${new URLSearchParams({ groupId: group.id, ownerId: teacher.profile.id })}`,
      {
        serviceWorkers: 'block',
      },
    );
    await member.getByRole('link', { name: /Ondas/ }).waitFor(wait);
    await expectDataBesideCode(member, 'AssignmentOverviewPage', 'AssignmentOverviewPageQuery', async () => {
      await member.getByRole('link', { name: /Ondas/ }).click();
      await member.getByRole('heading', { name: 'Ondas' }).waitFor(wait);
    });
    await member.context().close();
  });

  it("a page load logged in sends the session check and the screen's query beside the app's code, once each: groups list, solve screen, assignment overview, notifications, and the profile (a linked screen, its loader fetched first)", async () => {
    for (const { session, path, operation, shown } of [
      { session: teacher, path: '/groups', operation: 'GroupListPageQuery', shown: 'Física 4B' },
      {
        session: student,
        path: `/assignment/solve/${encodeURIComponent(assignmentId)}`,
        operation: 'SolvePageQuery',
        shown: 'La luz viaja más rápido que el sonido',
      },
      { session: student, path: `/assignment/main/${encodeURIComponent(assignmentId)}`, operation: 'AssignmentOverviewPageQuery', shown: 'Ondas' },
      { session: teacher, path: '/notifications', operation: 'NotificationsPageQuery', shown: 'Notificaciones' },
      { session: teacher, path: '/profile', operation: 'ProfilePageQuery', shown: 'Perfil' },
    ]) {
      const page = await withStoredSession(session);
      // The app's code (its start chunk) is slowed down by 600 ms: the queries must not wait for it.
      await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      const operations: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql')) operations.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?');
      });
      await page.goto(path);
      // The screen itself (its query answered and taken, or sent again), not the shell around it.
      await page.getByRole('heading', { name: shown }).first().waitFor(wait);
      // Sent once each, and first.
      expect(operations.slice(0, 2).sort(), path).toEqual([operation, 'SessionProviderQuery'].sort());
      expect(
        operations.filter((name) => name === 'SessionProviderQuery' || name === operation),
        path,
      ).toHaveLength(2);
      // The browser's own clock: both went out before the app's code had arrived.
      const timing = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => ({ name: entry.name, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
      );
      const code = timing.find((entry) => /\/assets\/start-[^/]*\.js$/.test(entry.name))!;
      const queries = timing
        .filter((entry) => entry.name.endsWith('/graphql'))
        .sort((a, b) => a.start - b.start)
        .slice(0, 2);
      expect(queries, path).toHaveLength(2);
      for (const query of queries) expect(query.start, `${path}: a first query waited for the app's code`).toBeLessThan(code.end);
      await page.context().close();
    }
  });

  it("fetches what the first screen does not show once it shows: the notices' code, the unread count, the charts", async () => {
    // The page's own clock for both sides: each GraphQL operation's send (as the app calls fetch) and each chunk's
    // request, against the moment the screen's content (`screen`, a selector) entered the document.
    const instrumented = async (session: typeof teacher, screen: string) => {
      const page = await withStoredSession(session);
      await page.addInitScript((selector) => {
        const seen = window as unknown as { sent: Array<[string, number]>; screenAt?: number };
        seen.sent = [];
        const send = window.fetch;
        window.fetch = (input, init) => {
          const name = typeof init?.body === 'string' ? /"operationName":"(\w+)"/.exec(init.body)?.[1] : undefined;
          if (name) seen.sent.push([name, performance.now()]);
          return send(input, init);
        };
        new MutationObserver((_changes, observer) => {
          if (!document.querySelector(selector)) return;
          seen.screenAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, screen);
      return page;
    };
    const expectAfterScreen = async (page: Page, screenQuery: string, late: string[], lateChunks: RegExp) => {
      const record = () =>
        page.evaluate(() => {
          const seen = window as unknown as { sent: Array<[string, number]>; screenAt?: number };
          const chunks = performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as [string, number]);
          return { sent: seen.sent, screenAt: seen.screenAt, chunks };
        });
      await expect
        .poll(async () => {
          const { sent, chunks } = await record();
          return late.every((name) => sent.some(([sentName]) => sentName === name)) && chunks.filter(([name]) => lateChunks.test(name)).length;
        }, wait)
        .toBeTruthy();
      const { sent, screenAt, chunks } = await record();
      expect(screenAt).toBeDefined();
      expect(sent.find(([name]) => name === screenQuery)![1], `${screenQuery} waited`).toBeLessThan(screenAt!);
      for (const name of late) expect(sent.find(([sentName]) => sentName === name)![1], `${name} went before the screen`).toBeGreaterThan(screenAt!);
      for (const [name, start] of chunks.filter(([chunk]) => lateChunks.test(chunk)))
        expect(start, `${name} was fetched before the screen`).toBeGreaterThan(screenAt!);
    };
    const notices = /\/assets\/(RouteError|ChunkAlert|Toast)-[^/]*\.js$/;

    // The solve screen shows its first question once the answers kept on the device have been read, not before.
    const solving = await instrumented(student, '#solve-question-statement');
    await solving.goto(`/assignment/solve/${encodeURIComponent(assignmentId)}`);
    await solving.locator('#solve-question-statement').waitFor(wait);
    await expectAfterScreen(solving, 'SolvePageQuery', ['NotificationsBadgeQuery'], notices);
    await solving.context().close();

    const page = await instrumented(teacher, 'main h1');
    await page.goto('/groups');
    await page.getByRole('heading', { name: 'Grupos' }).waitFor(wait);
    await expectAfterScreen(page, 'GroupListPageQuery', ['NotificationsBadgeQuery'], notices);
    // The statistics' numbers first, their charts' code after (an attempt gives them charts to draw).
    await submitAttempt(journey, student, assignmentId, [{ questionId, trueOrFalseAnswer: true }]);
    await page.goto(`/groups/assignments/statistics?${new URLSearchParams({ assignmentId })}`);
    await page.getByRole('heading', { name: /Estadísticas/ }).waitFor(wait);
    await expectAfterScreen(page, 'AssignmentStatisticsPageQuery', ['NotificationsBadgeQuery'], /\/assets\/ChartsWrapper-[^/]*\.js$/);
    await page.context().close();
  });
});
