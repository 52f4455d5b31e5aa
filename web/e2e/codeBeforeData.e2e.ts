import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs, signUp, startJourney, wait, type Journey, type Session } from './harness';

/**
 * Issue 17 item 18: a data screen's query starts no later than its code has downloaded (no code-then-data
 * waterfall). The screen's chunk is slowed down by 400 ms; the /graphql request for its query must start before
 * the chunk's download finishes.
 */
async function timings(page: Page, chunk: RegExp, operation: string) {
  const times: { chunkStart?: number; chunkEnd?: number; queryStart?: number } = {};
  await page.route(chunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  page.on('request', (request) => {
    if (chunk.test(request.url())) times.chunkStart ??= Date.now();
    if (request.url().endsWith('/graphql') && request.postData()?.includes(operation)) times.queryStart ??= Date.now();
  });
  page.on('requestfinished', (request) => {
    if (chunk.test(request.url())) times.chunkEnd ??= Date.now();
  });
  return times;
}

describe('code before data', () => {
  let journey: Journey;
  let teacher: Session;

  beforeAll(async () => {
    journey = await startJourney('codeBeforeData');
    teacher = await signUp(journey, 'Rosa', 'Díaz');
  });
  afterAll(() => journey?.stop());

  it("starts the groups list's query before the list's code has downloaded", async () => {
    const page = await openAs(journey, teacher, '/notifications', { serviceWorkers: 'block' });
    await page.getByRole('heading', { name: 'Notificaciones' }).waitFor(wait);
    const times = await timings(page, /\/assets\/GroupListPage-[^/]*\.js$/, 'GroupListPageQuery');
    await page.getByRole('link', { name: 'Grupos' }).first().click();
    await page.getByRole('heading', { name: 'Grupos' }).waitFor(wait);
    expect(times.chunkStart).toBeDefined();
    expect(times.chunkEnd).toBeDefined();
    expect(times.queryStart).toBeDefined();
    expect(times.queryStart!).toBeLessThanOrEqual(times.chunkEnd!);
  });
});
