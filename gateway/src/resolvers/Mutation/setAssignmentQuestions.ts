import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestAssignment } from '../../upstream/rest.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';

export const setAssignmentQuestions: MutationResolvers['setAssignmentQuestions'] = async (_, { input }, { api }) => {
  const assignment = await api.call<RestAssignment>({
    method: 'PATCH',
    path: `/assignments/update/${idOf(input.id, 'Assignment')}`,
    body: {
      questionsIds: input.questionIds.map((id) => idOf(id, 'Question')),
      ...withoutNulls({ confirmPractisedKeys: input.confirmPractisedKeys }),
    },
  });
  return { assignment: tag.assignment(assignment) };
};
