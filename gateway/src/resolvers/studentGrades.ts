import type { ResolversTypes } from '../__generated__/resolvers.js';
import { loadAll, type Loaders } from '../graphql/loaders.js';
import type { AssignmentAttemptParent } from '../graphql/parents.js';

type Grade = ResolversTypes['StudentGrade'];

/**
 * A student's grade from their attempts by the assignment's grading method: the same rule as the api's
 * viewerGrade (attempts ordered by their start, as the server saw it; without one, when they counted; then arrival).
 */
export function gradeByMethod(method: string, attempts: AssignmentAttemptParent[]): number {
  const began = (a: AssignmentAttemptParent) => Date.parse(a.startedAt ?? a.countedAt);
  const ordered = [...attempts].sort((a, b) => began(a) - began(b) || Date.parse(a.submittedAt) - Date.parse(b.submittedAt));
  const scores = ordered.map((a) => a.score);
  if (method === 'AVERAGE') return scores.reduce((sum, s) => sum + s, 0) / scores.length;
  if (method === 'FIRST') return scores[0]!;
  if (method === 'LAST') return scores[scores.length - 1]!;
  return Math.max(...scores);
}

/**
 * Each student's grades on an assignment, from the attempts already batched for it (attemptsByAssignment: the
 * owner gets everyone's, a member their own): the latest submission first, so new work to grade is on top.
 */
export async function studentGrades(loaders: Loaders, assignmentId: string, pendingOnly: boolean): Promise<Grade[]> {
  const [attempts, assignment] = await Promise.all([loaders.attemptsByAssignment.load(assignmentId), loaders.assignments.load(assignmentId)]);
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
      grade: gradeByMethod(assignment.gradingMethod, own),
      lateCount: own.filter((a) => a.late).length,
    };
  });
  return grades
    .filter((grade) => !pendingOnly || grade.pendingCount > 0)
    .sort((a, b) => Date.parse(b.latestSubmittedAt) - Date.parse(a.latestSubmittedAt) || a.profile.username.localeCompare(b.profile.username, 'es'));
}
