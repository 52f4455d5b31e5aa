import type { MutationResolvers } from '../../__generated__/resolvers.js';
import type { RestEndedSessions } from '../../upstream/rest.js';

export const logOutEverywhere: MutationResolvers['logOutEverywhere'] = (_, __, { api }) =>
  api.call<RestEndedSessions>({ method: 'POST', path: '/auth/logoutEverywhere' });
