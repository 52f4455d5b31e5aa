import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, createDatabaseImageStore, migrate, openDatabase, type Api, type Database } from '@aula/api';
import { createGateway, type Gateway } from '../src/gateway.js';

const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const listen = async (app: Api) => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return originOf(app.server);
};

async function graphql(gateway: Gateway, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: Array<{ extensions?: { code?: string } }> };
}

const signUp = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { token } }`;
const viewer = 'query Me { viewer { user { email } profile { username } } }';

// Two api processes behind one gateway (API_URL with two entries), on one database.
describe('a gateway over several api processes', () => {
  let db: Database;
  let apis: Api[];
  let gateway: Gateway;
  let token: string;
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    apis = await Promise.all([0, 1].map(() => buildApi({ db, images: createDatabaseImageStore(db), jwtSecret: 'upstreams' })));
    const origins = await Promise.all(apis.map(listen));
    gateway = createGateway({ apiUrl: origins.map((origin) => `${origin}/api/v1`).join(', ') });
    const created = await graphql(gateway, signUp, {
      input: { firstName: 'Ana', lastName: 'Balance', email: 'balance@aula.test', phone: '+51 987654321', password: 'contraseña123' },
    });
    token = created.data.signUp.token;
  });
  afterAll(async () => {
    await gateway.close();
    await Promise.all(apis.map((api) => api.close()));
    await db.close();
  });

  it('is ready while one api answers, loses no read when the other stops, and is not ready once none answers', async () => {
    const readiness = async () => {
      const response = await gateway.yoga.fetch('http://gateway.test/readyz');
      return { status: response.status, body: await response.json() };
    };
    expect((await gateway.yoga.fetch('http://gateway.test/healthz')).status).toBe(200);
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ok', upstreams: { ready: 2, total: 2 } } });

    await apis[1]!.close();
    const reads = await Promise.all(Array.from({ length: 20 }, () => graphql(gateway, viewer, {}, token)));
    for (const read of reads)
      expect(read).toEqual({ data: { viewer: { user: { email: 'balance@aula.test' }, profile: { username: expect.any(String) } } } });
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ok', upstreams: { ready: 1, total: 2 } } });

    await apis[0]!.close();
    expect(await readiness()).toEqual({ status: 503, body: { status: 'unavailable', upstreams: { ready: 0, total: 2 } } });
    expect((await gateway.yoga.fetch('http://gateway.test/healthz')).status).toBe(200);
  });
});

// Upstreams that drop every connection mid-request, as a killed process does: a read is tried on each of them,
// a mutation is sent once and reported.
describe('a failing upstream', () => {
  const received: string[] = [];
  let servers: Server[];
  let gateway: Gateway;
  beforeAll(async () => {
    servers = [0, 1].map(() =>
      createServer((request) => {
        received.push(request.method!);
        request.socket.destroy();
      }),
    );
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
    gateway = createGateway({ apiUrl: servers.map((server) => `${originOf(server)}/api/v1`).join(',') });
  });
  afterAll(async () => {
    await gateway.close();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('gets a read retried on another api, and a mutation reported without a retry', async () => {
    const read = await graphql(gateway, viewer, {}, 'some-token');
    expect(read.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(received.filter((method) => method === 'GET').length).toBeGreaterThan(1);

    received.length = 0;
    const write = await graphql(gateway, signUp, {
      input: { firstName: 'Ana', lastName: 'Caída', email: 'caida@aula.test', phone: '+51 987654321', password: 'contraseña123' },
    });
    expect(write.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(received).toEqual(['POST']);
  });
});
