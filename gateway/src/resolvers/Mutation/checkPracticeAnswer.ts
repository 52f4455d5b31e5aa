import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { badUserInput } from '../../graphql/errors.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import type { RestPracticeResult } from '../../upstream/rest.js';

/**
 * Modo Libre: the api grades the answer and answers the question in its author view; no attempt is stored, no
 * grade changes. That view comes under a QuestionKey id, so a client cache keeps the solver's view of the
 * question (under its Question id) as it was.
 */
export const checkPracticeAnswer: MutationResolvers['checkPracticeAnswer'] = async (_, { input }, { api }) => {
  const { questionId, ...fields } = input.answer;
  if (questionId !== input.questionId) throw badUserInput('La respuesta no corresponde a la pregunta');
  const result = await api.call<RestPracticeResult>({
    method: 'POST',
    path: '/practice/check',
    body: { questionId: idOf(input.questionId, 'Question'), answer: withoutNulls(fields) },
  });
  return { ...result, question: tag.questionKey(result.question) };
};
