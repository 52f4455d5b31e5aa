import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createGateway, type Gateway } from '../src/gateway.js';
import { listenGateway } from '../src/http.js';
import { startHarness, type Harness } from './harness.js';

// What the hardening-*.test.ts files share: a harness, a signed-up user's token, and a gateway listening on a real
// socket with the built app's stand-in, CORS for one origin and a /metrics token. Each test file gets its own
// copy of this module (vitest isolates files), so the bindings below are set for that file before its tests run.

export let h: Harness;
export let token: string;
export let webDir: string;
export let server: FastifyInstance;
export let base: string;
export const logLines: string[] = [];

export const endpoint = 'http://gateway.test/graphql';
export const serverError = { message: 'Error del servidor. Por favor, inténtelo de nuevo más tarde', extensions: { code: 'INTERNAL_SERVER_ERROR' } };

/** A request over a real socket, as a browser or curl would send it (bad URLs and huge headers included). */
export function send(
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const url = new URL(base);
    const req = httpRequest({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const json = (text: string) => JSON.parse(text) as { data?: any; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

/** Starts the harness and the listening gateway before this file's tests, and stops them after. */
export function startHardeningServer() {
  beforeAll(async () => {
    h = await startHarness();
    const signUp = await h.graphql('mutation($input: SignUpInput!) { signUp(input: $input) { token } }', {
      input: { firstName: 'Hilda', lastName: 'Blindaje', email: 'hilda@hardening.aula', phone: '+51 911222444', password: 'clave-segura-1' },
    });
    token = signUp.data.signUp.token;
    // A stand-in for web/dist: an index page with a module script and one hashed asset.
    webDir = await mkdtemp(join(tmpdir(), 'aula-gw-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(
      join(webDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(webDir, 'assets/app.js'), 'document.getElementById("root").textContent = "Aula";');
    const gateway = createGateway({
      apiUrl: `${h.apiOrigin}/api/v1`,
      corsOrigins: ['https://app.aula.test'],
      metricsToken: 'secreto-de-metricas',
      metricsPublic: false,
    });
    server = await listenGateway(gateway, {
      port: 0,
      host: '127.0.0.1',
      webDir,
      logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
    });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    Object.assign(server, { aulaGateway: gateway });
  });
  afterAll(async () => {
    await server?.close();
    await (server as unknown as { aulaGateway?: Gateway })?.aulaGateway?.close();
    await h?.close();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });
}
