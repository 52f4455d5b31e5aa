import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { inject } from 'vitest';
import {
  buildApi,
  createDatabaseImageStore,
  createImageStore,
  migrate,
  openDatabase,
  type ApiErrorBody,
  type ApiOptions,
  type Database,
} from '@aula/api';

export const usingPostgres = process.env.AULA_TEST_DB === 'postgres';

/** A success body of type T, or the error body {statusCode, error, message}. */
export type OrError<T> = T & Partial<ApiErrorBody>;

export interface TestApi {
  /** Base URL of the running api, e.g. http://127.0.0.1:41234 */
  origin: string;
  db: Database;
  /** The keys of the images stored so far (files on PGlite, stored_images rows on PostgreSQL). */
  storedImages: () => Promise<string[]>;
  jwtSecret: string;
  call: <T = any>(method: string, path: string, options?: CallOptions) => Promise<Reply<T>>;
  close: () => Promise<void>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** Opens a fresh database (PGlite from the migrated template, or a throwaway PostgreSQL schema). */
export async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (usingPostgres) {
    const schema = `test_${randomUUID().replaceAll('-', '')}`;
    const db = await openDatabase({ databaseUrl: inject('testDatabaseUrl'), schema });
    await migrate(db);
    return {
      db,
      drop: async () => {
        await db.query(`DROP SCHEMA "${schema}" CASCADE`);
        await db.close();
      },
    };
  }
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const db = await openDatabase({ pgliteTemplate: template });
  await migrate(db);
  return { db, drop: () => db.close() };
}

/**
 * A real api over HTTP on a random loopback port, on its own database and image directory; with `shared`, on that
 * database and secret instead (another api process of the same deployment), which its close leaves open.
 */
