import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addQuestions, createAssignment, expectAccessible, logInThroughUi, newPerson, openAs, settledShot, signUp, wait } from './harness';
import { attemptsOf, enabled, expectStep, groupJourney, savedEntries } from './solveSteps';

const phone = { width: 412, height: 823 };
const statement = 'Explique por qué el cielo se ve azul al mediodía';
const answerText = 'Por la dispersión de Rayleigh en la atmósfera';
/** Every person signed up by the harness has this password (newPerson). */
const password = newPerson().password;

/**
 * Everything this browser profile keeps, as text: localStorage, sessionStorage, every record of every store of every
 * IndexedDB database (binary parts read as UTF-8 and as Latin-1, so text inside them shows), and the body of every
 * response in every CacheStorage cache. What a person at the browser's tools could read.
 */
async function everythingStored(page: Page) {
  const text = await page.evaluate(async () => {
    const parts: string[] = [];
    const asText = (bytes: Uint8Array) => `${new TextDecoder('utf-8').decode(bytes)} ${new TextDecoder('latin1').decode(bytes)}`;
    const flatten = (value: unknown): string => {
      if (value instanceof ArrayBuffer) return asText(new Uint8Array(value));
      if (ArrayBuffer.isView(value)) return asText(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      if (value instanceof Blob) return '[blob]';
      if (Array.isArray(value)) return value.map(flatten).join(' ');
      if (value && typeof value === 'object')
        return Object.entries(value)
          .map(([key, inner]) => `${key}: ${flatten(inner)}`)
          .join(' ');
      return String(value);
    };
    for (const place of [localStorage, sessionStorage]) {
      for (let i = 0; i < place.length; i++) parts.push(`${place.key(i)}=${place.getItem(place.key(i)!)}`);
    }
    const blobs: Blob[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const [keys, values] = await new Promise<[IDBValidKey[], unknown[]]>((resolve, reject) => {
          const transaction = db.transaction(store);
          const keyRequest = transaction.objectStore(store).getAllKeys();
          const valueRequest = transaction.objectStore(store).getAll();
          transaction.oncomplete = () => resolve([keyRequest.result, valueRequest.result]);
          transaction.onerror = () => reject(transaction.error);
        });
        values.forEach((value, i) => {
          if (value instanceof Blob) blobs.push(value);
          parts.push(`${name}/${store}/${flatten(keys[i])}: ${flatten(value)}`);
        });
      }
      db.close();
    }
    for (const blob of blobs) parts.push(asText(new Uint8Array(await blob.arrayBuffer())));
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        parts.push(`${cacheName} ${request.url}: ${response ? asText(new Uint8Array(await response.arrayBuffer())) : ''}`);
      }
    }
    return parts.join('\n');
  });
  // A token's claims are only base64url: read them as a person would (jwt.io), so an e-mail inside one counts too.
  const claims = [...text.matchAll(/eyJ[\w-]+\.([\w-]+)\.[\w-]+/g)].map(([, payload]) => Buffer.from(payload!, 'base64url').toString('utf8'));
  return [text, ...claims].join('\n');
}

/** Each of `secrets` that `stored` holds (ignoring case), with the stored line it is in: none should be there. */
const foundIn = (stored: string, secrets: string[]) =>
  secrets.flatMap((secret) =>
    stored
      .split('\n')
      .filter((line) => line.toLowerCase().includes(secret.toLowerCase()))
      .map((line) => `${secret} in ${line.slice(0, 200)}`),
  );

/** 'Cerrar sesión', in the phone's menu. */
async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
}

