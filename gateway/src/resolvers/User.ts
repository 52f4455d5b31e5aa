import type { UserResolvers } from '../__generated__/resolvers.js';
import { toGlobalId } from '../globalId.js';

export const User: UserResolvers = {
  id: (user) => toGlobalId('User', user.id),
};
