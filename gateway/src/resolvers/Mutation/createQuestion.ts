import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { edgeOf } from '../../connections.js';
import { idOf } from '../../globalId.js';
import { tag } from '../../parents.js';
import type { RestAssignment, RestLinkedQuestion, RestQuestion } from '../../rest.js';
import { withoutNulls } from '../../withoutNulls.js';
import { exactlyOneType, typeFields } from './questionFields.js';

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
  // One call for every type: the api tells the five apart by `type`, with the same rules and messages as its
  // per-type create calls.
  const body = { ...question, ...withoutNulls({ clientMutationId: input.clientMutationId }) };
  return payload(await api.call<RestQuestion>({ method: 'POST', path: '/question/create', body }), null);
};
