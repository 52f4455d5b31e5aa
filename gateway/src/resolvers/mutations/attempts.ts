import type { GatewayContext } from '../../context.js';
import { idOf } from '../../globalId.js';
import { tag } from '../../parents.js';
import { withoutNulls } from '../../withoutNulls.js';
import { type RestAssignmentAttempt, type RestQuestionAttempt } from '../../rest.js';

interface AnswerInput {
  questionId: string;
  [field: string]: unknown;
}

export const attemptMutations = {
  async submitAssignmentAttempt(
    _: unknown,
    { input }: { input: { assignmentId: string; clientSubmissionId: string; answers: AnswerInput[] } },
    { api }: GatewayContext,
  ) {
    const result = await api.response<{ assignmentAttempt: RestAssignmentAttempt }>({
      method: 'POST',
      path: '/assignments/submit',
      body: {
        assignmentId: idOf(input.assignmentId, 'Assignment'),
        clientSubmissionId: input.clientSubmissionId,
        // Only the answer fields actually given travel on; GraphQL sends the others as null.
        answers: input.answers.map(({ questionId, ...fields }) => ({
          questionId: idOf(questionId, 'Question'),
          ...withoutNulls(fields),
        })),
      },
    });
    return { assignmentAttempt: tag.assignmentAttempt(result.body.assignmentAttempt), alreadySubmitted: result.status === 200 };
  },

  async gradeQuestionAttempt(_: unknown, { input }: { input: { id: string; score: number } }, { api }: GatewayContext) {
    const result = await api.call<{ questionAttempt: RestQuestionAttempt; assignmentAttempt: RestAssignmentAttempt }>({
      method: 'PATCH',
      path: `/question/gradeAttempt/${idOf(input.id, 'QuestionAttempt')}`,
      body: { score: input.score },
    });
    return { questionAttempt: tag.questionAttempt(result.questionAttempt), assignmentAttempt: tag.assignmentAttempt(result.assignmentAttempt) };
  },
};
