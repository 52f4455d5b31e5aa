/**
 * The JSON the api answers, as `@aula/api` exports it: each type is inferred from the zod schema that validates
 * and documents the api's response (its OpenAPI at /api/v1/docs), so the gateway's idea of a REST answer cannot
 * drift from what is served. The `Rest` names say, inside the gateway, which side of the wire a value comes from.
 */
import type {
  AccountDeleted,
  Assignment,
  AssignmentAttempt,
  AssignmentStatistics,
  AttemptPage,
  EndedSession,
  EndedSessions,
  GradeResult,
  Gradebook,
  GradebookDownload,
  GradebookWeightResult,
  ImportResult,
  GroupProgress,
  JoinRequest,
  JoinRequestDecision,
  LiveGame,
  LiveGameAnnouncement,
  LiveGameList,
  LivePlayer,
  LinkedQuestion,
  MarkReadResult,
  Notification,
  OwnProgress,
  PasswordResetAccepted,
  PracticeResult,
  Profile,
  ProfileUpdated,
  PublicProfile,
  Question,
  QuestionAttempt,
  QuestionExport,
  QuestionStatistics,
  QuestionType,
  RegradeResult,
  ScoreChangeEntry,
  Session,
  StoredImage,
  StudyGroup,
  SubmissionResult,
  UnlinkedQuestion,
  User,
} from '@aula/api';

/** An account; `token` comes only from sign-up and login. */
export type RestUser = User;
/** A profile: in full (`studyGroupsIDs`, `userId`) only for its owner; anybody else sees a PublicProfile. */
export type RestProfile = Profile | PublicProfile;
/** A study group; `profilesId` lists its members' profiles, the owner always one. */
export type RestStudyGroup = StudyGroup;
export type RestQuestionType = QuestionType;
/** A question in its AUTHOR view (answer key included) or its SOLVER view (no key fields). */
export type RestQuestion = Question;
/** An assignment; `questionsIds` are the questions in use, in order. */
export type RestAssignment = Assignment;
/** A submitted attempt; `score` is the mean of the question scores, a pending short answer counting 0. */
export type RestAssignmentAttempt = AssignmentAttempt;
/** One answer; only the answer field of the question's type is present; `score` is null while pending. */
export type RestQuestionAttempt = QuestionAttempt;

/** POST /images/upload. */
export type RestStoredImage = StoredImage;
/** POST /assignments-questions/createAssignmentsQuestions. */
export type RestLinkedQuestion = LinkedQuestion;
/** PATCH /assignments/delete/link-questions/:assignmentId/:questionId. */
export type RestUnlinkedQuestion = UnlinkedQuestion;
/** POST /assignments/submit (201 new, 200 when the clientSubmissionId was seen before). */
export type RestSubmission = SubmissionResult;
/** PATCH /question/gradeAttempt/:id. */
export type RestGrade = GradeResult;
/** POST /assignments/regrade/:id: how many answers were checked and changed. */
export type RestRegrade = RegradeResult;
/** GET /question/scoreChanges: one recorded change of an answer's score. */
export type RestScoreChange = ScoreChangeEntry;
/** POST /practice/check: the score and the question's key; nothing is stored. */
export type RestPracticeResult = PracticeResult;
/** GET /gradebook/:studyGroupId: students × active assignments, and the CSV. */
export type RestGradebook = Gradebook;
/** GET /gradebook/:studyGroupId/file: the XLSX or CSV file, its bytes in base64. */
export type RestGradebookDownload = GradebookDownload;
/** POST /question/import. */
export type RestImportResult = ImportResult;
/** GET /question/export/json. */
export type RestQuestionExport = QuestionExport;
/** An assignment's item analysis (GET /statistics/:id, or several with ids). */
export type RestAssignmentStatistics = AssignmentStatistics;
export type RestQuestionStatistics = QuestionStatistics;
/** PATCH /gradebook/weights/:assignmentId: the assignment and its weight now. */
export type RestGradebookWeight = GradebookWeightResult;
/** GET /progress/study-group/:studyGroupId: each graded assignment's numbers over time (owner only). */
export type RestGroupProgress = GroupProgress;
/** GET /progress/own: the caller's grade per assignment, oldest last submission first. */
export type RestOwnProgress = OwnProgress;
/** GET /assignments/getPages and /assignments/getAttemptPages: one parent's page, `nextCursor` null on the last. */
export type RestPage<Item> = Omit<AttemptPage, 'items'> & { items: Item[] };
/** A request to join a group (GET /join-request/getAll). */
export type RestJoinRequest = JoinRequest;
/** PATCH /join-request/approve/:id and /join-request/reject/:id. */
export type RestJoinRequestDecision = JoinRequestDecision;
/** A notification, read only by its recipient (GET /notification/getAll, and live: the event's detail). */
export type RestNotification = Notification;
/** PATCH /notification/markRead. */
export type RestMarkRead = MarkReadResult;

/** GET /auth/sessions: one open session of the caller's; `id` is the api's uuid, `current` the calling one. */
export type RestSession = Session;
/** POST /auth/logout, /auth/logoutEverywhere and /auth/changePassword: how many sessions ended. */
export type RestEndedSessions = EndedSessions;
/** DELETE /auth/sessions/:id. */
export type RestEndedSession = EndedSession;
/** POST /auth/requestPasswordReset: the same answer whether the e-mail has an account or not. */
export type RestPasswordResetAccepted = PasswordResetAccepted;
/** PATCH /profile/update: the account and the profile as they are now. */
export type RestProfileUpdated = ProfileUpdated;
/** POST /auth/deleteAccount. */
export type RestAccountDeleted = AccountDeleted;

/** A live game as the caller may see it (GET /liveGames/:id, and every /liveGames write answers it). */
export type RestLiveGame = LiveGame;
/** GET /liveGames?ids= and /liveGames/byAssignment?assignmentIds=: the games the caller may see. */
export type RestLiveGameList = LiveGameList;
export type RestLivePlayer = LivePlayer;
/** What the api announces, under `${prefix}liveGameUpdated:<game id>`, after each committed change of a game. */
export type RestLiveGameAnnouncement = LiveGameAnnouncement;
