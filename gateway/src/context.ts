import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaInitialContext } from 'graphql-yoga';
import { createLoaders, type Loaders } from './loaders.js';
import type { RestClient } from './upstream.js';

/** What Fastify hands to yoga with each request (http.ts); absent when tests call yoga.fetch in-process. */
export interface ServerContext {
  req?: FastifyRequest;
  reply?: FastifyReply;
}

/** What every resolver gets: the caller's bearer token (forwarded to the api) and this request's loaders. */
export interface GatewayContext {
  token: string | null;
  loaders: Loaders;
}

export function createContext(initial: YogaInitialContext & ServerContext, rest: RestClient): GatewayContext {
  const match = /^Bearer (\S+)$/i.exec(initial.request.headers.get('authorization') ?? '');
  const token = match?.[1] ?? null;
  return { token, loaders: createLoaders(rest, { token, clientAddress: initial.req?.ip }) };
}
