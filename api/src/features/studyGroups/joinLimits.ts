import { joinMessages } from '@aula/common';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../domain/errors.js';
import { addressKey } from '../../http/clientAddress.js';
import type { Router } from '../../http/router.js';

/**
 * Join codes are 40 bits: guessing one is hopeless at a few tries a minute, not at the ~90 a second an open route
 * allows. Every try to join (by code or by id, right or wrong, so that a lucky guess is no way around it) counts
 * against the account and against the client's address, in the rate-limit store every api process shares (Redis
 * or the database). A student needs a handful of tries; the address allows a whole classroom behind one school
 * router joining at the start of a lesson.
 */
export const joinLimits = {
  windowMinutes: 15,
  perAccount: 10,
  perAddress: 100,
} as const;

/** A preHandler that refuses a try past either limit with 429, the wait in Spanish and Retry-After. */
export function joinRateLimit(api: Router) {
  const timeWindow = joinLimits.windowMinutes * 60_000;
  // Keys carry their own prefix: limiters made with createRateLimit share one namespace in the store.
  const limiters = [
    api.createRateLimit({ max: joinLimits.perAccount, timeWindow, keyGenerator: (request) => `join account ${request.viewer?.userId}` }),
    api.createRateLimit({ max: joinLimits.perAddress, timeWindow, keyGenerator: (request) => `join address ${addressKey(request.ip)}` }),
  ];
  return async (request: FastifyRequest) => {
    for (const limit of limiters) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        const wait = Math.max(1, result.ttlInSeconds);
        throw new ApiError(429, joinMessages.tooManyJoins(wait), { 'retry-after': String(wait) });
      }
    }
  };
}
