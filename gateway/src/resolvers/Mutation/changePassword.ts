import { validationMessages } from '@aula/common';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { naming } from '../../graphql/errors.js';
import type { RestEndedSessions } from '../../upstream/rest.js';

/** A wrong current password names `currentPassword`, sign-up's password rules `newPassword`; "required", the empty one. */
const fieldsOf = ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => ({
  currentPassword: ['La contraseña actual no es correcta', ...(currentPassword ? [] : [validationMessages.passwordRequired])],
  newPassword: [validationMessages.passwordMin, 'La contraseña es demasiado larga', ...(newPassword ? [] : [validationMessages.passwordRequired])],
});

export const changePassword: MutationResolvers['changePassword'] = (_, { input }, { api }) =>
  api.call<RestEndedSessions>({ method: 'POST', path: '/auth/changePassword', body: input }).catch(naming(fieldsOf(input)));
