import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi, createImageStore, migrate, openDatabase, type Database } from '@aula/api';
import { createClient, type Client } from 'graphql-sse';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/gateway.js';
import { listenGateway } from '../src/http.js';
import { client, type Person } from './joiningHarness.js';

// Live notification streams over Server-Sent Events: they end with the session (token expiry, a deactivated
// account, the api's "sessions ended" announcement), a person holds at most 10, and both modes of the GraphQL over
// SSE protocol are served (checked with the graphql-sse client). The api and the gateway share an in-process
// EventTarget, as under `npm start`.

const jwtSecret = 'gateway-test-secret';
let db: Database;
let storageDir: string;
let api: Awaited<ReturnType<typeof buildApi>>;
let apiUrl: string;
const events = new EventTarget();
const gateways: Gateway[] = [];

/** A gateway on the shared events, checking sessions every `sessionCheckMs`. */
function gatewayWith(sessionCheckMs: number) {
  const gateway = createGateway({ apiUrl, notificationEvents: events, sessionCheckMs });
  gateways.push(gateway);
  return gateway;
}

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  storageDir = await mkdtemp(join(tmpdir(), 'aula-gw-images-'));
  api = await buildApi({ db, images: await createImageStore(storageDir), jwtSecret, notificationEvents: events });
  await api.listen({ host: '127.0.0.1', port: 0 });
  const address = api.server.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await api.close();
  await db.close();
  await rm(storageDir, { recursive: true, force: true });
});

const selection = 'subscription { notificationAdded { kind message studyGroup { id } } }';

/** A group of `teacher`'s that asks for requests, and `student` asking to join it: the teacher is notified. */
async function askToJoin(gql: ReturnType<typeof client>, teacher: Person, student: Person) {
  const created = await gql.graphql(
    'mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id code } } }',
    { input: { name: `Grupo ${Math.random().toString(36).slice(2, 6)}`, requiresRequest: true } },
    teacher.token,
  );
  const group = created.data.createStudyGroup.studyGroup;
  const joined = await gql.graphql(
    'mutation($input: JoinStudyGroupInput!) { joinStudyGroup(input: $input) { joinRequest { status } } }',
    { input: { code: group.code } },
    student.token,
  );
  expect(joined.errors).toBeUndefined();
  return group.id as string;
}

/** The claims of a person's token (`sub` their user, `sid` their session), to sign other tokens for that session. */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };

/** The api's profile id inside a global id (`Profile:<uuid>`). */
const profileUuid = (person: Person) => Buffer.from(person.profileId, 'base64url').toString().split(':')[1]!;

const signToken = ({ sub, sid }: { sub: string; sid: string }, expiresInSeconds: number) =>
  new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('aula-api')
    .setAudience('aula')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(new TextEncoder().encode(jwtSecret));

const sessionEnded = {
  message: 'Su sesión ha terminado. Inicie sesión de nuevo para seguir recibiendo avisos',
  extensions: { code: 'UNAUTHENTICATED' },
};
/** The stream's next event, within `timeout` ms, says that the session has ended. */
const endsSession = async (stream: { next: (timeout?: number) => Promise<any> }, timeout: number) =>
  expect((await stream.next(timeout)).errors).toEqual([expect.objectContaining(sessionEnded)]);

