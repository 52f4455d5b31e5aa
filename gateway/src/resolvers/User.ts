import type { UserResolvers } from '../__generated__/resolvers.js';
import { toGlobalId } from '../graphql/globalId.js';

export const User = {
  id: (user) => toGlobalId('User', user.id),
} satisfies UserResolvers;
