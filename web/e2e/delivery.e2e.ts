import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct } from '../../scripts/product.js';

/** What the browser receives over the wire (issue 11): the real product serving the real build (web/dist). */
describe('web delivery', () => {
  let product: Awaited<ReturnType<typeof startProduct>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'aula-e2e-'));
    product = await startProduct({ env: { DATA_DIR: dataDir, API_PORT: '0', HOST: '127.0.0.1' }, port: 0 });
  });
  afterAll(async () => {
    await product?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** One request as a browser sends it, the body as bytes on the wire and decoded. */
  function fetchRaw(path: string, { encoding, method = 'GET', body }: { encoding?: string; method?: string; body?: string } = {}) {
    const url = new URL(path, product.url);
    const headers: Record<string, string> = { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
    return new Promise<{ status: number; headers: IncomingHttpHeaders; wire: Buffer; text: string }>((resolve, reject) => {
      const req = request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const coding = res.headers['content-encoding'];
          const decoded = coding === 'br' ? brotliDecompressSync(wire) : coding === 'gzip' ? gunzipSync(wire) : wire;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, wire, text: decoded.toString() });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);

  it('HTML, JavaScript and GraphQL JSON over 1 KiB go out brotli or gzip as accepted, plain otherwise, with Vary', async () => {
    const login = await fetchRaw('/login');
    const entry = login.text.match(/<script type="module" crossorigin src="([^"]+)"/)![1]!;
    const graphql = { method: 'POST', body: JSON.stringify({ query: '{ __schema { types { name description } } }' }) };
    for (const [path, options, type] of [
      ['/login', {}, /^text\/html/],
      ['/groups', {}, /^text\/html/],
      [entry, {}, /javascript/],
      ['/graphql', graphql, /json/],
    ] as const) {
      const plain = await fetchRaw(path, options);
      expect(plain.status, path).toBe(200);
      expect(plain.headers['content-type'], path).toMatch(type);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.wire.length, `${path} is over 1 KiB`).toBeGreaterThan(1024);
      for (const encoding of ['br', 'gzip']) {
        const compressed = await fetchRaw(path, { ...options, encoding: encoding === 'br' ? 'gzip, deflate, br' : 'gzip, deflate' });
        expect(compressed.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
        expect(compressed.headers.vary, `${path} ${encoding}`).toMatch(/accept-encoding/i);
        expect(compressed.headers['content-type'], `${path} ${encoding}`).toMatch(type);
        expect(compressed.wire.length, `${path} ${encoding}`).toBeLessThan(plain.wire.length * 0.6);
        expect(compressed.text, `${path} ${encoding}`).toBe(plain.text);
      }
    }
  });

  it('each page preloads the chunks of the screen it renders, and hashed files are cached for good, pages never', async () => {
    const login = await fetchRaw('/login', { encoding: 'br' });
    const register = await fetchRaw('/register', { encoding: 'br' });
    const shell = await fetchRaw('/groups', { encoding: 'br' });
    expect(preloads(login.text)).toEqual(expect.arrayContaining([expect.stringMatching(/\/assets\/PublicLayout-.+\.js$/), expect.stringMatching(/\/assets\/LoginPage-.+\.js$/)]));
    expect(preloads(register.text)).toEqual(expect.arrayContaining([expect.stringMatching(/\/assets\/RegisterPage-.+\.js$/)]));
    expect(preloads(shell.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\/AppShell-.+\.js$/), expect.stringMatching(/\/assets\/GroupListPage-.+\.js$/)]),
    );
    // A page paints its frame before any script has run.
    expect(login.text).toMatch(/<div id="root"><div class="frame-public">/);
    expect(shell.text).toMatch(/<div id="root"><div class="frame-bar">/);
    for (const page of [login, register, shell]) expect(page.headers['cache-control']).toBe('no-cache');

    for (const href of new Set([...preloads(login.text), ...preloads(shell.text)])) {
      const asset = await fetchRaw(href, { encoding: 'br' });
      expect(asset.status, href).toBe(200);
      expect(asset.headers['cache-control'], href).toBe('public, max-age=31536000, immutable');
      if (asset.text.length > 1024) expect(asset.headers['content-encoding'], href).toBe('br');
    }
  });
});
