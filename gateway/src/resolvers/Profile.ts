import type { ProfileResolvers } from '../__generated__/resolvers.js';
import { toGlobalId } from '../graphql/globalId.js';

export const Profile = {
  id: (profile) => toGlobalId('Profile', profile.id),
} satisfies ProfileResolvers;
