import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createGateway } from '../src/gateway.js';
import { listenGateway } from '../src/http.js';
import { endpoint, h, json, send, serverError, token, startHardeningServer } from './hardeningServer.js';

/**
 * The gateway's hardening, operations side: masked errors are logged with the request id and their cause, security
 * headers and CORS, and a /metrics that is bounded and not public (the input side: hardening-input.test.ts).
 */

startHardeningServer();

describe('masked errors are logged with the request id and their cause', () => {
  it('an unexpected failure: the client gets the generic message, the log the cause with its stack and request id', async () => {
    // An api that answers HTML where JSON is expected: a parse failure inside the gateway.
    const impostor = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>not json</html>');
    });
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    const confused = createGateway({ apiUrl: `http://127.0.0.1:${(impostor.address() as AddressInfo).port}/api/v1` });
    const app = await listenGateway(confused, {
      port: 0,
      host: '127.0.0.1',
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const port = (app.server.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($input: LogInInput!) { logIn(input: $input) { token } }',
          variables: { input: { email: 'a@b.co', password: 'x' } },
        }),
      });
      const body = await response.json();
      expect(body.errors).toEqual([expect.objectContaining({ ...serverError, path: ['logIn'] })]);
      const entries = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 50);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ reqId: expect.any(String), path: 'logIn', msg: 'GraphQL error masked as INTERNAL_SERVER_ERROR' });
      expect(entries[0].err.type).toBe('SyntaxError');
      expect(entries[0].err.stack).toMatch(/at .*upstream\/restClient\.ts/);
    } finally {
      await app.close();
      await confused.close();
      await new Promise((resolve) => impostor.close(resolve));
    }
  });

  it('an unreachable api: logged with the network error as its cause', async () => {
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    const lines: string[] = [];
    const nowhere = createGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1` });
    const app = await listenGateway(nowhere, {
      port: 0,
      host: '127.0.0.1',
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const login = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { logIn(input: { email: "a@b.co", password: "x" }) { token } }' }),
      });
      expect((await login.json()).errors).toEqual([expect.objectContaining(serverError)]);
      const entry = lines.map((line) => JSON.parse(line)).find((e) => e.path === 'logIn');
      expect(entry).toMatchObject({ reqId: expect.any(String), err: { message: expect.stringMatching(/ECONNREFUSED|connect/) } });
    } finally {
      await app.close();
      await nowhere.close();
    }
  });
});

describe('security headers and CORS', () => {
  const appPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

  it('the web app, its assets, GraphQL answers, /metrics and refusals all carry them', async () => {
    for (const [path, init] of [
      ['/', {}],
      ['/groups/algo', {}],
      ['/assets/app.js', {}],
      ['/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) }],
      ['/metrics', {}],
      ['/graphql', { method: 'PUT' }],
    ] as const) {
      const response = await send(path, init);
      expect(response.headers['content-security-policy'], path).toBe(appPolicy);
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers['x-frame-options'], path).toBe('DENY');
      expect(response.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  it("GraphQL answers (a viewer's data, an offline key) are never stored by the browser's cache, answered or refused", async () => {
    const query = encodeURIComponent('{ __typename }');
    for (const [path, init] of [
      ['/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) }],
      [`/graphql?query=${query}`, { headers: { accept: 'application/graphql-response+json' } }],
    ] as const) {
      const response = await send(path, init);
      expect(response.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('GraphiQL gets its own policy: this origin only, no inline script', async () => {
    const response = await send('/graphql', { headers: { accept: 'text/html' } });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const policy = response.headers['content-security-policy'] as string;
    expect(response.text).not.toMatch(/<script>/);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/https?:|unpkg/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stored images are served under a policy that lets nothing run', async () => {
    const response = await send('/storage/00000000-0000-4000-8000-000000000000.png');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('CORS: another site gets no access and never credentials; a configured origin gets access without credentials', async () => {
    const request = (origin: string) =>
      send('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ viewer { profile { username } } }' }),
      });
    const evil = await request('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await send('/graphql', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await request('https://app.aula.test');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.aula.test');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('CORS: by default (CORS_ORIGINS unset) no origin gets CORS headers', async () => {
    const response = await h.gateway.yoga.fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('/metrics is bounded and not public', () => {
  it('operation names label at most 100 plain names; long or odd names and the rest go under "other"', async () => {
    const name = (i: number) => `Operacion${i}`;
    for (let i = 0; i < 130; i++) await h.graphql(`query ${name(i)} { __typename }`);
    const long = `Q${'x'.repeat(200_000)}`;
    for (let i = 0; i < 10; i++) await h.graphql(`query ${long}${i} { __typename }`);
    const text = await (await h.gateway.yoga.fetch('http://gateway.test/metrics')).text();
    const series = text.split('\n').filter((line) => line.startsWith('aula_gateway_operations_total{'));
    expect(series.length).toBeLessThanOrEqual(101 * 2);
    expect(text).toMatch(/^aula_gateway_operations_total\{operation="other",outcome="success"\} ([1-9]\d+)$/m);
    expect(text.length).toBeLessThan(100_000);
    expect(text).not.toContain('xxxxxxxx');
  });

  it('from this machine over HTTP it is served; through a proxy (X-Forwarded-For) it needs the token', async () => {
    expect((await send('/metrics')).status).toBe(200);
    const proxied = await send('/metrics', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.status).toBe(401);
    expect(json(proxied.text)).toEqual({ errors: [{ message: 'Las credenciales no son válidas', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(proxied.text).not.toContain('aula_gateway');
    expect((await send('/metrics', { headers: { 'x-forwarded-for': '203.0.113.7', authorization: 'Bearer otro' } })).status).toBe(401);
    expect((await send('/metrics', { headers: { 'x-forwarded-for': '203.0.113.7', authorization: 'Bearer secreto-de-metricas' } })).status).toBe(200);
  });

  it('a remote client needs the token unless METRICS_PUBLIC', async () => {
    const remote = { req: { socket: { remoteAddress: '203.0.113.7' } } } as never;
    const closed = createGateway({ apiUrl: `${h.apiOrigin}/api/v1`, metricsToken: 'secreto', metricsPublic: false });
    const open = createGateway({ apiUrl: `${h.apiOrigin}/api/v1`, metricsPublic: true });
    try {
      expect((await closed.yoga.fetch('http://gateway.test/metrics', {}, remote)).status).toBe(401);
      expect((await closed.yoga.fetch('http://gateway.test/metrics', { headers: { authorization: 'Bearer secreto' } }, remote)).status).toBe(200);
      expect((await open.yoga.fetch('http://gateway.test/metrics', {}, remote)).status).toBe(200);
    } finally {
      await closed.close();
      await open.close();
    }
  });
});
