import { afterEach, expect, it, vi } from 'vitest';
import useLogInMutation from '../src/__generated__/useLogInMutation.graphql';
import documents from '../src/__generated__/persistedDocuments.json';
import { requestGraphQL } from '../src/relay/request';

afterEach(() => vi.unstubAllGlobals());

it('sends the persisted document id and the variables, never the GraphQL text', async () => {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify({ data: { logIn: null } }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  const variables = { input: { email: 'ana@example.com', password: 'secreto123' } };
  await requestGraphQL(useLogInMutation, variables);
  const sent = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
  expect(sent).toEqual({ documentId: useLogInMutation.params.id, variables, operationName: 'useLogInMutation' });
  // The artifact carries no text; the id names the text in the map the gateway runs from.
  expect(useLogInMutation.params.text).toBeNull();
  expect((documents as Record<string, string>)[sent.documentId]).toMatch(/^mutation useLogInMutation\(/);
});
