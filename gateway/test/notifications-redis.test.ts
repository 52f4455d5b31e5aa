import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createNotificationEvents, type NotificationEvents } from '@aula/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, startApiOn } from './joiningHarness.js';

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
