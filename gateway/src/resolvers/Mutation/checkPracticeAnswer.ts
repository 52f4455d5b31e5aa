import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { badUserInput } from '../../errors.js';
import { idOf } from '../../globalId.js';
import type { RestPracticeResult } from '../../rest.js';
import { withoutNulls } from '../../withoutNulls.js';

/** Modo Libre: the api grades the answer and answers the key; no attempt is stored, no grade changes. */
export const checkPracticeAnswer: MutationResolvers['checkPracticeAnswer'] = async (_, { input }, { api }) => {
  const { questionId, ...fields } = input.answer;
  if (questionId !== input.questionId) throw badUserInput('La respuesta no corresponde a la pregunta');
  return api.call<RestPracticeResult>({
    method: 'POST',
    path: '/practice/check',
    body: { questionId: idOf(input.questionId, 'Question'), answer: withoutNulls(fields) },
  });
};
