// @aula/api: what the gateway, the scripts and the tests use of the api, and the shapes of its REST answers
// (inferred from the zod schemas that validate and document them, so they cannot drift from what is served).

export { buildApi, apiPrefix, type Api, type ApiOptions } from './app.js';
export { startApi } from './start.js';
export { readConfig } from './config.js';
export { loadJwtSecret } from './auth/tokens.js';
export type { Database, Queryable } from './db/database.js';
export { openDatabase, type DatabaseOptions } from './db/open.js';
export { migrate } from './db/migrate.js';
export { createDatabaseImageStore, createImageStore, storagePrefix, type ImageStore } from './storage/images.js';
export { difficulties, questionTypes, type Difficulty, type QuestionType } from '@aula/common';

export type { ApiErrorBody } from './http/schemas.js';
export type { EndedSession, EndedSessions, Session, User } from './features/auth/schemas.js';
export type { PasswordResetAccepted } from './features/passwordReset/schemas.js';
export type { Profile, ProfileUpdate, ProfileUpdated, PublicProfile } from './features/profiles/schemas.js';
export type { AccountDeleted, DataExport, OfflineKey } from './features/account/schemas.js';
export type { StudyGroup } from './features/studyGroups/schemas.js';
export type { JoinRequest, JoinRequestDecision } from './features/joinRequests/schemas.js';
export type { MarkReadResult, Notification, NotificationKind } from './features/notifications/schemas.js';
export { createNotificationEvents, type NotificationEvents } from './features/notifications/delivery.js';
export type { Assignment, AssignmentPage, LinkedQuestion, UnlinkedQuestion } from './features/assignments/schemas.js';
export type { AuthorQuestion, NewQuestion, Question, QuestionInput, SolverQuestion, StoredImage } from './features/questions/schemas.js';
export type {
  AnswerInput,
  AssignmentAttempt,
  AttemptDraft,
  AttemptPage,
  AttemptStart,
  GradeResult,
  QuestionAttempt,
  SubmissionResult,
} from './features/attempts/schemas.js';
export type { RegradeResult, ScoreChangeEntry } from './features/attempts/schemas.js';
export type { PracticeResult, QuestionSolution } from './features/practice/schemas.js';
export type { Gradebook, GradebookDownload, GradebookWeightResult } from './features/gradebook/schemas.js';
export type { ImportResult, QuestionExport } from './features/questions/formats/schemas.js';
export type { AssignmentStatistics, QuestionStatistics } from './features/statistics/schemas.js';
export type { AssignmentProgress, GradePoint, GroupProgress, OwnProgress } from './features/progress/schemas.js';
export type {
  LiveAnswer,
  LiveAnswerCount,
  LiveGame,
  LiveGameAnnouncement,
  LiveGameList,
  LiveGamePoints,
  LiveGameStatus,
  LivePlayer,
} from './features/liveGames/schemas.js';
