import type { ResolversTypes } from '../__generated__/resolvers.js';
import { loadAll, type Loaders } from '../loaders.js';
import type { AssignmentAttemptParent } from '../parents.js';

type Grade = ResolversTypes['StudentGrade'];

/**
 * Each student's grades on an assignment, from the attempts already batched for it (attemptsByAssignment: the
 * owner gets everyone's, a member their own): the latest submission first, so new work to grade is on top.
 */
export async function studentGrades(loaders: Loaders, assignmentId: string, pendingOnly: boolean): Promise<Grade[]> {
  const attempts = await loaders.attemptsByAssignment.load(assignmentId);
  const byStudent = new Map<string, AssignmentAttemptParent[]>();
  for (const attempt of attempts) byStudent.set(attempt.profileId, [...(byStudent.get(attempt.profileId) ?? []), attempt]);
  const profiles = await loadAll(loaders.profiles, [...byStudent.keys()]);
  const grades = profiles.map((profile) => {
    const own = byStudent.get(profile.id)!;
    const latest = own.reduce((a, b) => (Date.parse(b.submittedAt) >= Date.parse(a.submittedAt) ? b : a));
    return {
      profile,
      attemptCount: own.length,
      bestScore: Math.max(...own.map((a) => a.score)),
      latestScore: latest.score,
      latestSubmittedAt: latest.submittedAt,
      pendingCount: own.reduce((sum, a) => sum + a.pendingCount, 0),
    };
  });
  return grades
    .filter((grade) => !pendingOnly || grade.pendingCount > 0)
    .sort((a, b) => Date.parse(b.latestSubmittedAt) - Date.parse(a.latestSubmittedAt) || a.profile.username.localeCompare(b.profile.username, 'es'));
}
