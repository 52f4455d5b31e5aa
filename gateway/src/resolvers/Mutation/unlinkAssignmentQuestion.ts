import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf, toGlobalId } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestUnlinkedQuestion } from '../../upstream/rest.js';

export const unlinkAssignmentQuestion: MutationResolvers['unlinkAssignmentQuestion'] = async (_, { input }, { api }) => {
  const questionId = idOf(input.questionId, 'Question');
  const result = await api.call<RestUnlinkedQuestion>({
    method: 'PATCH',
    path: `/assignments/delete/link-questions/${idOf(input.id, 'Assignment')}/${questionId}`,
  });
  return {
    assignment: tag.assignment(result.assignment),
    question: tag.question(result.question),
    unlinkedQuestionId: toGlobalId('Question', questionId),
  };
};
