import { validationMessages } from '@aula/common';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { naming } from '../../graphql/errors.js';
import type { RestPasswordResetAccepted } from '../../upstream/rest.js';

/** The same answer whether an account has the e-mail or not: the api sends the mail, if any, later. */
export const requestPasswordReset: MutationResolvers['requestPasswordReset'] = (_, { input }, { api }) =>
  api
    .call<RestPasswordResetAccepted>({ method: 'POST', path: '/auth/requestPasswordReset', body: input })
    .catch(naming({ email: [validationMessages.emailRequired, validationMessages.emailFormat] }));
