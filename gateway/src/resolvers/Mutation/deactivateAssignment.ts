import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../globalId.js';
import { tag } from '../../parents.js';
import type { RestAssignment } from '../../rest.js';

export const deactivateAssignment: MutationResolvers['deactivateAssignment'] = async (_, { input }, { api }) => {
  const assignment = await api.call<RestAssignment>({ method: 'PATCH', path: `/assignments/deactivate/${idOf(input.id, 'Assignment')}` });
  return { assignment: tag.assignment(assignment), deactivatedAssignmentId: input.id };
};
