import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf, toGlobalId } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestStudyGroup } from '../../upstream/rest.js';

export const removeStudyGroupMember: MutationResolvers['removeStudyGroupMember'] = async (_, { input }, { api }) => {
  const profileId = idOf(input.profileId, 'Profile');
  const group = await api.call<RestStudyGroup>({
    method: 'DELETE',
    path: '/study-group/removeMember',
    body: { groupId: idOf(input.id, 'StudyGroup'), profileId },
  });
  return { studyGroup: tag.studyGroup(group), removedProfileId: toGlobalId('Profile', profileId) };
};
