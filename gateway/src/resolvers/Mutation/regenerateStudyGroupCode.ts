import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../globalId.js';
import { tag } from '../../parents.js';
import type { RestStudyGroup } from '../../rest.js';

export const regenerateStudyGroupCode: MutationResolvers['regenerateStudyGroupCode'] = async (_, { input }, { api }) => {
  const group = await api.call<RestStudyGroup>({ method: 'PATCH', path: `/study-group/regenerateCode/${idOf(input.id, 'StudyGroup')}` });
  return { studyGroup: tag.studyGroup(group) };
};
