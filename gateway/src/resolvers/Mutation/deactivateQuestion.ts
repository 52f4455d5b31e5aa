import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestQuestion } from '../../upstream/rest.js';

export const deactivateQuestion: MutationResolvers['deactivateQuestion'] = async (_, { input }, { api }) => {
  const question = await api.call<RestQuestion>({ method: 'PATCH', path: `/question/deactivate/${idOf(input.id, 'Question')}` });
  return { question: tag.question(question), deactivatedQuestionId: input.id };
};
