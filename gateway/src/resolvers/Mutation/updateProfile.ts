import { validationMessages } from '@aula/common';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { naming } from '../../graphql/errors.js';
import { tag } from '../../graphql/parents.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import type { RestProfileUpdated } from '../../upstream/rest.js';

/** Each field and the api's messages about it (first and last name share theirs: the field given decides). */
const fields = {
  firstName: [validationMessages.nameMin],
  lastName: [validationMessages.nameMin],
  phone: [validationMessages.phone],
  username: [/nombre de usuario/],
};

/** Only the fields given change: GraphQL's nulls for the others are left out, not sent as values. */
export const updateProfile: MutationResolvers['updateProfile'] = async (_, { input }, { api }) => {
  const body = withoutNulls(input);
  const { user, profile } = await api.call<RestProfileUpdated>({ method: 'PATCH', path: '/profile/update', body }).catch(naming(fields, body));
  return { user: tag.user(user), profile: tag.profile(profile) };
};
