import type { AssignmentResolvers } from '../__generated__/resolvers.js';

/** What an assignment tells its group's owner about grade corrections (beside Assignment.ts's fields). */
export const AssignmentGrading = {
  answersToRegrade: (assignment, _, { loaders }) => loaders.answersToRegrade.load(assignment.id),
} satisfies AssignmentResolvers;
