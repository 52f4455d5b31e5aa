import type { AssignmentAttemptResolvers } from '../__generated__/resolvers.js';
import { toGlobalId } from '../graphql/globalId.js';
import { loadAll } from '../graphql/loaders.js';

export const AssignmentAttempt = {
  id: (attempt) => toGlobalId('AssignmentAttempt', attempt.id),
  assignment: (attempt, _, { loaders }) => loaders.assignments.load(attempt.assignmentId),
  profile: (attempt, _, { loaders }) => loaders.profiles.load(attempt.profileId),
  questionAttempts: (attempt, _, { loaders }) => loadAll(loaders.questionAttempts, attempt.questionsAttemptsId),
} satisfies AssignmentAttemptResolvers;
