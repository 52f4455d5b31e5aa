import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocuments, webDocumentsFile } from '../src/graphql/persistedDocuments.js';
import { startHarness, type Harness } from './harness.js';

// Persisted documents: the web client sends a documentId from relay-compiler's map; anybody else sends text.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const documents = readDocuments(webDocumentsFile);
const idOf = (name: string) =>
  Object.entries(documents).find(([, text]) => text.startsWith(`query ${name}`) || text.startsWith(`mutation ${name}`))![0];

async function post(body: Record<string, unknown>, accept = 'application/graphql-response+json') {
  const response = await h.gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> },
  };
}

describe('persisted documents', () => {
  it("runs the web app's document for a documentId, with its variables", async () => {
    const { status, body } = await post({ documentId: idOf('SessionProviderQuery'), variables: {} });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { viewer: null } });
    const login = await post({
      documentId: idOf('useLogInMutation'),
      variables: { input: { email: 'nadie@aula.test', password: 'clave12345' } },
    });
    // The mutation ran against the api: an unknown account is refused with the api's message.
    expect(login.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('the ids are the SHA-256 of the texts (the map relay-compiler wrote)', () => {
    for (const [id, text] of Object.entries(documents)) expect(createHash('sha256').update(text).digest('hex')).toBe(id);
  });

  it('refuses an unknown documentId in Spanish with PERSISTED_QUERY_NOT_FOUND, without calling the api', async () => {
    const before = await h.upstreamCalls();
    const { status, body } = await post({ documentId: 'f'.repeat(64), variables: {} });
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [{ message: 'La aplicación está desactualizada: recargue la página', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
    expect(await h.upstreamCalls()).toBe(before);
  });

  it('still runs arbitrary documents (integrators, GraphiQL), through the same limits', async () => {
    expect((await post({ query: '{ viewer { __typename } }' })).body).toEqual({ data: { viewer: null } });
    const tooMany = await post({
      query:
        'query($n: Int) { viewer { studyGroups(first: $n) { edges { node { assignments(first: 500) { edges { node { attempts(first: 500) { edges { node { id } } } } } } } } } } }',
      variables: { n: 100 },
    });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('a request with neither query nor documentId is a bad request', async () => {
    const { status, body } = await post({ variables: {} });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});