describe('nothing readable after logout (issue 32 §2)', () => {
  const { journey, teacher, student: ana, group } = groupJourney('offline-vault', { student: ['Ximena', 'Quispecahua'] });
  const assignment = { id: '' };
  beforeAll(async () => {
    assignment.id = await createAssignment(journey, teacher, { studyGroupId: group.id, name: 'Repaso de la atmósfera', description: 'Una pregunta' });
    await addQuestions(journey, teacher, assignment.id, [{ statement, shortAnswer: { acceptedAnswers: ['*rayleigh*'] } }]);
  });

  it('a queued answer stays sealed on a shared profile: the next student reads nothing, the same student sends it once', async () => {
    const secrets = [answerText, 'Rayleigh', statement, ana.user.firstName, ana.user.lastName, ana.user.email];
    const page = await journey.newPage({ viewport: phone });
    await page.clock.install();
    await logInThroughUi(page, { email: ana.user.email, password });

    // Opened online (the attempt starts on the server), answered and submitted offline: the submission waits.
    await page.goto(`/assignment/solve/${encodeURIComponent(assignment.id)}`);
    const finish = await expectStep(page, 1, 1);
    await page.getByText(statement).waitFor(wait);
    await page.context().setOffline(true);
    await page.getByLabel('Respuesta').fill(answerText);
    await enabled(finish);
    await finish.click();
    await page.getByText('Sin conexión: sus respuestas se enviarán automáticamente').waitFor(wait);
    await page.waitForURL('**/groups', wait);
    await page.getByRole('button', { name: '1 envío pendiente' }).waitFor(wait);
    expect(await savedEntries(page)).toEqual([
      { key: expect.any(String), owner: ana.user.id, value: expect.objectContaining({ assignmentId: assignment.id }) },
    ]);

    // Logging out warns that it stays, unreadable, until she is back.
    await logOut(page);
    const dialog = page.getByRole('dialog', { name: '¿Cerrar sesión con envíos pendientes?' });
    await dialog
      .getByText(
        'Tiene 1 envío pendiente guardado en este dispositivo, cifrado: nadie más podrá leerlo. Se enviará cuando vuelva a iniciar sesión en este navegador.',
      )
      .waitFor(wait);
    await settledShot(journey, page, 'logout-warning-sealed');
    await expectAccessible(page, 'logout warning');
    await dialog.getByRole('button', { name: 'Cerrar sesión de todos modos' }).click();
    await page.waitForURL((url) => url.pathname === '/login', wait);

    // Nothing of hers can be read anywhere in the profile's storage.
    const stored = await everythingStored(page);
    expect(stored).toContain('aula-vault/outbox/');
    expect(foundIn(stored, secrets)).toEqual([]);
    expect((await savedEntries(page)).map((entry) => entry.value)).toEqual([null]);

    // The next student on the same profile finds nothing of hers.
    await page.context().setOffline(false);
    const bruno = await signUp(journey, 'Bruno', 'Díaz');
    await logInThroughUi(page, { email: bruno.user.email, password });
    await page.getByRole('button', { name: 'Abrir menú' }).waitFor(wait);
    // Measured once the group list is in (the loading spinner is not what this journey checks).
    await expect.poll(() => page.getByRole('progressbar').count(), wait).toBe(0);
    await expectAccessible(page, '/groups as the next student');
    // Her entry does not open with his key, and he is never shown it.
    expect((await savedEntries(page)).map((entry) => [entry.owner, entry.value])).toEqual([[ana.user.id, null]]);
    expect(await page.getByRole('button', { name: /envíos? pendientes?/ }).count()).toBe(0);
    expect(foundIn(await everythingStored(page), secrets)).toEqual([]);
    await logOut(page);
    await page.waitForURL((url) => url.pathname === '/login', wait);

    // She logs in again online: the submission opens and is sent, once, and graded.
    await logInThroughUi(page, { email: ana.user.email, password });
    await page.getByText('Se envió la tarea guardada sin conexión. Nota: 100.00%').waitFor(wait);
    await expect.poll(async () => (await savedEntries(page)).length, wait).toBe(0);
    const attempts = (await attemptsOf(journey, ana)).filter((attempt) => attempt.assignment.id === assignment.id);
    expect(attempts).toEqual([expect.objectContaining({ score: 100, pendingCount: 0 })]);
    await settledShot(journey, page, 'sent-after-login');
    await page.context().close();
  });

  it('answers given online are kept on the server too: on another device the student continues where she was', async () => {
    const assignmentId = await createAssignment(journey, teacher, {
      studyGroupId: group.id,
      name: 'Repaso en dos equipos',
      description: 'Una pregunta',
      // Unlimited attempts: after sending on the second phone, the first may open a new attempt.
      maxAttempts: null,
    });
    await addQuestions(journey, teacher, assignmentId, [
      { statement: '¿Qué gas absorben las plantas?', shortAnswer: { acceptedAnswers: ['*carbono*'] } },
    ]);
    const solve = `/assignment/solve/${encodeURIComponent(assignmentId)}`;
    const given = 'Dióxido de carbono';

    const first = await openAs(journey, ana, solve, { viewport: phone });
    await expectStep(first, 1, 1);
    // A moment after typing, the draft goes to the server (the request carries it as the client's JSON).
    const saved = first.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('Dióxido'),
      wait,
    );
    await first.getByLabel('Respuesta').fill(given);
    expect((await (await saved).json()) as unknown).toMatchObject({
      data: { saveAttemptDraft: { attemptStart: { id: expect.any(String), draft: { savedAt: expect.any(String) } } } },
    });

    // Another phone, nothing kept on it: the start brings the server's draft.
    const second = await openAs(journey, ana, solve, { viewport: phone });
    const finish = second.getByRole('button', { name: 'Finalizar' });
    await expect.poll(() => second.getByLabel('Respuesta').inputValue(), wait).toBe(given);
    await enabled(finish);
    await finish.click();
    await second.getByText('Tarea enviada. Nota: 100.00%').waitFor(wait);
    expect((await attemptsOf(journey, ana)).filter((attempt) => attempt.assignment.id === assignmentId)).toEqual([
      expect.objectContaining({ score: 100 }),
    ]);
    await second.context().close();

    // Back on the first phone, which still keeps its draft of the attempt sent meanwhile: the new attempt starts empty.
    const started = first.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('useStartAssignmentAttemptMutation'),
      wait,
    );
    await first.goto(solve);
    await started;
    await expect.poll(() => first.getByLabel('Respuesta').inputValue(), wait).toBe('');
    await expectStep(first, 1, 1);
    await first.context().close();
  });
});
