import type { MutationResolvers } from '../../__generated__/resolvers.js';
import type { RestUser } from '../../upstream/rest.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import { authPayload } from './authPayload.js';

export const signUp: MutationResolvers['signUp'] = async (_, { input }, { api }) =>
  authPayload(await api.call<RestUser>({ method: 'POST', path: '/auth/create', body: withoutNulls(input) }), api);