describe('a live stream ends with its session', () => {
  it("ends with an UNAUTHENTICATED event at its token's expiry, and completes", async () => {
    const gql = client(gatewayWith(3_600_000));
    const person = await gql.signUp('Elena');
    const stream = await gql.subscribe(selection, await signToken(claimsOf(person.token), 2));
    try {
      expect(stream.status).toBe(200);
      await endsSession(stream, 6_000);
      await expect(stream.next(1_000)).rejects.toThrow('no event');
    } finally {
      stream.close();
    }
  }, 15_000);

  it('ends when the account is deactivated (found at the periodic session check)', async () => {
    const gql = client(gatewayWith(200));
    const person = await gql.signUp('Dario');
    const stream = await gql.subscribe(selection, person.token);
    try {
      await db.query('UPDATE users SET is_active = false WHERE id = $1', [claimsOf(person.token).sub]);
      await endsSession(stream, 5_000);
    } finally {
      stream.close();
    }
  }, 15_000);

  it("ends at once when the api announces that the person's sessions ended, and only after checking with the api", async () => {
    const gql = client(gatewayWith(3_600_000));
    const teacher = await gql.signUp('Sonia');
    const student = await gql.signUp('Pablo');
    const { prefix } = (await (await fetch(new URL('/live/channels', apiUrl))).json()) as { prefix: string };
    expect(prefix).toMatch(/^aula:[0-9a-f]+:$/);
    const stream = await gql.subscribe(selection, teacher.token);
    try {
      // Announced for an active account: checked with the api, nothing closes, notifications still come.
      events.dispatchEvent(new CustomEvent(`${prefix}sessionsEnded:${profileUuid(teacher)}`, { detail: { recipientId: profileUuid(teacher) } }));
      const groupId = await askToJoin(gql, teacher, student);
      expect((await stream.next()).data.notificationAdded).toMatchObject({ kind: 'JOIN_REQUESTED', studyGroup: { id: groupId } });

      await db.query('UPDATE users SET is_active = false WHERE id = $1', [claimsOf(teacher.token).sub]);
      events.dispatchEvent(new CustomEvent(`${prefix}sessionsEnded:${profileUuid(teacher)}`, { detail: { recipientId: profileUuid(teacher) } }));
      await endsSession(stream, 2_000);
    } finally {
      stream.close();
    }
  }, 15_000);
});

describe('open streams per person', () => {
  it('10 are served, the 11th is refused with TOO_MANY_REQUESTS in Spanish, and closing one makes room', async () => {
    // Over a real socket, so that a client closing its stream is seen by the gateway.
    const server = await listenGateway(gatewayWith(3_600_000), { port: 0, host: '127.0.0.1', logger: false });
    const gql = client(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}`);
    const person = await gql.signUp('Marta');
    const streams = await Promise.all(Array.from({ length: 10 }, () => gql.subscribe(selection, person.token)));
    try {
      const refused = await gql.subscribe(selection, person.token);
      const refusal = await refused.next();
      expect(refusal.errors).toEqual([
        expect.objectContaining({
          message: 'Ya tiene abiertas 10 conexiones de avisos en vivo, el máximo por persona. Cierre alguna pestaña de Aula y vuelva a intentarlo',
          extensions: { code: 'TOO_MANY_REQUESTS' },
        }),
      ]);
      refused.close();
      // Someone else is not limited by Marta's streams.
      const other = await gql.signUp('Nora');
      const theirs = await gql.subscribe(selection, other.token);
      streams.push(theirs);

      streams[0]!.close();
      // The closed stream is released once the gateway has seen it go.
      const reopened = await gql.subscribeWhenAllowed(selection, person.token);
      expect(reopened).toBeDefined();
      streams.push(reopened!);
    } finally {
      for (const stream of streams) stream.close();
      await server.close();
    }
  }, 20_000);
});

describe('the GraphQL over SSE protocol, with the graphql-sse client, over a real socket', () => {
  for (const singleConnection of [false, true]) {
    it(`${singleConnection ? 'single connection' : 'distinct connections'} mode: a notification arrives`, async () => {
      const gateway = gatewayWith(3_600_000);
      const server = await listenGateway(gateway, { port: 0, host: '127.0.0.1', logger: false });
      const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
      const gql = client(gateway);
      const teacher = await gql.signUp('Tomas');
      const student = await gql.signUp('Sara');
      const sse: Client = createClient({
        url: `${base}/graphql`,
        singleConnection,
        headers: { authorization: `Bearer ${teacher.token}` },
        retryAttempts: 0,
      });
      try {
        const iterator = sse.iterate<{ notificationAdded: { kind: string; studyGroup: { id: string } } }>({ query: selection });
        const first = iterator.next();
        // Let the stream open before the change.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const groupId = await askToJoin(gql, teacher, student);
        const { value } = await first;
        expect(value?.errors).toBeUndefined();
        expect(value?.data?.notificationAdded).toMatchObject({ kind: 'JOIN_REQUESTED', studyGroup: { id: groupId } });
        await iterator.return?.();
      } finally {
        sse.dispose();
        await server.close();
      }
    }, 15_000);
  }
});
