import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestAssignmentAttempt } from '../../upstream/rest.js';

export const commentAssignmentAttempt: MutationResolvers['commentAssignmentAttempt'] = async (_, { input }, { api }) => {
  const attempt = await api.call<RestAssignmentAttempt>({
    method: 'PATCH',
    path: `/assignments/commentAttempt/${idOf(input.id, 'AssignmentAttempt')}`,
    body: { feedback: input.feedback },
  });
  return { assignmentAttempt: tag.assignmentAttempt(attempt) };
};
