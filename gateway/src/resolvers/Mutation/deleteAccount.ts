import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { naming } from '../../graphql/errors.js';
import type { RestAccountDeleted } from '../../upstream/rest.js';

export const deleteAccount: MutationResolvers['deleteAccount'] = (_, { input }, { api }) =>
  api.call<RestAccountDeleted>({ method: 'POST', path: '/auth/deleteAccount', body: input }).catch(naming({ password: [/^La contraseña/] }));
