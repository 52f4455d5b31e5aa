import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { resolvers } from '../resolvers/index.js';

/** The root schema.graphql is the one contract: the gateway serves it and relay-compiler compiles against it. */
export const schemaPath = new URL('../../../schema.graphql', import.meta.url);

export function createSchema() {
  return makeExecutableSchema({
    typeDefs: readFileSync(schemaPath, 'utf8'),
    resolvers,
  });
}
