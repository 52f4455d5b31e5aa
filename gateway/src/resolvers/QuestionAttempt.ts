import type { QuestionAttemptResolvers } from '../__generated__/resolvers.js';
import { toGlobalId } from '../globalId.js';

/** Its answer fields come from the api as they are: only the one of the question's type is present. */
export const QuestionAttempt = {
  id: (attempt) => toGlobalId('QuestionAttempt', attempt.id),
  question: (attempt, _, { loaders }) => loaders.questions.load(attempt.questionId),
  profile: (attempt, _, { loaders }) => loaders.profiles.load(attempt.profileId),
} satisfies QuestionAttemptResolvers;
