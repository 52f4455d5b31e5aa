import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import {
  addQuestions,
  createAssignment,
  createQuestionMutation,
  createStudyGroup,
  graphql,
  journeyFor,
  settledShot,
  signUp,
  wait,
  type Journey,
  type Session,
} from './harness';

// What the solve journeys do again and again: set up through GraphQL, read what the server stored, walk the steps.

/** The true/false question carries an image: sent with the GraphQL multipart request spec. */
export async function createQuestionWithImage(journey: Journey, token: string, input: Record<string, unknown>) {
  const picture = await readFile(new URL('../../api/assets/planeta.png', import.meta.url));
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: createQuestionMutation, variables: { input } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.trueOrFalse.image'] }));
  form.append('0', new Blob([picture], { type: 'image/png' }), 'planeta.png');
  const response = await fetch(`${journey.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': 'aula' },
    body: form,
  });
  const json = (await response.json()) as { errors?: unknown[] };
  if (json.errors?.length) throw new Error(`GraphQL: ${JSON.stringify(json.errors)}`);
}

/** Who `groupWithStudent` signs up, and the group it makes: unless told, Marta Quispe's 'Ciencias 2B' with Diego Flores in it. */
export interface GroupWithStudentOptions {
  teacher?: [firstName: string, lastName: string];
  student?: [firstName: string, lastName: string];
  group?: { name: string; description: string };
}

/** A teacher, a student and the teacher's group with the student in it, set up through GraphQL. */
export async function groupWithStudent(journey: Journey, options: GroupWithStudentOptions = {}) {
  const teacher = await signUp(journey, ...(options.teacher ?? ['Marta', 'Quispe']));
  const student = await signUp(journey, ...(options.student ?? ['Diego', 'Flores']));
  const group = options.group ?? { name: 'Ciencias 2B', description: 'Curso de los jueves' };
  const groupId = await createStudyGroup(journey, teacher, { ...group, memberIds: [student.profile.id] });
  return { teacher, student, groupId };
}

/**
 * journeyFor, and groupWithStudent's teacher, student and group made for the block in a beforeAll: the objects
 * returned are filled in then, so the block's tests and later hooks read them as made.
 */
export function groupJourney(name: string, options?: GroupWithStudentOptions) {
  const journey = journeyFor(name);
  const teacher = {} as Session;
  const student = {} as Session;
  const group = { id: '' };
  beforeAll(async () => {
    const made = await groupWithStudent(journey, options);
    Object.assign(teacher, made.teacher);
    Object.assign(student, made.student);
    group.id = made.groupId;
  });
  return { journey, teacher, student, group };
}

/**
 * groupJourney, and in a beforeAll after it the teacher's assignment in that group (`fields` without the group)
 * with `questions` written into it, in order (addQuestions): `assignment.id` and `assignment.questionIds` are filled
 * in then, so the block's later hooks and tests read them.
 */
export function assignmentJourney(name: string, fields: Record<string, unknown>, questions: Array<Record<string, unknown>> = []) {
  const made = groupJourney(name);
  const assignment = { id: '', questionIds: [] as string[] };
  beforeAll(async () => {
    assignment.id = await createAssignment(made.journey, made.teacher, { studyGroupId: made.group.id, ...fields });
    assignment.questionIds = await addQuestions(made.journey, made.teacher, assignment.id, questions);
  });
  return { ...made, assignment };
}

export interface StoredAttempt {
  id: string;
  score: number;
  pendingCount: number;
  assignment: { id: string };
}

/** What the server stored: the student's own attempts (viewer.assignmentAttempts). */
export async function attemptsOf(journey: Journey, session: Session): Promise<StoredAttempt[]> {
  const { viewer } = await graphql<{ viewer: { assignmentAttempts: { edges: Array<{ node: StoredAttempt }> } } }>(
    journey,
    `
      {
        viewer {
          assignmentAttempts(first: 50) {
            edges {
              node {
                id
                score
                pendingCount
                assignment {
                  id
                }
              }
            }
          }
        }
      }
    `,
    {},
    session.token,
  );
  return viewer.assignmentAttempts.edges.map((edge) => edge.node);
}

/** An attempt sent straight through GraphQL (a fresh clientSubmissionId): as the server graded it. */
export async function submitAttempt(journey: Journey, student: Session, assignmentId: string, answers: Array<Record<string, unknown>>) {
  const { submitAssignmentAttempt } = await graphql<{ submitAssignmentAttempt: { assignmentAttempt: Omit<StoredAttempt, 'assignment'> } }>(
    journey,
    'mutation ($input: SubmitAssignmentAttemptInput!) { submitAssignmentAttempt(input: $input) { assignmentAttempt { id score pendingCount } } }',
    { input: { assignmentId, clientSubmissionId: randomUUID(), answers } },
    student.token,
  );
  return submitAssignmentAttempt.assignmentAttempt;
}

/**
 * The submissions waiting in the page's vault (IndexedDB 'aula-vault', store 'outbox', offline/offlineQueue.ts), each
 * opened as the app opens it, with the session's key (null when it does not open: another user's, or no session).
 * The database is only read if the app made it: opening a missing one would create it without its stores.
 */
export const savedEntries = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'aula-vault')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('aula-vault');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    type Sealed = { owner: string; iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer };
    const records = await new Promise<Array<[string, Sealed]>>((resolve, reject) => {
      const transaction = db.transaction('outbox');
      const keys = transaction.objectStore('outbox').getAllKeys();
      const values = transaction.objectStore('outbox').getAll();
      transaction.oncomplete = () => resolve(keys.result.map((key, i) => [String(key), values.result[i] as Sealed]));
      transaction.onerror = () => reject(transaction.error);
    });
    db.close();
    const raw = sessionStorage.getItem('aula.offlineKey') ?? localStorage.getItem('aula.offlineKey');
    const key = raw
      ? await crypto.subtle.importKey(
          'raw',
          Uint8Array.from(atob(raw), (char) => char.charCodeAt(0)),
          'AES-GCM',
          false,
          ['decrypt'],
        )
      : null;
    const found: Array<{ key: string; owner: string; value: Record<string, unknown> | null }> = [];
    for (const [id, record] of records) {
      let value: Record<string, unknown> | null = null;
      try {
        if (key) {
          const additionalData = new TextEncoder().encode(`outbox/${id}`);
          const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.iv, additionalData }, key, record.data);
          value = JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>;
        }
      } catch {
        value = null;
      }
      found.push({ key: id, owner: record.owner, value });
    }
    return found;
  });

/** The keys of the submissions waiting on the device (in the vault; none may be left in localStorage). */
export const savedKeys = async (page: Page) => {
  const plaintext = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('savedAnswer-')));
  return [...plaintext, ...(await savedEntries(page)).map((entry) => entry.key)];
};

/** The solve screen's step: its header, and the forward button disabled until the question is answered. */
export async function expectStep(page: Page, n: number, total: number) {
  await page.getByRole('heading', { level: 1, name: `Pregunta ${n} de ${total}` }).waitFor(wait);
  const forward = page.getByRole('button', { name: n === total ? 'Finalizar' : 'Siguiente' });
  await forward.waitFor(wait);
  expect(await forward.isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: n === total ? 'Siguiente' : 'Finalizar' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(n === 1);
  return forward;
}

export const enabled = (locator: ReturnType<Page['getByRole']>) => expect.poll(() => locator.isEnabled(), wait).toBe(true);
export const disabled = (locator: ReturnType<Page['getByRole']>) => expect.poll(() => locator.isDisabled(), wait).toBe(true);

/** The advert's 15 s countdown ('Espera 15s...'), passed by moving the page's clock on (see openAs). */
export async function skipAdvert(page: Page, journey?: Journey, shotName?: string) {
  const advert = page.getByRole('dialog', { name: 'Anuncio' });
  await advert.waitFor(wait);
  await advert.getByText(/^Espera \d+s\.\.\.$/).waitFor(wait);
  if (journey && shotName) await settledShot(journey, page, shotName);
  await page.clock.runFor(16_000);
  await advert.waitFor({ state: 'detached', ...wait });
}

/** 'Siguiente' to a question already reached (after 'Anterior'): no advert this time. */
export async function forwardAgain(page: Page, to: number, total: number) {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('heading', { level: 1, name: `Pregunta ${to} de ${total}` }).waitFor(wait);
  expect(await page.getByRole('dialog', { name: 'Anuncio' }).count()).toBe(0);
}

/** 'Siguiente', then the full-screen advert counting down until it closes by itself. */
export async function next(page: Page, journey?: Journey, shotName?: string) {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await skipAdvert(page, journey, shotName);
}

/**
 * Questions 2 to 5 of the seven-kind assignments (kinds.e2e.ts, offlineWhole.e2e.ts), each answered right: short
 * answer, match columns, multiple answer, fill in the blanks. Starts on question 2, ends on question 6.
 */
export async function answerMiddleKinds(page: Page) {
  await expectStep(page, 2, 7);
  await page.getByLabel('Respuesta').fill('Por la fotosíntesis');
  await next(page);

  await expectStep(page, 3, 7);
  await page.getByRole('combobox', { name: 'Perú' }).selectOption('Lima');
  await page.getByRole('combobox', { name: 'Chile' }).selectOption('Santiago');
  await next(page);

  await expectStep(page, 4, 7);
  await page.getByRole('checkbox', { name: '7' }).check();
  await next(page);

  await expectStep(page, 5, 7);
  await page.getByLabel('Espacio 1').fill('agua');
  await next(page);
}
