import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import type { RestRegrade } from '../../upstream/rest.js';

/** Regrades, then reads the assignment afresh (batched with the rest of the payload's selection). */
export const regradeAssignment: MutationResolvers['regradeAssignment'] = async (_, { input }, { api, loaders }) => {
  const id = idOf(input.id, 'Assignment');
  const counts = await api.call<RestRegrade>({ method: 'POST', path: `/assignments/regrade/${id}` });
  loaders.assignments.clear(id);
  loaders.attemptsByAssignment.clear(id);
  return { ...counts, assignment: await loaders.assignments.load(id) };
};
