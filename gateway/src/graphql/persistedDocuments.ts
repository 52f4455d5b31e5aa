import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import { httpError, persistedDocumentNotFound } from './errors.js';

/** The web app's documents by id (SHA-256 of the text), written by relay-compiler (persistConfig, relay.config.json). */
export const webDocumentsFile = fileURLToPath(new URL('../../../web/src/__generated__/persistedDocuments.json', import.meta.url));

export const readDocuments = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/**
 * Persisted documents: the web client sends `{"documentId", "variables"}` and the gateway runs the text it has for
 * that id, so the browser ships and uploads no GraphQL text. Any other client (integrators, GraphiQL) still sends
 * `query` text; both go through the same parse, validation and limits (yoga caches a document's parse and
 * validation, so a known id costs neither again).
 */
export function usePersistedDocuments(documents: Record<string, string>): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: true,
    extractPersistedOperationId: (params) => {
      const id = (params as { documentId?: unknown }).documentId;
      return typeof id === 'string' ? id : null;
    },
    getPersistedOperation: (id) => (Object.hasOwn(documents, id) ? documents[id]! : null),
    customErrors: {
      notFound: () => persistedDocumentNotFound(),
      // Neither `query` nor `documentId`: the request is malformed, as yoga answers without this plugin.
      keyNotFound: () => httpError(400),
    },
  });
}
