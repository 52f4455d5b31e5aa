import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createNotificationEvents, type NotificationEvents } from '@aula/api';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createGateway } from '../src/gateway.js';
import { listenGateway } from '../src/http.js';
import { client, startApiOn, type Person } from './joiningHarness.js';

// Two gateway processes on one api, live notifications through Redis (127.0.0.1:6379, or REDIS_URL): a subscriber
// connected to the first hears, within a second, the notification of a change made through the second.

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverScript = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

let events: NotificationEvents;
let api: Awaited<ReturnType<typeof startApiOn>>;
const gateways: ChildProcess[] = [];
const urls: string[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** `npm start -w gateway` as its own process, resolved when it listens. */
async function startGatewayProcess(apiUrl: string) {
  const port = await freePort();
  const child = spawn(tsx, [serverScript], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, REDIS_URL: redisUrl, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  gateways.push(child);
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Aula GraphQL gateway on')) resolve();
    });
  });
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  events = createNotificationEvents(redisUrl);
  api = await startApiOn(events.target);
  urls.push(...(await Promise.all([startGatewayProcess(api.apiUrl), startGatewayProcess(api.apiUrl)])));
}, 60_000);

afterAll(async () => {
  for (const child of gateways) child.kill('SIGTERM');
  await api?.close();
  await events?.close();
});

it('a subscriber on one gateway process hears a change made through another within 1 s', async () => {
  const [first, second] = urls.map((url) => client(url)) as [ReturnType<typeof client>, ReturnType<typeof client>];
  const teacher = await first.signUp('Tania');
  const student = await second.signUp('Samuel');
  const created = await first.graphql(
    'mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id code } } }',
    { input: { name: 'Redes 5B', requiresRequest: true } },
    teacher.token,
  );
  const group = created.data.createStudyGroup.studyGroup;

  const stream = await first.subscribe('subscription { notificationAdded { kind message studyGroup { id } } }', teacher.token);
  try {
    // Let the gateway's Redis subscription settle before the change.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const joined = await second.graphql(
      'mutation($input: JoinStudyGroupInput!) { joinStudyGroup(input: $input) { joinRequest { status } } }',
      { input: { code: group.code } },
      student.token,
    );
    expect(joined.data.joinStudyGroup.joinRequest.status).toBe('PENDING');
    const event = await stream.next(1000);
    const elapsed = performance.now() - started;
    expect(event.data.notificationAdded).toMatchObject({ kind: 'JOIN_REQUESTED', studyGroup: { id: group.id } });
    expect(elapsed).toBeLessThan(1000);
    console.log(`notification across gateway processes in ${elapsed.toFixed(0)} ms`);
  } finally {
    stream.close();
  }
}, 30_000);

/** The api's uuid inside a global id (`Kind:<uuid>`). */
const uuidOf = (globalId: string) => Buffer.from(globalId, 'base64url').toString().split(':')[1]!;
const prefixOf = async (apiUrl: string) => ((await (await fetch(new URL('/live/channels', apiUrl))).json()) as { prefix: string }).prefix;

/** A group of `teacher`'s that asks for requests, `student` asking to join it, and the teacher's newest notification. */
async function askToJoin(gql: ReturnType<typeof client>, teacher: Person, student: Person) {
  const created = await gql.graphql(
    'mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id code } } }',
    { input: { name: 'Redes 6C', requiresRequest: true } },
    teacher.token,
  );
  await gql.graphql(
    'mutation($input: JoinStudyGroupInput!) { joinStudyGroup(input: $input) { joinRequest { status } } }',
    { input: { code: created.data.createStudyGroup.studyGroup.code } },
    student.token,
  );
  const listed = await gql.graphql('{ viewer { notifications(first: 1) { edges { node { id message } } } } }', {}, teacher.token);
  return listed.data.viewer.notifications.edges[0].node as { id: string; message: string };
}

