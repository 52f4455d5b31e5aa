import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// A batched read of any length the product allows works: the ids of one batch travel in the REST call's query
// string, which Node refuses past 16 KiB (500 UUIDs are 18.5 KB). Five `nodes` lists of 100 profiles in one
// operation load 500 profiles in one tick.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const profileId = (id: string) => Buffer.from(`Profile:${id}`).toString('base64url');

it('reads 500 profiles in one operation: the known one comes back, each unknown one is null, nothing fails', async () => {
  const student = await h.signUp('Lote', 'Grande', 'rest');
  const ids = Array.from({ length: 500 }, () => profileId(randomUUID()));
  ids[250] = profileId(student.profileId);
  const lists = Array.from({ length: 5 }, (_, i) => `l${i}: nodes(ids: $l${i}) { ... on Profile { id username } }`).join('\n');
  const variables = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`l${i}`, ids.slice(i * 100, i * 100 + 100)]));
  const result = await h.graphql(`query (${Object.keys(variables).map((name) => `$${name}: [ID!]!`)}) { ${lists} }`, variables, student.token);
  const codes = new Set((result.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code));
  expect([...codes].filter((code) => code !== 'NOT_FOUND')).toEqual([]);
  const found = Object.values(result.data as Record<string, Array<{ id: string } | null>>).flat();
  expect(found).toHaveLength(500);
  expect(found.filter(Boolean)).toEqual([expect.objectContaining({ id: profileId(student.profileId) })]);
});
