import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { imageForm } from '../../upstream/imageForm.js';
import { tag } from '../../graphql/parents.js';
import type { RestStudyGroup } from '../../upstream/rest.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';

export const updateStudyGroup: MutationResolvers['updateStudyGroup'] = async (_, { input }, { api }) => {
  const id = idOf(input.id, 'StudyGroup');
  let group = await api.call<RestStudyGroup>({
    method: 'PATCH',
    path: `/study-group/update/${id}`,
    // null for a flag means "unchanged" as well; null clears the description.
    body: { ...withoutNulls({ name: input.name, isPublic: input.isPublic, requiresRequest: input.requiresRequest }), description: input.description },
  });
  if (input.picture) {
    group = await api.call<RestStudyGroup>({ method: 'POST', path: `/study-group/uploadPicture/${id}`, form: await imageForm(input.picture) });
  }
  return { studyGroup: tag.studyGroup(group) };
};
