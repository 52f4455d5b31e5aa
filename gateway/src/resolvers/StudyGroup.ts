import type { StudyGroupResolvers } from '../__generated__/resolvers.js';
import { connectionFromList } from '../connections.js';
import { toGlobalId } from '../globalId.js';
import { loadAll } from '../loaders.js';
import { gradebook } from './gradebook.js';

export const StudyGroup = {
  id: (group) => toGlobalId('StudyGroup', group.id),
  owner: (group, _, { loaders }) => loaders.profiles.load(group.ownerId),
  viewerIsOwner: async (group, _, { loaders }) => group.ownerId === (await loaders.viewer()).profile.id,
  members: async (group, { first, after }, { loaders }) => connectionFromList(await loadAll(loaders.profiles, group.profilesId), first ?? 50, after),
  assignments: async (group, { first, after }, { loaders }) => connectionFromList(await loaders.assignmentsByGroup.load(group.id), first ?? 50, after),
  gradebook,
} satisfies StudyGroupResolvers;
