import type { MutationResolvers } from '../../__generated__/resolvers.js';
import type { RestUser } from '../../upstream/rest.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import { authPayload } from './authPayload.js';

export const logIn: MutationResolvers['logIn'] = async (_, { input }, { api }) =>
  authPayload(await api.call<RestUser>({ method: 'POST', path: '/auth/login', body: withoutNulls(input) }), api);
