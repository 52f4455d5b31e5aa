import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDevice } from '../src/auth/sessions.js';
import { signUp, startTestApi, type TestApi } from './helpers.js';

// The name 'Sesiones' gives each device, read from the User-Agent of real browsers: Spanish, the system said once.

const userAgents: [string, string][] = [
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet en Android',
  ],
  ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36', 'Chrome en Android'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Safari en iOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    'Chrome en iOS',
  ],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox en Windows'],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
    'Microsoft Edge en Windows',
  ],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'Safari en macOS'],
  ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', 'Chrome en Chrome OS'],
  ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox en Linux'],
  // The old Android stock browser: 'Android Browser' in Spanish, and Android said once.
  [
    'Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
    'Navegador de Android',
  ],
  ['curl/8.5.0', 'Navegador desconocido'],
];

describe('describeDevice', () => {
  it.each(userAgents)('names %s "%s"', (userAgent, device) => {
    expect(describeDevice(userAgent)).toBe(device);
  });

  it("says 'Dispositivo desconocido' without a User-Agent", () => {
    expect(describeDevice(undefined)).toBe('Dispositivo desconocido');
  });
});

describe("a session's device over HTTP", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it("lists a login from Samsung Internet as 'Samsung Internet en Android'", async () => {
    const user = await signUp(api, { firstName: 'Sara', lastName: 'Móvil' });
    const [samsung] = userAgents[0]!;
    const login = await api.call('POST', 'auth/login', {
      body: { email: user.email, password: user.password },
      headers: { 'user-agent': samsung },
    });
    expect(login.status).toBe(200);
    const sessions = await api.call<{ device: string; current: boolean }[]>('GET', 'auth/sessions', { token: login.body.token });
    expect(sessions.body.find((session) => session.current)?.device).toBe('Samsung Internet en Android');
  });
});
