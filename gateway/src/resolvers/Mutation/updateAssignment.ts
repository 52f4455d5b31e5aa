import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestAssignment } from '../../upstream/rest.js';
import { assignmentFields } from './assignmentFields.js';

export const updateAssignment: MutationResolvers['updateAssignment'] = async (_, { input }, { api }) => {
  const assignment = await api.call<RestAssignment>({
    method: 'PATCH',
    path: `/assignments/update/${idOf(input.id, 'Assignment')}`,
    body: assignmentFields(input),
  });
  return { assignment: tag.assignment(assignment) };
};
