import type { QuestionAttemptResolvers } from '../__generated__/resolvers.js';
import { toGlobalId } from '../graphql/globalId.js';
import { loadAll } from '../graphql/loaders.js';
import { tag } from '../graphql/parents.js';

/** Its answer fields come from the api as they are: only the one of the question's type is present. */
export const QuestionAttempt = {
  id: (attempt) => toGlobalId('QuestionAttempt', attempt.id),
  question: (attempt, _, { loaders }) => loaders.questions.load(attempt.questionId),
  async questionVersion(attempt, _, { loaders }) {
    // Mutation payloads come without the embedded question: read the attempt again (batched) for it.
    const answered = attempt.question ?? (await loaders.questionAttempts.load(attempt.id)).question;
    return answered ? tag.questionVersion(answered, attempt.id) : null;
  },
  async explanation(attempt, _, { loaders }) {
    // Only the api's answers with their question carry it (for the student once submitted, and the group owner).
    if (attempt.explanation !== undefined) return attempt.explanation;
    return (await loaders.questionAttempts.load(attempt.id)).explanation ?? null;
  },
  profile: (attempt, _, { loaders }) => loaders.profiles.load(attempt.profileId),
  async scoreHistory(attempt, _, { loaders }) {
    const changes = await loaders.scoreHistory.load(attempt.id);
    const people = await loadAll(loaders.profiles, [...new Set(changes.map((c) => c.changedBy))]);
    const byId = new Map(people.map((p) => [p.id, p]));
    return changes.map(({ oldScore, newScore, reason, changedBy, changedAt }) => ({
      oldScore,
      newScore,
      reason,
      changedAt,
      changedBy: byId.get(changedBy)!,
    }));
  },
} satisfies QuestionAttemptResolvers;
