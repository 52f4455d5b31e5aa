import type { JoinRequestResolvers } from '../__generated__/resolvers.js';
import { toGlobalId } from '../graphql/globalId.js';

export const JoinRequest = {
  id: (request) => toGlobalId('JoinRequest', request.id),
  // The requester reads the group (its outsider view) beside their request; the owner reads it in full.
  studyGroup: (request, _, { loaders }) => loaders.studyGroups.load(request.studyGroupId),
  profile: (request, _, { loaders }) => loaders.profiles.load(request.profileId),
} satisfies JoinRequestResolvers;
