import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { naming } from '../../graphql/errors.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import type { RestUser } from '../../upstream/rest.js';
import { authPayload } from './authPayload.js';

/** A refused link names `token`; a new password against sign-up's rules names `password`. */
const fields = { token: [/enlace para restablecer/], password: [/^La contraseña/] };

export const resetPassword: MutationResolvers['resetPassword'] = async (_, { input }, { api }) =>
  authPayload(await api.call<RestUser>({ method: 'POST', path: '/auth/resetPassword', body: withoutNulls(input) }).catch(naming(fields)), api);
