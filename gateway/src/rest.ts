/** The shapes the api returns (see its OpenAPI at /api/v1/docs), tagged with the GraphQL type they become. */
export interface RestUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subscriptionMethod: string | null;
  isActive: boolean;
  token?: string;
}

export interface RestProfile {
  id: string;
  username: string;
  profilePictureUrl: string | null;
  userId?: string;
}

export interface RestStudyGroup {
  id: string;
  name: string;
  description: string | null;
  groupPictureUrl: string | null;
  code: string;
  isActive: boolean;
  isPublic: boolean;
  requiresRequest: boolean;
  ownerId: string;
  profilesId: string[];
}

export interface RestAssignment {
  id: string;
  name: string;
  description: string;
  difficulty: string;
  dueDate: string | null;
  assignerProfileId: string;
  studyGroupId: string;
  isActive: boolean;
  questionsIds: string[];
}

export type RestQuestionType = 'TRUE_OR_FALSE' | 'FILL_BLANKS' | 'MATCH_COLUMNS' | 'MULTIPLE_ANSWER' | 'SHORT_ANSWER';

export interface RestQuestion {
  id: string;
  type: RestQuestionType;
  statement: string;
  difficulty: string;
  isActive: boolean;
  profileId: string;
  view: 'AUTHOR' | 'SOLVER';
  imageUrl?: string | null;
  correctAnswer?: boolean;
  correctWords?: string[];
  segments?: string[];
  leftColumn?: string[];
  rightColumn?: string[];
  options?: string[];
  correctOptionsIndex?: number[];
  acceptedAnswers?: string[];
}

export interface RestAssignmentAttempt {
  id: string;
  score: number;
  assignmentId: string;
  profileId: string;
  submittedAt: string;
  questionsAttemptsId: string[];
  pendingCount: number;
}

export interface RestQuestionAttempt {
  id: string;
  questionId: string;
  profileId: string;
  score: number | null;
  question?: RestQuestion;
}

/** The GraphQL object type of each question type. */
export const questionTypename: Record<RestQuestionType, string> = {
  TRUE_OR_FALSE: 'TrueOrFalseQuestion',
  FILL_BLANKS: 'FillBlanksQuestion',
  MATCH_COLUMNS: 'MatchColumnsQuestion',
  MULTIPLE_ANSWER: 'MultipleAnswerQuestion',
  SHORT_ANSWER: 'ShortAnswerQuestion',
};

// graphql-js resolves unions and interfaces by `__typename`, so each object is tagged once where it is fetched.
export const tag = {
  user: (u: RestUser) => ({ ...u, __typename: 'User' }),
  profile: (p: RestProfile) => ({ ...p, __typename: 'Profile' }),
  studyGroup: (g: RestStudyGroup) => ({ ...g, __typename: 'StudyGroup' }),
  assignment: (a: RestAssignment) => ({ ...a, __typename: 'Assignment' }),
  question: (q: RestQuestion) => ({ ...q, __typename: questionTypename[q.type] }),
  assignmentAttempt: (a: RestAssignmentAttempt) => ({ ...a, __typename: 'AssignmentAttempt' }),
  questionAttempt: (a: RestQuestionAttempt) => ({ ...a, __typename: 'QuestionAttempt' }),
};
