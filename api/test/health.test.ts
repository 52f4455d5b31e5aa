import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, createDatabaseImageStore, type Api } from '@aula/api';
import { openTestDatabase } from './helpers.js';

describe('health endpoints', () => {
  let api: Api;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    api = await buildApi({ db: opened.db, images: createDatabaseImageStore(opened.db), jwtSecret: 's' });
  });
  afterAll(() => api.close());

  it('says the process is alive and ready without a token, and not ready once its database is gone', async () => {
    const live = await api.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await api.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: true });

    await drop();
    const gone = await api.inject({ method: 'GET', url: '/readyz' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({ status: 'unavailable', database: false });
    // Alive still: the process need not be restarted for its database to come back.
    expect((await api.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
