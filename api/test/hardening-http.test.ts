import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { fixture, startTestApi, type TestApi } from './helpers.js';
import { api, owner, startHardeningFixture } from './hardeningFixture.js';

// The framework's own refusals, slow clients, session tokens, security headers and stored images.

startHardeningFixture();

/** A raw HTTP/1.1 exchange, for requests fetch will not send (a bad URL, huge headers). */
function rawRequest(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: any; text: string }>((resolve, reject) => {
    const request = httpRequest(api.origin + '/', { method: 'GET', path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: JSON.parse(text), text }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe("the framework's own refusals", () => {
  it('answers a malformed URL, an over-long path parameter and oversized headers in Spanish, without echoing them', async () => {
    const long = 'a'.repeat(300);
    for (const [path, headers, status, error, message] of [
      ['/%', {}, 400, 'Bad Request', 'La dirección de la solicitud no es válida'],
      ['/api/v1/%E0%A4%A', {}, 400, 'Bad Request', 'La dirección de la solicitud no es válida'],
      [`/api/v1/profile/getProfilesWithAttempts/${long}`, {}, 414, 'URI Too Long', 'La dirección de la solicitud es demasiado larga'],
      [
        '/api/v1/auth/verifyToken',
        { 'x-relleno': 'b'.repeat(20_000) },
        431,
        'Request Header Fields Too Large',
        'Las cabeceras de la solicitud son demasiado grandes',
      ],
    ] as const) {
      const reply = await rawRequest(path, headers);
      expect(reply.status, path.slice(0, 40)).toBe(status);
      expect(reply.body).toEqual({ statusCode: status, error, message });
      expect(reply.text).not.toMatch(/FST_|aaaa|bbbb|%E0|'\/%'/);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a form with too many fields with 413 in Spanish', async () => {
    const form = new FormData();
    for (let i = 0; i < 30; i++) form.append(`campo${i}`, 'x');
    const reply = await api.call('POST', 'images/upload', { token: owner.token, body: form });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'El formulario tiene demasiados campos o archivos' });
  });
});

describe('slow clients', () => {
  let slowApi: TestApi;
  beforeAll(async () => {
    slowApi = await startTestApi({ requestTimeout: 600 });
  });
  afterAll(() => slowApi?.close());

  /** Sends `head`, then one byte of `trickle` every 100 ms; resolves with what the server answered and when. */
  function trickle(head: string, drip: string) {
    const { port } = new URL(slowApi.origin);
    return new Promise<{ answer: string; ms: number }>((resolve) => {
      const started = Date.now();
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(head));
      let answer = '';
      let sent = 0;
      const timer = setInterval(() => sent < drip.length && socket.write(drip[sent++]!), 100);
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, ms: Date.now() - started });
      });
    });
  }

  it('cuts a body that arrives too slowly with 408 in Spanish, within the configured bound', async () => {
    const body = JSON.stringify({ email: 'lento@aula.test', password: 'contraseña123' });
    const head = `POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, ms } = await trickle(head, body);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"message":"La solicitud tardó demasiado en llegar"');
    expect(ms).toBeLessThan(2_000);
  });

  it('cuts headers that arrive too slowly', async () => {
    const { answer, ms } = await trickle('GET /api/v1/auth/verifyToken HTTP/1.1\r\n', 'X-Lento: ' + 'z'.repeat(60));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(2_000);
  });
});

describe('session tokens', () => {
  // Each names the owner's real open session, so that what is wrong with it is what the test says.
  const sign = (claims: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT = (jwt) => jwt) =>
    build(
      new SignJWT({ sid: decodeJwt(owner.token).sid, ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('aula-api')
        .setAudience('aula')
        .setIssuedAt(),
    ).sign(new TextEncoder().encode(api.jwtSecret));

  it('answers 401 for a token without exp, and for a subject that is not a user id, never 500', async () => {
    const tokens = [
      await sign({ sub: owner.userId }),
      await sign({ sub: 'no-soy-un-uuid' }, (jwt) => jwt.setExpirationTime('1h')),
      await sign({ sub: `${owner.userId}x` }, (jwt) => jwt.setExpirationTime('1h')),
      await sign({ sub: 12345 }, (jwt) => jwt.setExpirationTime('1h')),
      await sign({}, (jwt) => jwt.setExpirationTime('1h')),
      await sign({ sub: owner.userId, exp: 'mañana' }),
      await sign({ sub: owner.userId, nbf: 'ya' }, (jwt) => jwt.setExpirationTime('1h')),
    ];
    for (const token of tokens) {
      const reply = await api.call('GET', 'auth/verifyToken', { token });
      expect(reply.status, token).toBe(401);
      expect(reply.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Las credenciales no son válidas' });
    }
    const control = await sign({ sub: owner.userId }, (jwt) => jwt.setExpirationTime('1h'));
    expect((await api.call('GET', 'auth/verifyToken', { token: control })).status).toBe(200);
  });
});

describe('security headers', () => {
  it('sends nosniff, a CSP that allows nothing, no referrer and no framing on every answer', async () => {
    const replies = [
      await api.call('GET', 'auth/verifyToken', { token: owner.token }),
      await api.call('GET', 'auth/verifyToken'),
      await api.call('GET', 'no-existe'),
      await api.call('POST', 'auth/login', { body: { email: 'x' } }),
    ];
    for (const reply of replies) {
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none';sandbox");
      expect(reply.headers.get('x-frame-options')).toBe('DENY');
      expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('keeps the documentation page working with its own policy, still never framed', async () => {
    const page = await api.call('GET', '/api/v1/docs/static/index.html');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('stored images', () => {
  const html = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
  const upload = (bytes: Buffer) => {
    const form = new FormData();
    form.append('image', new Blob([bytes], { type: 'image/png' }), 'foto.png');
    return api.call('POST', 'images/upload', { token: owner.token, body: form });
  };

  it('refuses images that carry anything after their end, or are broken inside', async () => {
    const png = await readFile(new URL('../assets/planeta.png', import.meta.url));
    const badCrc = Buffer.from(png);
    badCrc[40] = badCrc[40]! ^ 0xff;
    const before = await api.storedImages();
    for (const [name, bytes] of Object.entries({
      'PNG + HTML': Buffer.concat([png, html]),
      'GIF + HTML': Buffer.concat([fixture('pixel.gif'), html]),
      'WebP + HTML': Buffer.concat([fixture('pixel.webp'), html]),
      'PNG with a broken chunk': badCrc,
      'PNG cut short': png.subarray(0, png.length - 12),
      'GIF without its trailer': fixture('pixel.gif').subarray(0, -1),
      'JPEG without its end': fixture('pixel.jpg').subarray(0, -2),
    })) {
      const reply = await upload(bytes);
      expect(reply.status, name).toBe(415);
      expect(reply.body.message).toBe('Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF');
    }
    expect(await api.storedImages()).toEqual(before);
  });

  it('stores a real image and serves it as an image only, inline, never sniffed', async () => {
    const png = await readFile(new URL('../assets/planeta.png', import.meta.url));
    const reply = await upload(png);
    expect(reply.status).toBe(201);
    const served = await fetch(api.origin + reply.body.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('keeps a JPEG but not what follows its end marker', async () => {
    const jpeg = fixture('pixel.jpg');
    const reply = await upload(Buffer.concat([jpeg, html]));
    expect(reply.status).toBe(201);
    expect(reply.body.key).toMatch(/\.jpg$/);
    const served = Buffer.from(await (await fetch(api.origin + reply.body.url)).arrayBuffer());
    expect(served.equals(jpeg)).toBe(true);
  });
});
