import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { edgeOf } from '../../graphql/connections.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestAssignment, RestLinkedQuestion, RestQuestion } from '../../upstream/rest.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import { exactlyOneType, typeFields } from './questionFields.js';

function payload(created: RestQuestion, assignment: RestAssignment | null) {
  const question = tag.question(created);
  return { question, questionEdge: edgeOf(question), assignment: assignment && tag.assignment(assignment) };
}

export const createQuestion: MutationResolvers['createQuestion'] = async (_, { input }, { api }) => {
  const typed = await typeFields(input, api);
  if (!typed) throw exactlyOneType();
  // The clientMutationId protects every create from a retry, linked or not: sent again, it answers the first question.
  const question = {
    ...withoutNulls({
      statement: input.statement,
      difficulty: input.difficulty,
      explanation: input.explanation,
      clientMutationId: input.clientMutationId,
    }),
    ...typed,
  };
  if (input.assignmentId) {
    const result = await api.call<RestLinkedQuestion>({
      method: 'POST',
      path: '/assignments-questions/createAssignmentsQuestions',
      body: { assignmentId: idOf(input.assignmentId, 'Assignment'), question },
    });
    return payload(result.createdQuestion, result.updatedAssignment);
  }
  // One call for every kind: the api tells them apart by `type`, with the same rules and messages as its per-kind
  // create calls.
  return payload(await api.call<RestQuestion>({ method: 'POST', path: '/question/create', body: question }), null);
};