export async function startTestApi(
  options: Omit<ApiOptions, 'db' | 'images' | 'jwtSecret'> = {},
  shared?: { db: Database; jwtSecret: string },
): Promise<TestApi> {
  const { db, drop } = shared ? { db: shared.db, drop: async () => {} } : await openTestDatabase();
  const storageDir = await mkdtemp(join(tmpdir(), 'aula-images-'));
  const jwtSecret = shared?.jwtSecret ?? `test-secret-${randomUUID()}`;
  // As startApi chooses: images in the database on PostgreSQL, files beside the embedded PGlite.
  const images = usingPostgres ? createDatabaseImageStore(db) : await createImageStore(storageDir);
  const app = await buildApi({ ...options, db, images, jwtSecret });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const call = async <T>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'];
    if (options.body instanceof FormData || typeof options.body === 'string') body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(origin + (path.startsWith('/') ? path : `/api/v1/${path}`), { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (an image, the docs page): keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };

  return {
    origin,
    db,
    storedImages: async () =>
      usingPostgres
        ? (await db.query<{ key: string }>('SELECT key FROM stored_images ORDER BY key')).map((row) => row.key)
        : (await readdir(storageDir)).sort(),
    jwtSecret,
    call,
    close: async () => {
      await app.close();
      await drop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

// --- Fixtures: the smallest calls that put a user, a group or an assignment in place -------------------------

export interface TestUser {
  token: string;
  userId: string;
  profileId: string;
  username: string;
  email: string;
  password: string;
}

let userCounter = 0;

export async function signUp(api: TestApi, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  userCounter += 1;
  const body = {
    firstName: 'Lucía',
    lastName: 'Fernández',
    email: `user${userCounter}-${randomUUID().slice(0, 8)}@aula.test`,
    phone: '+51 987654321',
    password: 'contraseña123',
    ...overrides,
  };
  const created = await api.call('POST', 'auth/create', { body });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${JSON.stringify(created.body)}`);
  const profile = await api.call('GET', `profile/getOne?userId=${created.body.id}`, { token: created.body.token });
  return {
    token: created.body.token,
    userId: created.body.id,
    profileId: profile.body.id,
    username: profile.body.username,
    email: String(body.email).trim().toLowerCase(),
    password: String(body.password),
  };
}

/** Signs up one user per "First Last" name, in order. */
export async function signUpAll<Names extends string[]>(api: TestApi, ...names: Names): Promise<{ [K in keyof Names]: TestUser }> {
  const users: TestUser[] = [];
  for (const name of names) {
    const [firstName, lastName] = name.split(' ');
    users.push(await signUp(api, { firstName, lastName }));
  }
  return users as { [K in keyof Names]: TestUser };
}

export async function createGroup(api: TestApi, owner: TestUser, members: TestUser[] = [], overrides: Record<string, unknown> = {}) {
  const reply = await api.call('POST', 'study-group/create', {
    token: owner.token,
    body: { name: 'Matemáticas 3B', description: 'Grupo de práctica', profilesId: members.map((m) => m.profileId), ...overrides },
  });
  if (reply.status !== 201) throw new Error(`group failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as { id: string; ownerId: string; profilesId: string[] };
}

/**
 * A new assignment. New assignments are drafts: this one is published as soon as it has a question (here when
 * created with questionsIds, else by addQuestion), as suites that are not about drafts expect; `draft: true` keeps
 * it a draft.
 */
export async function createAssignment(
  api: TestApi,
  owner: TestUser,
  studyGroupId: string,
  { draft = false, ...overrides }: Record<string, unknown> & { draft?: boolean } = {},
) {
  const reply = await api.call('POST', 'assignments/create', {
    token: owner.token,
    // Unlimited attempts unless a test says otherwise (new assignments default to 1): most suites resubmit freely.
    body: { name: 'Tarea de fracciones', description: 'Practicar fracciones', difficulty: 'EASY', studyGroupId, maxAttempts: null, ...overrides },
  });
  if (reply.status !== 201) throw new Error(`assignment failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  if (draft) drafts.add(reply.body.id);
  else if (reply.body.questionsIds.length > 0) return publish(api, owner, reply.body.id);
  return reply.body as { id: string; questionsIds: string[] };
}

/** Assignments createAssignment was asked to leave as drafts: addQuestion does not publish them. */
const drafts = new Set<string>();

/** Publishes the assignment now (a published one is answered as it is). */
export async function publish(api: TestApi, owner: TestUser, assignmentId: string) {
  const reply = await api.call('POST', `assignments/publish/${assignmentId}`, { token: owner.token, body: {} });
  if (reply.status !== 200) throw new Error(`publish failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as { id: string; questionsIds: string[] };
}

/** One valid question body per type, reused across suites. */
export const sampleQuestions = {
  TRUE_OR_FALSE: { type: 'TRUE_OR_FALSE', statement: 'La Tierra es redonda', correctAnswer: true },
  FILL_BLANKS: { type: 'FILL_BLANKS', statement: 'El sol es una estrella enorme.', correctWords: ['sol', 'estrella'] },
  MATCH_COLUMNS: {
    type: 'MATCH_COLUMNS',
    statement: 'Relacione cada país con su capital',
    leftColumn: ['Perú', 'Chile', 'México'],
    rightColumn: ['Lima', 'Santiago', 'Ciudad de México'],
  },
  MULTIPLE_ANSWER: {
    type: 'MULTIPLE_ANSWER',
    statement: '¿Cuáles son números primos?',
    options: ['2', '4', '5', '9'],
    correctOptionsIndex: [0, 2],
  },
  SHORT_ANSWER: { type: 'SHORT_ANSWER', statement: 'Explique la fotosíntesis' },
  NUMERICAL: { type: 'NUMERICAL', statement: '¿Cuánto vale pi con dos decimales?', answers: [{ value: 3.14, tolerance: 0.01 }] },
  ORDERING: { type: 'ORDERING', statement: 'Ordene las etapas de la historia del Perú', items: ['Imperio inca', 'Virreinato', 'República'] },
} as const;

export type SampleType = keyof typeof sampleQuestions;

/** Creates a question and links it at the end of the assignment. */
export async function addQuestion(api: TestApi, owner: TestUser, assignmentId: string, question: Record<string, unknown>) {
  const reply = await api.call('POST', 'assignments-questions/createAssignmentsQuestions', {
    token: owner.token,
    body: { assignmentId, question },
  });
  if (reply.status !== 201) throw new Error(`question failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  // Added by the owner: published unless it was made a draft on purpose (see createAssignment).
  if (!drafts.has(assignmentId) && reply.body.updatedAssignment.status === 'DRAFT') await publish(api, owner, assignmentId);
  return reply.body.createdQuestion as { id: string; type: string };
}

/** The smallest valid PNG (1×1, transparent). */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** tinyPng grown to `size` bytes by a private ancillary chunk before IEND: still a complete PNG. */
export function pngOfSize(size: number) {
  const iend = tinyPng.length - 12;
  const typeAndData = Buffer.concat([Buffer.from('prVt'), Buffer.alloc(size - tinyPng.length - 12)]);
  const uint32 = (n: number) => Buffer.from([n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
  const chunk = Buffer.concat([uint32(typeAndData.length - 4), typeAndData, uint32(crc32(typeAndData))]);
  return Buffer.concat([tinyPng.subarray(0, iend), chunk, tinyPng.subarray(iend)]);
}

/** A small real image from test/fixtures (pixel.jpg and pixel.webp as Chromium encodes them, pixel.gif). */
export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
