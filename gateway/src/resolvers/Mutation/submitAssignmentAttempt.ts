import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestSubmission } from '../../upstream/rest.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';

export const submitAssignmentAttempt: MutationResolvers['submitAssignmentAttempt'] = async (_, { input }, { api }) => {
  const result = await api.response<RestSubmission>({
    method: 'POST',
    path: '/assignments/submit',
    body: {
      assignmentId: idOf(input.assignmentId, 'Assignment'),
      clientSubmissionId: input.clientSubmissionId,
      savedAt: input.savedAt ?? undefined,
      attemptStartId: input.attemptStartId ? idOf(input.attemptStartId, 'AttemptStart') : undefined,
      // Only the answer fields actually given travel on; GraphQL sends the others as null.
      answers: input.answers.map(({ questionId, ...fields }) => ({ questionId: idOf(questionId, 'Question'), ...withoutNulls(fields) })),
    },
  });
  // 200 instead of 201: this clientSubmissionId was submitted before, and this is the first attempt.
  return { assignmentAttempt: tag.assignmentAttempt(result.body.assignmentAttempt), alreadySubmitted: result.status === 200 };
};
