import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestGradebookWeight } from '../../upstream/rest.js';

/** The owner's weight of an assignment in the gradebook's average (0 to 100; the api refuses anything else in Spanish). */
export const setAssignmentGradebookWeight: MutationResolvers['setAssignmentGradebookWeight'] = async (_, { input }, { api }) => {
  const { assignment, weight } = await api.call<RestGradebookWeight>({
    method: 'PATCH',
    path: `/gradebook/weights/${idOf(input.id, 'Assignment')}`,
    body: { weight: input.weight },
  });
  return { assignment: tag.assignment(assignment), weight };
};
