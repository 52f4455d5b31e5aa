import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import type { RestAssignment } from '../../upstream/rest.js';

export const publishAssignment: MutationResolvers['publishAssignment'] = async (_, { input }, { api }) => {
  const assignment = await api.call<RestAssignment>({
    method: 'POST',
    path: `/assignments/publish/${idOf(input.id, 'Assignment')}`,
    body: withoutNulls({ publishAt: input.publishAt }),
  });
  return { assignment: tag.assignment(assignment) };
};

export const unscheduleAssignment: MutationResolvers['unscheduleAssignment'] = async (_, { input }, { api }) => {
  const assignment = await api.call<RestAssignment>({ method: 'POST', path: `/assignments/unschedule/${idOf(input.id, 'Assignment')}` });
  return { assignment: tag.assignment(assignment) };
};
