import type { GatewayContext } from '../context.js';
import { connectionFromList } from '../connections.js';
import { idOf, toGlobalId } from '../globalId.js';
import type { RestAssignment, RestAssignmentAttempt, RestProfile, RestQuestionAttempt, RestStudyGroup, RestUser } from '../rest.js';

interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** Throws the first failure of a loadMany (DataLoader returns errors in place). */
function allOrThrow<T>(results: Array<T | Error>): T[] {
  const failure = results.find((r): r is Error => r instanceof Error);
  if (failure) throw failure;
  return results as T[];
}

async function viewerProfileId({ loaders }: GatewayContext) {
  return (await loaders.viewer()).profile.id;
}

export const User = {
  id: (user: RestUser) => toGlobalId('User', user.id),
};

export const Profile = {
  id: (profile: RestProfile) => toGlobalId('Profile', profile.id),
};

export const StudyGroup = {
  id: (group: RestStudyGroup) => toGlobalId('StudyGroup', group.id),
  owner: (group: RestStudyGroup, _: unknown, { loaders }: GatewayContext) => loaders.profiles.load(group.ownerId),
  viewerIsOwner: async (group: RestStudyGroup, _: unknown, context: GatewayContext) => group.ownerId === (await viewerProfileId(context)),
  async members(group: RestStudyGroup, { first, after }: PageArgs, { loaders }: GatewayContext) {
    const members = allOrThrow(await loaders.profiles.loadMany(group.profilesId));
    return connectionFromList(members, first ?? 50, after);
  },
  async assignments(group: RestStudyGroup, { first, after }: PageArgs, { loaders }: GatewayContext) {
    return connectionFromList(await loaders.assignmentsByGroup.load(group.id), first ?? 50, after);
  },
};

export const Assignment = {
  id: (assignment: RestAssignment) => toGlobalId('Assignment', assignment.id),
  studyGroup: (assignment: RestAssignment, _: unknown, { loaders }: GatewayContext) => loaders.studyGroups.load(assignment.studyGroupId),
  assigner: (assignment: RestAssignment, _: unknown, { loaders }: GatewayContext) => loaders.profiles.load(assignment.assignerProfileId),
  async viewerIsOwner(assignment: RestAssignment, _: unknown, context: GatewayContext) {
    const group = await context.loaders.studyGroups.load(assignment.studyGroupId);
    return group.ownerId === (await viewerProfileId(context));
  },
  questionCount: (assignment: RestAssignment) => assignment.questionsIds.length,
  questions: async (assignment: RestAssignment, _: unknown, { loaders }: GatewayContext) =>
    allOrThrow(await loaders.questions.loadMany(assignment.questionsIds)),
  async attempts(assignment: RestAssignment, { first, after, profileId }: PageArgs & { profileId?: string | null }, { loaders }: GatewayContext) {
    let attempts = await loaders.attemptsByAssignment.load(assignment.id);
    if (profileId) {
      const id = idOf(profileId, 'Profile');
      attempts = attempts.filter((attempt) => attempt.profileId === id);
    }
    return connectionFromList(attempts, first ?? 50, after);
  },
  async studentsWithAttempts(assignment: RestAssignment, _: unknown, { loaders }: GatewayContext) {
    const attempts = await loaders.attemptsByAssignment.load(assignment.id);
    const profileIds = [...new Set(attempts.map((attempt) => attempt.profileId))];
    const profiles = allOrThrow(await loaders.profiles.loadMany(profileIds));
    return profiles.sort((a, b) => a.username.localeCompare(b.username, 'es'));
  },
};

export const AssignmentAttempt = {
  id: (attempt: RestAssignmentAttempt) => toGlobalId('AssignmentAttempt', attempt.id),
  assignment: (attempt: RestAssignmentAttempt, _: unknown, { loaders }: GatewayContext) => loaders.assignments.load(attempt.assignmentId),
  profile: (attempt: RestAssignmentAttempt, _: unknown, { loaders }: GatewayContext) => loaders.profiles.load(attempt.profileId),
  questionAttempts: async (attempt: RestAssignmentAttempt, _: unknown, { loaders }: GatewayContext) =>
    allOrThrow(await loaders.questionAttempts.loadMany(attempt.questionsAttemptsId)),
};

export const QuestionAttempt = {
  id: (attempt: RestQuestionAttempt) => toGlobalId('QuestionAttempt', attempt.id),
  question: (attempt: RestQuestionAttempt, _: unknown, { loaders }: GatewayContext) => loaders.questions.load(attempt.questionId),
  profile: (attempt: RestQuestionAttempt, _: unknown, { loaders }: GatewayContext) => loaders.profiles.load(attempt.profileId),
};