it('deployments on one Redis are kept apart, and a hand-made PUBLISH shows only what the database holds for the subscriber', async () => {
  // A second deployment (its own database) on the same Redis.
  const otherEvents = createNotificationEvents(redisUrl);
  const other = await startApiOn(otherEvents.target);
  const gateway = createGateway({ apiUrl: api.apiUrl, redisUrl });
  const publisher = new Redis(redisUrl);
  const gql = client(gateway);
  try {
    const [prefix, otherPrefix] = await Promise.all([prefixOf(api.apiUrl), prefixOf(other.apiUrl)]);
    expect(prefix).toMatch(/^aula:[0-9a-f]{16}:$/);
    expect(otherPrefix).toMatch(/^aula:[0-9a-f]{16}:$/);
    expect(otherPrefix).not.toBe(prefix);
    // The same database keeps its prefix.
    expect(await prefixOf(api.apiUrl)).toBe(prefix);

    const teacher = await gql.signUp('Teresa');
    const student = await gql.signUp('Simon');
    const stranger = await gql.signUp('Esteban');
    // Someone else's real notification, whose id an attacker might name.
    const strangers = await askToJoin(gql, stranger, student);
    const recipient = uuidOf(teacher.profileId);

    const stream = await gql.subscribe('subscription { notificationAdded { id kind message } }', teacher.token);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const injected = {
        id: randomUUID(),
        recipientId: recipient,
        kind: 'JOIN_REQUESTED',
        message: 'Texto inyectado',
        createdAt: new Date().toISOString(),
      };
      // The channel without a prefix, the other deployment's, text that is not JSON, an unknown id, someone else's.
      await publisher.publish(`notificationAdded:${recipient}`, JSON.stringify(injected));
      await publisher.publish(`${otherPrefix}notificationAdded:${recipient}`, JSON.stringify({ id: uuidOf(strangers.id), recipientId: recipient }));
      await publisher.publish(`${prefix}notificationAdded:${recipient}`, 'texto arbitrario');
      await publisher.publish(`${prefix}notificationAdded:${recipient}`, JSON.stringify(injected));
      await publisher.publish(`${prefix}notificationAdded:${recipient}`, JSON.stringify({ ...injected, id: uuidOf(strangers.id) }));

      // The first event is the teacher's own, real notification, as stored.
      const own = await askToJoin(gql, teacher, student);
      const first = await stream.next(2_000);
      expect(first.data.notificationAdded).toEqual({ id: own.id, kind: 'JOIN_REQUESTED', message: own.message });

      // Naming the teacher's own notification with other text shows the stored text.
      await publisher.publish(`${prefix}notificationAdded:${recipient}`, JSON.stringify({ ...injected, id: uuidOf(own.id) }));
      expect((await stream.next(2_000)).data.notificationAdded.message).toBe(own.message);
      expect(JSON.stringify(first)).not.toContain('inyectado');
    } finally {
      stream.close();
    }
  } finally {
    publisher.disconnect();
    await gateway.close();
    await other.close();
    await otherEvents.close();
  }
}, 30_000);

it("a person's open streams are counted across gateway processes: 6 on one and 4 on another, the 11th is refused", async () => {
  const servers = await Promise.all(
    [0, 1].map(async () => listenGateway(createGateway({ apiUrl: api.apiUrl, redisUrl }), { port: 0, host: '127.0.0.1', logger: false })),
  );
  const [first, second] = servers.map((server) => client(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}`)) as [
    ReturnType<typeof client>,
    ReturnType<typeof client>,
  ];
  const selection = 'subscription { notificationAdded { id } }';
  const person = await first.signUp('Rosa');
  const streams = [
    ...(await Promise.all(Array.from({ length: 6 }, () => first.subscribe(selection, person.token)))),
    ...(await Promise.all(Array.from({ length: 4 }, () => second.subscribe(selection, person.token)))),
  ];
  try {
    const refused = await second.subscribe(selection, person.token);
    expect((await refused.next()).errors).toEqual([expect.objectContaining({ extensions: { code: 'TOO_MANY_REQUESTS' } })]);
    refused.close();

    // One closed on the first process makes room on the second.
    streams.shift()!.close();
    const reopened = await second.subscribeWhenAllowed(selection, person.token);
    expect(reopened).toBeDefined();
    streams.push(reopened!);
  } finally {
    for (const stream of streams) stream.close();
    for (const server of servers) await server.close();
  }
}, 30_000);
