import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAssignment, createQuestion, graphql, newPerson, openAs, settledShot, wait, type Session } from './harness';
import { watchForText } from './errorFlash';
import { attemptsOf, enabled, expectStep, groupJourney, savedKeys } from './solveSteps';

/** What a network failure reads as when shown as the server's (never for a submission that succeeds). */
const serverError = 'Error del servidor';

/** A submission as the app saved it offline before the vault (plain, in localStorage): the app seals it into the vault (legacy.ts) and sends it. */
const pending = (session: Session, assignmentId: string, assignmentName: string, questionId: string, id: string) => ({
  key: `savedAnswer-${id}`,
  value: JSON.stringify({
    assignmentId,
    assignmentName,
    clientSubmissionId: id,
    answers: [{ questionId, trueOrFalseAnswer: true }],
    ownerId: session.user.id,
    savedAt: new Date().toISOString(),
  }),
});

/** Saves an entry as if the solve screen had, and tells the page (the chip listens for this event). */
const savePending = (page: Page, entry: { key: string; value: string }) =>
  page.evaluate(({ key, value }) => {
    localStorage.setItem(key, value);
    window.dispatchEvent(new Event('aula:offline-queue'));
  }, entry);

describe('offline journeys', () => {
  const { journey, teacher, student, group } = groupJourney('offline');

  /** An assignment with one true/false question (key: true), for the student's group. */
  async function newAssignment(name: string) {
    const assignmentId = await createAssignment(journey, teacher, { studyGroupId: group.id, name, description: 'Una pregunta' });
    const questionId = await createQuestion(journey, teacher.token, {
      statement: 'El Sol es una estrella',
      trueOrFalse: { correctAnswer: true, image: null },
      assignmentId,
    });
    return { assignmentId, questionId, name };
  }

  it('after one visit the app opens offline: the shell, the groups as last seen, and the pending submission', async () => {
    const { assignmentId, questionId, name } = await newAssignment('Repaso sin conexión');
    const page = await openAs(journey, student, '/groups');
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    // The service worker takes over this first visit and has the app's files.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, wait);

    await page.context().setOffline(true);
    await savePending(page, pending(student, assignmentId, name, questionId, '8f14e45f-ceea-467a-9af2-3c1b3e1f0a01'));
    await page.reload();
    await page.getByText('Aula', { exact: true }).waitFor(wait);
    // The groups as last seen, kept sealed on the device, said to be so.
    await page.getByText(/^Sin conexión · actualizado hace (menos de 1|\d+) min$/).waitFor(wait);
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    const chip = page.getByRole('button', { name: '1 envío pendiente' });
    await chip.waitFor(wait);
    await chip.click();
    const dialog = page.getByRole('dialog', { name: 'Envíos pendientes' });
    await dialog.getByText('Repaso sin conexión').waitFor(wait);
    await dialog.getByText('Sin conexión: se enviará al volver la conexión').waitFor(wait);
    await settledShot(journey, page, 'offline-start');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    const flashes = await watchForText(page, serverError);
    await page.context().setOffline(false);
    await page.getByText('Se envió la tarea guardada sin conexión. Nota: 100.00%').waitFor(wait);
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    expect(await flashes.seen()).toEqual([]);
    expect(await savedKeys(page)).toEqual([]);
    expect((await attemptsOf(journey, student)).filter((attempt) => attempt.assignment.id === assignmentId)).toHaveLength(1);
  });

  it('a screen whose code fails offline says so in Spanish and opens when the connection returns', async () => {
    const page = await openAs(journey, student, '/groups', { serviceWorkers: 'block' });
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    // Without the service worker's precache, the notice's own code is fetched once the first screen has painted
    // (lib/firstScreen.ts): the connection goes after that.
    const noticeCode = () => page.requests().then((requests) => requests.find((request) => /\/ChunkAlert-[^/]*\.js$/.test(request.url())));
    await expect.poll(noticeCode, wait).toBeTruthy();
    await (await (await noticeCode())!.response())!.finished();
    await page.context().setOffline(true);
    await page.getByRole('link', { name: 'Notificaciones' }).click();
    await page.getByText('Sin conexión: la pantalla se abrirá cuando vuelva la conexión.').waitFor(wait);
    expect(await page.getByText(/Failed to fetch/).count()).toBe(0);
    await settledShot(journey, page, 'chunk-waiting');
    await page.context().setOffline(false);
    await page.waitForURL('**/notifications', wait);
    await page.getByRole('heading', { level: 1, name: 'Notificaciones' }).waitFor(wait);
    await page.getByText('Sin conexión: la pantalla se abrirá cuando vuelva la conexión.').waitFor({ state: 'detached', ...wait });
    await page.context().close();
  });

  it("with the server down at 'Finalizar': one offline state, which clears itself when the server is back", async () => {
    const { assignmentId } = await newAssignment('Repaso con el servidor caído');
    const page = await openAs(journey, student, `/assignment/solve/${encodeURIComponent(assignmentId)}`, { serviceWorkers: 'block' });
    const finish = await expectStep(page, 1, 1);
    await page.getByRole('radio', { name: 'Verdadero' }).check();
    await enabled(finish);
    // The server stops answering (the browser still believes it is online).
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await finish.click();
    await page.getByText('Sin conexión: sus respuestas se enviarán automáticamente').waitFor(wait);
    await page.waitForURL('**/groups', wait);
    await page.getByText('Sin conexión. Esta pantalla se cargará cuando vuelva la conexión.').waitFor(wait);
    expect(await page.getByText('Error del servidor').count()).toBe(0);
    await page.getByRole('button', { name: '1 envío pendiente' }).waitFor(wait);
    await settledShot(journey, page, 'server-down');

    const flashes = await watchForText(page, serverError);
    await page.unroute('**/graphql');
    await page.getByText('Se envió la tarea guardada sin conexión. Nota: 100.00%').waitFor(wait);
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    expect(await flashes.seen()).toEqual([]);
    expect(await page.getByText('Sin conexión. Esta pantalla se cargará cuando vuelva la conexión.').count()).toBe(0);
    expect((await attemptsOf(journey, student)).filter((attempt) => attempt.assignment.id === assignmentId)).toHaveLength(1);
    await page.context().close();
  });

  it('a submission refused meanwhile is told and can be discarded; the other one is sent', async () => {
    const refused = await newAssignment('Repaso desactivado');
    const other = await newAssignment('Repaso activo');
    const page = await openAs(journey, student, '/groups');
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    // The service worker has the app's files: the page reloads offline.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, wait);
    await page.context().setOffline(true);
    await savePending(page, pending(student, refused.assignmentId, refused.name, refused.questionId, '1679091c-5a88-4faf-afb5-e6087eb1b2dc'));
    await savePending(page, pending(student, other.assignmentId, other.name, other.questionId, '8f14e45f-ceea-467a-9af2-3c1b3e1f0a02'));
    // The app takes such entries into its vault when it starts.
    await page.reload();
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    await page.getByRole('button', { name: '2 envíos pendientes' }).waitFor(wait);
    // The teacher deactivates one of them meanwhile.
    await graphql(
      journey,
      `
        mutation ($input: DeactivateAssignmentInput!) {
          deactivateAssignment(input: $input) {
            __typename
          }
        }
      `,
      { input: { id: refused.assignmentId } },
      teacher.token,
    );

    await page.context().setOffline(false);
    await page.getByText(/No se pudo enviar «Repaso desactivado»: .+\. Se envió la otra tarea guardada\.$/).waitFor(wait);
    const chip = page.getByRole('button', { name: '1 envío pendiente' });
    await chip.click();
    const dialog = page.getByRole('dialog', { name: 'Envíos pendientes' });
    await dialog.getByText(/^Rechazado por el servidor: .+/).waitFor(wait);
    await settledShot(journey, page, 'refused');
    await dialog.getByRole('button', { name: 'Descartar Repaso desactivado' }).click();
    await page.getByRole('dialog', { name: '¿Descartar este envío?' }).getByRole('button', { name: 'Descartar' }).click();
    await dialog.getByText('No queda ningún envío pendiente.').waitFor(wait);
    expect(await savedKeys(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await chip.waitFor({ state: 'detached', ...wait });
    expect((await attemptsOf(journey, student)).filter((attempt) => attempt.assignment.id === other.assignmentId)).toHaveLength(1);
  });

  it('logging out with a pending submission warns and sends it first', async () => {
    const { assignmentId, questionId, name } = await newAssignment('Repaso antes de salir');
    // A session of its own: logging out ends it on the server, and the student's other session reads the result.
    const { logIn: browserSession } = await graphql<{ logIn: Session }>(
      journey,
      'mutation($input: LogInInput!) { logIn(input: $input) { token user { id firstName lastName email } profile { id username } } }',
      { input: { email: student.user.email, password: newPerson().password } },
    );
    const page = await openAs(journey, browserSession, '/groups');
    await page.getByRole('heading', { name: 'Ciencias 2B' }).waitFor(wait);
    await page.context().setOffline(true);
    await savePending(page, pending(browserSession, assignmentId, name, questionId, '8f14e45f-ceea-467a-9af2-3c1b3e1f0a03'));
    await page.getByRole('button', { name: '1 envío pendiente' }).waitFor(wait);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cerrar sesión con envíos pendientes?' });
    await dialog.getByText('Sin conexión: no se puede enviar ahora.').waitFor(wait);
    await settledShot(journey, page, 'logout-warning');
    await page.context().setOffline(false);
    await dialog.getByRole('button', { name: 'Enviar ahora' }).click();
    await page.waitForURL((url) => url.pathname === '/login', wait);
    expect(await savedKeys(page)).toEqual([]);
    expect((await attemptsOf(journey, student)).filter((attempt) => attempt.assignment.id === assignmentId)).toHaveLength(1);
    // 'Cerrar sesión' ended the browser's session on the server, not only in the browser.
    await expect(graphql(journey, '{ viewer { user { id } } }', {}, browserSession.token)).resolves.toEqual({ viewer: null });
  });
});
