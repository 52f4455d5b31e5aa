import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaInitialContext } from 'graphql-yoga';
import { createApi, type Api } from '../upstream/api.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { LiveNotifications } from '../live/liveNotifications.js';
import type { LiveGames } from '../live/liveGames.js';
import type { RestClient } from '../upstream/restClient.js';

/** What Fastify hands to yoga with each request (http.ts); absent when tests call yoga.fetch in-process. */
export interface ServerContext {
  req?: FastifyRequest;
  reply?: FastifyReply;
}

/**
 * What every resolver gets: the caller's bearer token, this request's REST client acting as the caller (writes
 * and paged reads) and this request's loaders (batched reads, through that client).
 */
export interface GatewayContext {
  token: string | null;
  api: Api;
  loaders: Loaders;
  /** Live notification streams (liveNotifications.ts). */
  live: LiveNotifications;
  /** Live games' streams (liveGames.ts). */
  liveGames: LiveGames;
}

export function createContext(
  initial: YogaInitialContext & ServerContext,
  rest: RestClient,
  live: LiveNotifications,
  liveGames: LiveGames,
): GatewayContext {
  const match = /^Bearer (\S+)$/i.exec(initial.request.headers.get('authorization') ?? '');
  const token = match?.[1] ?? null;
  const api = createApi(rest, { token, clientAddress: initial.req?.ip, userAgent: initial.request.headers.get('user-agent') ?? undefined });
  return { token, api, loaders: createLoaders(api), live, liveGames };
}
