import { describe, expect, it } from 'vitest';
import { base, send, startHardeningServer } from './hardeningServer.js';

startHardeningServer();

// The gateway that serves the built web app answers every unknown GET with the app's page; an orchestrator's
// health checks must still get JSON there, not a 200 of HTML that says nothing about the process.
describe('health checks on the port that serves the web app', () => {
  it('answers /healthz and /readyz with JSON, not the app page', async () => {
    expect(base).toMatch(/^http:/);
    const page = await send('/grupos');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const health = await send('/healthz');
    expect(health.status).toBe(200);
    expect(health.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(health.text)).toEqual({ status: 'ok' });
    const ready = await send('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ok', upstreams: { ready: 1, total: 1 } });
    expect((await send('/healthz', { method: 'HEAD' })).headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers the REST paths, which the api serves on its own port, with a JSON 404', async () => {
    for (const path of ['/api/v1/docs/json', '/api/v1/auth/verifyToken']) {
      const reply = await send(path);
      expect(reply.status).toBe(404);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(reply.text).errors[0].extensions.code).toBe('NOT_FOUND');
    }
  });
});
