import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestStudyGroup } from '../../upstream/rest.js';

export const deactivateStudyGroup: MutationResolvers['deactivateStudyGroup'] = async (_, { input }, { api }) => {
  const group = await api.call<RestStudyGroup>({ method: 'PATCH', path: `/study-group/deactivate/${idOf(input.id, 'StudyGroup')}` });
  return { studyGroup: tag.studyGroup(group), deactivatedStudyGroupId: input.id };
};
