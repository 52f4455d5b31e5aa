import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../globalId.js';
import { tag } from '../../parents.js';
import type { RestQuestion } from '../../rest.js';

export const deactivateQuestion: MutationResolvers['deactivateQuestion'] = async (_, { input }, { api }) => {
  const question = await api.call<RestQuestion>({ method: 'PATCH', path: `/question/deactivate/${idOf(input.id, 'Question')}` });
  return { question: tag.question(question), deactivatedQuestionId: input.id };
};
