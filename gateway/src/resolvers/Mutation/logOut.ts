import type { MutationResolvers } from '../../__generated__/resolvers.js';
import type { RestEndedSessions } from '../../upstream/rest.js';

/** The gateway keeps no session of its own: the api ends the one the request's token names (UNAUTHENTICATED without one). */
export const logOut: MutationResolvers['logOut'] = (_, __, { api }) => api.call<RestEndedSessions>({ method: 'POST', path: '/auth/logout' });
