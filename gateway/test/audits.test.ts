import { serverAudits, type AuditResult } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// The GraphQL-over-HTTP spec's own audit suite (graphql-http) against the gateway: every MUST passes.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

// The audits are listed up front (running them needs the gateway, which beforeAll starts).
const audits = serverAudits({
  url: 'http://gateway.test/graphql',
  // The audits call fetch(url, init) with a string url.
  fetchFn: (url: string, init: RequestInit = {}) => h.gateway.yoga.fetch(url, init),
});

const describeResult = async (result: AuditResult) =>
  result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason} (${result.response.status} ${await result.response.clone().text()})`;

describe('MUST audits', () => {
  const must = audits.filter((audit) => audit.name.startsWith('MUST'));

  it('there are MUST audits to run', () => {
    expect(must.length).toBeGreaterThanOrEqual(10);
  });

  for (const audit of must) {
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      expect(await describeResult(result)).toBe('ok');
    });
  }
});

describe('SHOULD and MAY audits', () => {
  it('are reported (not required)', async () => {
    const lines: string[] = [];
    for (const audit of audits.filter((a) => !a.name.startsWith('MUST'))) {
      const result = await audit.fn();
      lines.push(`${result.status === 'ok' ? 'ok  ' : result.status} ${audit.id} ${audit.name}`);
    }
    console.log(lines.join('\n'));
    // Most recommendations hold too.
    expect(lines.filter((line) => line.startsWith('ok')).length).toBeGreaterThan(lines.length / 2);
  });
});
