import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestQuestion } from '../../upstream/rest.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import { typeFields } from './questionFields.js';

export const updateQuestion: MutationResolvers['updateQuestion'] = async (_, { input }, { api }) => {
  // An empty explanation removes it (the api stores none); null or left out keeps it.
  const body = {
    ...withoutNulls({ statement: input.statement, difficulty: input.difficulty, explanation: input.explanation }),
    ...(await typeFields(input, api)),
  };
  const question = await api.call<RestQuestion>({ method: 'PATCH', path: `/question/updateQuestion/${idOf(input.id, 'Question')}`, body });
  return { question: tag.question(question) };
};
