import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { edgeOf } from '../../graphql/connections.js';
import { idOf } from '../../graphql/globalId.js';
import { tag, type ProfileParent } from '../../graphql/parents.js';
import type { RestStudyGroup } from '../../upstream/rest.js';

export const addStudyGroupMembers: MutationResolvers['addStudyGroupMembers'] = async (_, { input }, { api, loaders }) => {
  const profileIds = input.memberIds.map((id) => idOf(id, 'Profile'));
  const group = await api.call<RestStudyGroup>({
    method: 'PATCH',
    path: '/study-group/addMembers',
    body: { groupId: idOf(input.id, 'StudyGroup'), profilesId: profileIds },
  });
  // Edges of the profiles that could be read; the group itself is the answer.
  const added = await loaders.profiles.loadMany(profileIds);
  return { studyGroup: tag.studyGroup(group), memberEdges: added.filter((p): p is ProfileParent => !(p instanceof Error)).map(edgeOf) };
};
