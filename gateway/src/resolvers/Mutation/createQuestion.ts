import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { edgeOf } from '../../connections.js';
import { idOf } from '../../globalId.js';
import { tag } from '../../parents.js';
import type { RestAssignment, RestLinkedQuestion, RestQuestion, RestQuestionType } from '../../rest.js';
import { withoutNulls } from '../../withoutNulls.js';
import { exactlyOneType, typeFields } from './questionFields.js';

/** The api's create call of each type, for a question that joins no assignment. */
const createPath: Record<RestQuestionType, string> = {
  TRUE_OR_FALSE: '/question/createTrueOrFalseQuestion',
  FILL_BLANKS: '/question/createFillBlanksQuestion',
  MATCH_COLUMNS: '/question/createMatchColumnsQuestion',
  MULTIPLE_ANSWER: '/question/createMultipleAnswerQuestion',
  SHORT_ANSWER: '/question/createShortAnswerQuestion',
};

function payload(created: RestQuestion, assignment: RestAssignment | null) {
  const question = tag.question(created);
  return { question, questionEdge: edgeOf(question), assignment: assignment && tag.assignment(assignment) };
}

export const createQuestion: MutationResolvers['createQuestion'] = async (_, { input }, { api }) => {
  const typed = await typeFields(input, api);
  if (!typed) throw exactlyOneType();
  const question = { ...withoutNulls({ statement: input.statement, difficulty: input.difficulty }), ...typed };
  if (input.assignmentId) {
    const result = await api.call<RestLinkedQuestion>({
      method: 'POST',
      path: '/assignments-questions/createAssignmentsQuestions',
      body: { assignmentId: idOf(input.assignmentId, 'Assignment'), question },
    });
    return payload(result.createdQuestion, result.updatedAssignment);
  }
  const body = { ...question, ...withoutNulls({ clientMutationId: input.clientMutationId }) };
  return payload(await api.call<RestQuestion>({ method: 'POST', path: createPath[typed.type], body }), null);
};
