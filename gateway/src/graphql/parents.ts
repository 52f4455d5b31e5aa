import type {
  RestJoinRequest,
  RestLiveGame,
  RestLivePlayer,
  RestNotification,
  RestAssignment,
  RestAssignmentAttempt,
  RestAssignmentStatistics,
  RestProfile,
  RestQuestion,
  RestQuestionAttempt,
  RestQuestionStatistics,
  RestStudyGroup,
  RestUser,
} from '../upstream/rest.js';
import { questionKinds, type QuestionTypename } from './questionKinds.js';

/** A question's view with an id of another kind: a version (by its question attempt) or its author view (its key). */
interface ServedAs {
  kind: 'QuestionVersion' | 'QuestionKey';
  id: string;
}

// graphql-js resolves unions and interfaces by `__typename`, so each object is tagged once where it is fetched.
export const tag = {
  user: (u: RestUser) => ({ ...u, __typename: 'User' as const }),
  profile: (p: RestProfile) => ({ ...p, __typename: 'Profile' as const }),
  studyGroup: (g: RestStudyGroup) => ({ ...g, __typename: 'StudyGroup' as const }),
  assignment: (a: RestAssignment) => ({ ...a, __typename: 'Assignment' as const }),
  /** A question; `servedAs` is the global id it is served under when that is not its own (Question.ts, id). */
  question: (q: RestQuestion): RestQuestion & { __typename: QuestionTypename; servedAs?: ServedAs } => ({
    ...q,
    __typename: questionKinds[q.type].typename,
  }),
  /** The question as question attempt `attemptId` answered it (its id becomes a QuestionVersion id). */
  questionVersion: (q: RestQuestion, attemptId: string) => ({
    ...tag.question(q),
    servedAs: { kind: 'QuestionVersion', id: attemptId } satisfies ServedAs,
  }),
  /** A question's author view, the key included, under an id of its own (QuestionKey) beside the solver's view. */
  questionKey: (q: RestQuestion) => ({ ...tag.question(q), servedAs: { kind: 'QuestionKey', id: q.id } satisfies ServedAs }),
  assignmentAttempt: (a: RestAssignmentAttempt) => ({ ...a, __typename: 'AssignmentAttempt' as const }),
  questionAttempt: (a: RestQuestionAttempt) => ({ ...a, __typename: 'QuestionAttempt' as const }),
  joinRequest: (r: RestJoinRequest) => ({ ...r, __typename: 'JoinRequest' as const }),
  notification: (n: RestNotification) => ({ ...n, __typename: 'Notification' as const }),
  /** A live game as read with `leaderboardFirst` (the api's leaderboard holds that many players at most). */
  liveGame: (g: RestLiveGame, leaderboardFirst: number) => ({ ...g, leaderboardFirst, __typename: 'LiveGame' as const }),
};

// What the resolvers of each GraphQL object type receive as their parent: the REST shape, tagged. These are the
// `mappers` of codegen.ts, so the generated resolver types check every resolver against them.
export type UserParent = ReturnType<typeof tag.user>;
export type ProfileParent = ReturnType<typeof tag.profile>;
export type StudyGroupParent = ReturnType<typeof tag.studyGroup>;
export type AssignmentParent = ReturnType<typeof tag.assignment>;
/** Any question, whatever its kind. */
export type QuestionParent = ReturnType<typeof tag.question>;
export type AssignmentAttemptParent = ReturnType<typeof tag.assignmentAttempt>;
export type QuestionAttemptParent = ReturnType<typeof tag.questionAttempt>;
export type JoinRequestParent = ReturnType<typeof tag.joinRequest>;
export type NotificationParent = ReturnType<typeof tag.notification>;
export type LiveGameParent = ReturnType<typeof tag.liveGame>;
/**
 * A player as the api lists them (`profileId` rather than the profile), with the game read: a live stream's read
 * leaves other players' answers out, and LivePlayer.answers reads them when a client asks.
 */
export type LivePlayerParent = RestLivePlayer & { game: { id: string; version: number } };
/** Statistics are no node and belong to no union: the REST shapes as they come. */
export type AssignmentStatisticsParent = RestAssignmentStatistics;
export type QuestionStatisticsParent = RestQuestionStatistics;
/** `Viewer` carries nothing: its fields read the caller's user and profile from the loaders. */
export type ViewerParent = Record<string, never>;
