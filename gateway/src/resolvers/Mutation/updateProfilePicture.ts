import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { imageForm } from '../../upstream/imageForm.js';
import { tag } from '../../graphql/parents.js';
import type { RestProfile } from '../../upstream/rest.js';

export const updateProfilePicture: MutationResolvers['updateProfilePicture'] = async (_, { input }, { api }) => {
  const profile = await api.call<RestProfile>({ method: 'POST', path: '/profile/uploadPicture', form: await imageForm(input.picture) });
  return { profile: tag.profile(profile) };
};
