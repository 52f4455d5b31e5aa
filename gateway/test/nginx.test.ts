import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, createDatabaseImageStore, migrate, openDatabase, type Api, type Database } from '@aula/api';
import { createGateway, type Gateway } from '../src/gateway.js';
import { listenGateway } from '../src/http.js';

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((path) => existsSync(path));

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// deploy/nginx.conf as README "Running in production" shows it, in front of two gateways and one api: only the
// ports change. Skipped where nginx is not installed (apt-get install -y nginx).
describe.skipIf(!nginx)('deploy/nginx.conf in front of two gateways', () => {
  let db: Database;
  let api: Api;
  const gateways: Array<{ gateway: Gateway; server: FastifyInstance }> = [];
  let dir: string;
  let proxy: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    api = await buildApi({ db, images: createDatabaseImageStore(db), jwtSecret: 'nginx', trustProxy: 'loopback' });
    await api.listen({ host: '127.0.0.1', port: 0 });
    for (let i = 0; i < 2; i++) {
      const gateway = createGateway({ apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}/api/v1` });
      gateways.push({ gateway, server: await listenGateway(gateway, { port: 0, host: '127.0.0.1', logger: false, trustProxy: 'loopback' }) });
    }
    dir = await mkdtemp(join(tmpdir(), 'aula-nginx-'));
    const port = await freePort();
    const [first, second] = gateways.map(({ server }) => (server.server.address() as AddressInfo).port);
    const site = (await readFile(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8'))
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('server 127.0.0.1:4000 ', `server 127.0.0.1:${first} `)
      .replace('server 127.0.0.1:4010 ', `server 127.0.0.1:${second} `);
    await writeFile(join(dir, 'aula.conf'), site);
    await writeFile(
      join(dir, 'nginx.conf'),
      `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include ${dir}/aula.conf;\n}\n`,
    );
    execFileSync(nginx!, ['-t', '-q', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`]);
    proxy = spawn(nginx!, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], { stdio: 'ignore' });
    origin = `http://127.0.0.1:${port}`;
    for (
      let tries = 0;
      tries < 50 &&
      !(await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      ));
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGQUIT');
      await exited;
    }
    for (const { gateway, server } of gateways) {
      await server.close();
      await gateway.close();
    }
    await api?.close();
    await db?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const graphql = (query: string, variables: Record<string, unknown> = {}) =>
    fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }).then(
      async (response) => ({ status: response.status, body: (await response.json()) as { data?: any; errors?: unknown[] } }),
    );

  it('serves GraphQL and the health checks, and keeps serving when one gateway stops', async () => {
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', upstreams: { ready: 1, total: 1 } });
    const signUp = await graphql('mutation ($input: SignUpInput!) { signUp(input: $input) { profile { username } } }', {
      input: { firstName: 'Nina', lastName: 'Proxy', email: 'nina.proxy@aula.test', phone: '+51 987654321', password: 'clave-segura-1' },
    });
    expect(signUp.body.errors).toBeUndefined();

    await gateways[0]!.server.close();
    for (let i = 0; i < 6; i++) expect(await graphql('{ viewer { user { email } } }')).toEqual({ status: 200, body: { data: { viewer: null } } });
  });
});
