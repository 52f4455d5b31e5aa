import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestAssignment } from '../../upstream/rest.js';

export const deactivateAssignment: MutationResolvers['deactivateAssignment'] = async (_, { input }, { api }) => {
  const assignment = await api.call<RestAssignment>({ method: 'PATCH', path: `/assignments/deactivate/${idOf(input.id, 'Assignment')}` });
  return { assignment: tag.assignment(assignment), deactivatedAssignmentId: input.id };
};
