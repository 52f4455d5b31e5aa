import type {
  RestJoinRequest,
  RestNotification,
  RestAssignment,
  RestAssignmentAttempt,
  RestProfile,
  RestQuestion,
  RestQuestionAttempt,
  RestQuestionType,
  RestStudyGroup,
  RestUser,
} from './rest.js';

/** The GraphQL object type of each question type. */
export const questionTypename = {
  TRUE_OR_FALSE: 'TrueOrFalseQuestion',
  FILL_BLANKS: 'FillBlanksQuestion',
  MATCH_COLUMNS: 'MatchColumnsQuestion',
  MULTIPLE_ANSWER: 'MultipleAnswerQuestion',
  SHORT_ANSWER: 'ShortAnswerQuestion',
} as const satisfies Record<RestQuestionType, string>;

// graphql-js resolves unions and interfaces by `__typename`, so each object is tagged once where it is fetched.
export const tag = {
  user: (u: RestUser) => ({ ...u, __typename: 'User' as const }),
  profile: (p: RestProfile) => ({ ...p, __typename: 'Profile' as const }),
  studyGroup: (g: RestStudyGroup) => ({ ...g, __typename: 'StudyGroup' as const }),
  assignment: (a: RestAssignment) => ({ ...a, __typename: 'Assignment' as const }),
  question: (q: RestQuestion): RestQuestion & { __typename: (typeof questionTypename)[RestQuestionType]; versionOf?: string } => ({
    ...q,
    __typename: questionTypename[q.type],
  }),
  /** The question as question attempt `attemptId` answered it (its id becomes a QuestionVersion id). */
  questionVersion: (q: RestQuestion, attemptId: string) => ({ ...tag.question(q), versionOf: attemptId }),
  assignmentAttempt: (a: RestAssignmentAttempt) => ({ ...a, __typename: 'AssignmentAttempt' as const }),
  questionAttempt: (a: RestQuestionAttempt) => ({ ...a, __typename: 'QuestionAttempt' as const }),
  joinRequest: (r: RestJoinRequest) => ({ ...r, __typename: 'JoinRequest' as const }),
  notification: (n: RestNotification) => ({ ...n, __typename: 'Notification' as const }),
};

// What the resolvers of each GraphQL object type receive as their parent: the REST shape, tagged. These are the
// `mappers` of codegen.ts, so the generated resolver types check every resolver against them.
export type UserParent = ReturnType<typeof tag.user>;
export type ProfileParent = ReturnType<typeof tag.profile>;
export type StudyGroupParent = ReturnType<typeof tag.studyGroup>;
export type AssignmentParent = ReturnType<typeof tag.assignment>;
/** Any of the five question types. */
export type QuestionParent = ReturnType<typeof tag.question>;
export type AssignmentAttemptParent = ReturnType<typeof tag.assignmentAttempt>;
export type QuestionAttemptParent = ReturnType<typeof tag.questionAttempt>;
export type JoinRequestParent = ReturnType<typeof tag.joinRequest>;
export type NotificationParent = ReturnType<typeof tag.notification>;
/** `Viewer` carries nothing: its fields read the caller's user and profile from the loaders. */
export type ViewerParent = Record<string, never>;
