import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestGrade } from '../../upstream/rest.js';

/** Any answer's score by hand and/or a comment on it: only what the input gives is sent, so the rest stays. */
export const gradeQuestionAttempt: MutationResolvers['gradeQuestionAttempt'] = async (_, { input }, { api }) => {
  const result = await api.call<RestGrade>({
    method: 'PATCH',
    path: `/question/gradeAttempt/${idOf(input.id, 'QuestionAttempt')}`,
    body: { score: input.score ?? undefined, feedback: input.feedback ?? undefined },
  });
  return { questionAttempt: tag.questionAttempt(result.questionAttempt), assignmentAttempt: tag.assignmentAttempt(result.assignmentAttempt) };
};
