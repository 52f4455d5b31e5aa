import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApi, createImageStore, migrate, openDatabase, type Api, type Database, type ImageStore } from '@aula/api';
import { createGateway, type Gateway } from '../src/gateway.js';

// The api goes away and comes back: the gateway answers a clean INTERNAL_SERVER_ERROR at once (no hang, no stack
// trace) and recovers by itself. The api is built here, as test/harness.ts does, so it can be stopped and started
// again on the same port.

const jwtSecret = 'gateway-faults-secret';
const serverError = { message: 'Error del servidor. Por favor, inténtelo de nuevo más tarde', extensions: { code: 'INTERNAL_SERVER_ERROR' } };

let db: Database;
let images: ImageStore;
let storageDir: string;
let api: Api | null = null;
let port: number;
let gateway: Gateway;
let token: string;

async function startApi(listenPort: number) {
  const app = await buildApi({ db, images, jwtSecret });
  await app.listen({ host: '127.0.0.1', port: listenPort });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}

async function graphql(target: Gateway, query: string, variables: Record<string, unknown> = {}, bearer?: string) {
  const started = Date.now();
  const response = await target.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { ms: Date.now() - started, status: response.status, text, body: JSON.parse(text) };
}

/** A loopback port with nothing listening on it. */
async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

const viewerQuery = 'query Me { viewer { user { email } profile { username } } }';
const logIn = 'mutation LogIn($input: LogInInput!) { logIn(input: $input) { token } }';

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  storageDir = await mkdtemp(join(tmpdir(), 'aula-gw-faults-'));
  images = await createImageStore(storageDir);
  const started = await startApi(0);
  api = started.app;
  port = started.port;
  gateway = createGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1` });
  const signUp = await graphql(gateway, 'mutation($input: SignUpInput!) { signUp(input: $input) { token } }', {
    input: { firstName: 'Fausto', lastName: 'Fallas', email: 'fausto@fallas.test', phone: '+51 987654321', password: 'clave12345' },
  });
  token = signUp.body.data.signUp.token;
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await db?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

it('answers normally while the api is up', async () => {
  const { body } = await graphql(gateway, viewerQuery, {}, token);
  expect(body).toEqual({ data: { viewer: { user: { email: 'fausto@fallas.test' }, profile: { username: 'faustofallas' } } } });
});

it('with the api stopped: INTERNAL_SERVER_ERROR with the Spanish message, quickly, no stack trace', async () => {
  await api!.close();
  api = null;
  for (const [query, variables] of [
    [viewerQuery, {}],
    [logIn, { input: { email: 'fausto@fallas.test', password: 'clave12345' } }],
    ['query Node($id: ID!) { node(id: $id) { id } }', { id: Buffer.from('StudyGroup:7d0f4a57-6a1e-4c55-9a3e-0c1d2e3f4a5b').toString('base64url') }],
  ] as const) {
    const { ms, status, text, body } = await graphql(gateway, query, variables, token);
    expect(ms).toBeLessThan(2_000);
    expect(status).toBe(200);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject(serverError);
    expect(Object.keys(body.errors[0].extensions)).toEqual(['code']);
    expect(text).not.toMatch(/ECONNREFUSED|ECONNRESET|undici|127\.0\.0\.1|stack|\bat \S+ \(/);
  }
  const metrics = await (await gateway.yoga.fetch('http://gateway.test/metrics')).text();
  expect(metrics).toMatch(/^aula_gateway_upstream_requests_total\{endpoint="GET \/auth\/verifyToken",status="network_error"\} [1-9]/m);
  expect(metrics).toMatch(/^aula_gateway_operations_total\{operation="Me",outcome="error"\} [1-9]/m);
});

it('when the api listens again on the same port, the same gateway answers normally', async () => {
  api = (await startApi(port)).app;
  const { body } = await graphql(gateway, viewerQuery, {}, token);
  expect(body).toEqual({ data: { viewer: { user: { email: 'fausto@fallas.test' }, profile: { username: 'faustofallas' } } } });
  const again = await graphql(gateway, logIn, { input: { email: 'fausto@fallas.test', password: 'clave12345' } });
  expect(again.body.errors).toBeUndefined();
  expect(typeof again.body.data.logIn.token).toBe('string');
});

it('a gateway pointed at a port with nothing listening fails fast the same way', async () => {
  const nowhere = createGateway({ apiUrl: `http://127.0.0.1:${await freePort()}/api/v1` });
  try {
    const { ms, body } = await graphql(nowhere, logIn, { input: { email: 'fausto@fallas.test', password: 'clave12345' } });
    expect(ms).toBeLessThan(2_000);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([expect.objectContaining({ ...serverError, path: ['logIn'] })]);
    // Fields that need no api still work.
    expect((await graphql(nowhere, '{ __typename viewer { __typename } }')).body).toEqual({ data: { __typename: 'Query', viewer: null } });
    // So do the stored images' proxy (a 502, not a crash) and /metrics.
    expect((await nowhere.yoga.fetch('http://gateway.test/storage/00000000-0000-4000-8000-000000000000.png')).status).toBe(502);
    expect((await nowhere.yoga.fetch('http://gateway.test/metrics')).status).toBe(200);
  } finally {
    await nowhere.close();
  }
});

it("an answer that is not the api's JSON (a proxy's HTML page) is masked as INTERNAL_SERVER_ERROR", async () => {
  let status = 200;
  const impostor = createHttpServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'text/html' });
    response.end('<html><body>Bad Gateway</body></html>');
  });
  await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
  const address = impostor.address();
  const confused = createGateway({ apiUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1` });
  try {
    for (status of [200, 502]) {
      const { text, body } = await graphql(confused, logIn, { input: { email: 'fausto@fallas.test', password: 'clave12345' } });
      expect(body.errors).toEqual([expect.objectContaining(serverError)]);
      expect(text).not.toMatch(/JSON|Unexpected token|Bad Gateway|html/);
    }
  } finally {
    await confused.close();
    await new Promise((resolve) => impostor.close(resolve));
  }
});
