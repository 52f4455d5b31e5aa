import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, createImageStore, migrate, openDatabase, type Database } from '@aula/api';
import { createGateway, type Gateway } from '../src/gateway.js';
import { listenGateway } from '../src/http.js';

/**
 * The api limits logins per client address, but every call it gets comes from the gateway: the gateway must pass
 * the client's address on (X-Forwarded-For, believed from loopback only, as `npm start` configures it).
 */
let db: Database;
let api: FastifyInstance;
let gateway: Gateway;
let server: FastifyInstance;
let storageDir: string;
let url: string;

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  storageDir = await mkdtemp(join(tmpdir(), 'aula-gw-address-'));
  api = await buildApi({ db, images: await createImageStore(storageDir), jwtSecret: 'address-test-secret', trustProxy: 'loopback' });
  await api.listen({ host: '127.0.0.1', port: 0 });
  gateway = createGateway({ apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}/api/v1` });
  server = await listenGateway(gateway, { port: 0, host: '127.0.0.1', logger: false });
  url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  await server.close();
  await gateway.close();
  await api.close();
  await db.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** A browser on another machine: the request leaves from another loopback address. */
const clientAt = (localAddress: string) => new Agent({ localAddress });

async function graphql(client: Agent, query: string, variables: Record<string, unknown>) {
  const response = await request(url, {
    dispatcher: client,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.body.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

const logIn = `mutation ($input: LogInInput!) { logIn(input: $input) { token } }`;

describe('the client address reaches the api', () => {
  it("keeps an attacker's wrong passwords from locking the teacher out on another machine", async () => {
    const attacker = clientAt('127.0.0.1');
    const teacher = clientAt('127.0.0.2');
    const email = 'docente.direccion@aula.test';
    const signUp = await graphql(
      teacher,
      `
        mutation ($input: SignUpInput!) {
          signUp(input: $input) {
            token
          }
        }
      `,
      { input: { firstName: 'Ana', lastName: 'Ríos', email, phone: '+51 987654321', password: 'clave-segura-1' } },
    );
    expect(signUp.errors).toBeUndefined();

    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 7; i++) {
      const reply = await graphql(attacker, logIn, { input: { email, password: `adivina-${i}` } });
      codes.push(reply.errors?.[0]?.extensions?.code);
    }
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');

    const own = await graphql(teacher, logIn, { input: { email, password: 'clave-segura-1' } });
    expect(own.errors).toBeUndefined();
    expect(own.data.logIn.token).toEqual(expect.any(String));
    await Promise.all([attacker.close(), teacher.close()]);
  });
});

describe('behind a reverse proxy (GATEWAY_TRUST_PROXY)', () => {
  it("passes on the address the proxy forwards, so one client's wrong passwords do not lock out another", async () => {
    const proxied = await listenGateway(gateway, { port: 0, host: '127.0.0.1', logger: false, trustProxy: 'loopback' });
    const proxiedUrl = `http://127.0.0.1:${(proxied.server.address() as AddressInfo).port}/graphql`;
    // Both arrive from the proxy's own address; only X-Forwarded-For tells them apart.
    const from = (client: string, query: string, variables: Record<string, unknown>) =>
      request(proxiedUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ query, variables }),
      }).then((response) => response.body.json() as Promise<{ data?: any; errors?: Array<{ extensions?: { code?: string } }> }>);
    try {
      const email = 'docente.proxy@aula.test';
      const signUp = await from('203.0.113.7', `mutation ($input: SignUpInput!) { signUp(input: $input) { token } }`, {
        input: { firstName: 'Ana', lastName: 'Proxy', email, phone: '+51 987654321', password: 'clave-segura-1' },
      });
      expect(signUp.errors).toBeUndefined();
      let code: string | undefined;
      for (let i = 0; i < 7; i++)
        code = (await from('198.51.100.9', logIn, { input: { email, password: `adivina-${i}` } })).errors?.[0]?.extensions?.code;
      expect(code).toBe('TOO_MANY_REQUESTS');
      const own = await from('203.0.113.7', logIn, { input: { email, password: 'clave-segura-1' } });
      expect(own.errors).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
