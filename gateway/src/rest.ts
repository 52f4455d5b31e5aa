/**
 * The JSON the api answers (its OpenAPI at /api/v1/docs): the one place the gateway declares REST shapes.
 *
 * Each type mirrors one of the api's zod response schemas field for field (named beside it). When `@aula/api`
 * exports the types it infers from those schemas, each declaration below becomes a one-line re-export and
 * nothing else in the gateway changes.
 */

/** api: userSchema (features/auth). `token` comes only from sign-up and login. */
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

/** api: profileSchema (features/profiles). `studyGroupsIDs` and `userId` come only with your own profile. */
export interface RestProfile {
  id: string;
  username: string;
  profilePictureUrl: string | null;
  studyGroupsIDs?: string[];
  userId?: string;
}

/** api: studyGroupSchema (features/studyGroups). */
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
  /** Member profile ids; the owner is always one. */
  profilesId: string[];
}

export type RestQuestionType = 'TRUE_OR_FALSE' | 'FILL_BLANKS' | 'MATCH_COLUMNS' | 'MULTIPLE_ANSWER' | 'SHORT_ANSWER';

/** api: questionSchema (features/questions). Key fields are absent from the SOLVER view. */
export interface RestQuestion {
  id: string;
  type: RestQuestionType;
  statement: string;
  difficulty: string;
  isActive: boolean;
  profileId: string;
  assignmentId: string | null;
  view: 'AUTHOR' | 'SOLVER';
  image?: string | null;
  imageUrl?: string | null;
  correctAnswer?: boolean;
  correctWords?: string[];
  /** Fill blanks: the text around the blanks (one more than blanks). */
  segments?: string[];
  leftColumn?: string[];
  /** Shuffled for a solver. */
  rightColumn?: string[];
  options?: string[];
  correctOptionsIndex?: number[];
  acceptedAnswers?: string[];
}

/** api: assignmentSchema (features/assignments). */
export interface RestAssignment {
  id: string;
  dueDate: string | null;
  name: string;
  difficulty: string;
  description: string;
  assignerProfileId: string;
  assigneeProfileId: string | null;
  studyGroupId: string;
  isActive: boolean;
  /** Questions in use, in order. */
  questionsIds: string[];
  questions?: RestQuestion[];
}

/** api: assignmentAttemptSchema (features/attempts). */
export interface RestAssignmentAttempt {
  id: string;
  /** Mean of the question scores, 0 to 100; a pending short answer counts 0 until graded. */
  score: number;
  assignmentId: string;
  profileId: string;
  submittedAt: string;
  questionsAttemptsId: string[];
  /** Short answers still waiting for the teacher. */
  pendingCount: number;
  clientSubmissionId: string | null;
  assignment?: RestAssignment;
}

/** api: questionAttemptSchema (features/questions). Only the answer field of the question's type is present. */
export interface RestQuestionAttempt {
  id: string;
  questionId: string;
  profileId: string;
  assignmentAttemptId: string | null;
  /** 0 to 100; null while a short answer waits for the teacher. */
  score: number | null;
  trueOrFalseAnswer?: boolean;
  filledBlanks?: string[];
  userColumnsOrder?: string[];
  chosenOptionsIndex?: number[];
  shortAnswer?: string;
  /** With includeQuestion: the question as answered (its snapshot). */
  question?: RestQuestion;
  /** With includeQuestion: the bank question as it is now. */
  currentQuestion?: RestQuestion;
}

/** api: POST /images/upload. */
export interface RestStoredImage {
  key: string;
  url: string;
}

/** api: POST /assignments-questions/createAssignmentsQuestions. */
export interface RestLinkedQuestion {
  createdQuestion: RestQuestion;
  updatedAssignment: RestAssignment;
}

/** api: PATCH /assignments/delete/link-questions/:assignmentId/:questionId. */
export interface RestUnlinkedQuestion {
  assignment: RestAssignment;
  question: RestQuestion;
  message: string;
}

/** api: POST /assignments/submit (201 new, 200 when the clientSubmissionId was seen before). */
export interface RestSubmission {
  result: boolean;
  assignmentAttempt: RestAssignmentAttempt;
  questionAttempts: RestQuestionAttempt[];
}

/** api: PATCH /question/gradeAttempt/:id. */
export interface RestGrade {
  questionAttempt: RestQuestionAttempt;
  assignmentAttempt: RestAssignmentAttempt;
}
