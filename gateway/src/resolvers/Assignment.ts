import type { AssignmentResolvers } from '../__generated__/resolvers.js';
import { checkFirst, connectionFromPage } from '../graphql/connections.js';
import { idOf, toGlobalId } from '../graphql/globalId.js';
import { loadAll, type Loaders } from '../graphql/loaders.js';
import { studentGrades } from './studentGrades.js';

/**
 * The page Assignment.attempts reads. `requireReadable` when the assignment itself was not read: the api then refuses
 * an assignment the viewer may not read, as reading it does. Invalid arguments throw before anything is read.
 */
export function attemptsPage(
  loaders: Loaders,
  assignmentId: string,
  { first, after, profileId }: { first?: number | null; after?: string | null; profileId?: string | null },
  requireReadable = false,
) {
  return loaders.attemptPages(assignmentId, {
    first: checkFirst(first ?? 50, 500),
    cursor: after,
    profileId: profileId ? idOf(profileId, 'Profile') : undefined,
    requireReadable: requireReadable || undefined,
  });
}

export const Assignment = {
  id: (assignment) => toGlobalId('Assignment', assignment.id),
  studyGroup: (assignment, _, { loaders }) => loaders.studyGroups.load(assignment.studyGroupId),
  assigner: (assignment, _, { loaders }) => loaders.profiles.load(assignment.assignerProfileId),
  async viewerIsOwner(assignment, _, { loaders }) {
    const group = await loaders.studyGroups.load(assignment.studyGroupId);
    return group.ownerId === (await loaders.viewer()).profile.id;
  },
  questionCount: (assignment) => assignment.questionCount,
  dueAt: (assignment) => assignment.dueDate,
  questions: (assignment, _, { loaders }) => loadAll(loaders.questions, assignment.questionsIds),
  async attempts(assignment, args, { loaders }) {
    // An assignment node(id:) did not read (Query/connectionsAlone.ts): its page was read with the api checking access.
    const page = await attemptsPage(loaders, assignment.id, args, 'readAlone' in assignment);
    return connectionFromPage(page.nodes, page.nextCursor, args.after);
  },
  studentGrades: (assignment, { pendingOnly }, { loaders }) => studentGrades(loaders, assignment.id, pendingOnly ?? false),
  async studentsWithAttempts(assignment, _, { loaders }) {
    const attempts = await loaders.attemptsByAssignment.load(assignment.id);
    const profiles = await loadAll(loaders.profiles, [...new Set(attempts.map((attempt) => attempt.profileId))]);
    return profiles.sort((a, b) => a.username.localeCompare(b.username, 'es'));
  },
  /** The owner's view of the games played on it; anyone else gets null without asking the api. */
  async liveGames(assignment, { first }, { loaders }) {
    const [group, { profile }] = await Promise.all([loaders.studyGroups.load(assignment.studyGroupId), loaders.viewer()]);
    if (group.ownerId !== profile.id) return null;
    return loaders.liveGamesOfAssignment(checkFirst(first, 100)).load(assignment.id);
  },
} satisfies AssignmentResolvers;
