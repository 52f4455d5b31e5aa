import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestQuestion } from '../../upstream/rest.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import { typeFields } from './questionFields.js';

export const updateQuestion: MutationResolvers['updateQuestion'] = async (_, { input }, { api }) => {
  const body = { ...withoutNulls({ statement: input.statement, difficulty: input.difficulty }), ...(await typeFields(input, api)) };
  const question = await api.call<RestQuestion>({ method: 'PATCH', path: `/question/updateQuestion/${idOf(input.id, 'Question')}`, body });
  return { question: tag.question(question) };
};
