import type { CreateAssignmentInput, UpdateAssignmentInput } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';

/** The api's fields of an assignment from the create or update input; fields left out stay unchanged. */
export function assignmentFields(input: CreateAssignmentInput | UpdateAssignmentInput) {
  return {
    ...withoutNulls({ name: input.name, description: input.description, difficulty: input.difficulty }),
    // null clears the due date; dueAt is its newer name.
    dueDate: input.dueAt !== undefined ? input.dueAt : input.dueDate,
    questionsIds: input.questionIds?.map((id) => idOf(id, 'Question')),
    // null means unlimited attempts, and no time limit.
    maxAttempts: input.maxAttempts,
    timeLimitMinutes: input.timeLimitMinutes,
    // null: never closes.
    closeAt: input.closeAt,
    ...withoutNulls({ gradingMethod: input.gradingMethod, openForPractice: input.openForPractice, confirmPractisedKeys: input.confirmPractisedKeys }),
  };
}
