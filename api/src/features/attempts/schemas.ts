import { errorMessages, feedbackLimits, gradingMessages, validationMessages } from '@aula/common';
import { z } from 'zod';
import { parentPage, parentPaging } from '../../http/paging.js';
import { booleanQuery, idList, paging, plainText, uuid } from '../../http/schemas.js';
import { assignmentSchema } from '../assignments/schemas.js';
import { answerFields, attemptFields } from '../questions/kinds/registry.js';
import { questionSchema } from '../questions/schemas.js';

/** One answer per question; the field read depends on the question's kind. A sent score is ignored. */
export const answerInput = z.object({
  questionId: uuid(),
  ...answerFields,
  score: z.unknown().optional().describe('Ignored: the server grades'),
});
export type AnswerInput = z.infer<typeof answerInput>;

export const questionAttemptSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  profileId: z.string(),
  assignmentAttemptId: z.string().nullable(),
  score: z
    .number()
    .nullable()
    .describe('0 to 100; null until the answer is part of a submitted attempt, and while a short answer waits for the teacher'),
  autoScore: z
    .number()
    .nullable()
    .describe("What the question's kind gave (null while a short answer waits), kept beside a teacher's score; a regrade follows the corrected key"),
  scoreOverridden: z.boolean().describe('The group owner set score by hand: it counts, and a regrade keeps it'),
  feedback: z.string().nullable().describe("The group owner's comment on this answer"),
  ...attemptFields,
  question: questionSchema.optional().describe('With includeQuestion: the question as it was answered (a later edit does not change it)'),
  currentQuestion: questionSchema.optional().describe('With includeQuestion: the question as it is now in the bank'),
  explanation: z
    .string()
    .nullable()
    .optional()
    .describe("With includeQuestion: the author's explanation as answered, for the student once submitted and the group owner"),
});
/** A student's answer to one question, with its score once it is part of a submitted attempt. */
export type QuestionAttempt = z.infer<typeof questionAttemptSchema>;

export const assignmentAttemptSchema = z.object({
  id: z.string(),
  score: z.number().describe('Mean of the question scores, 0 to 100; a pending short answer counts 0 until graded'),
  assignmentId: z.string(),
  profileId: z.string(),
  submittedAt: z.string(),
  questionsAttemptsId: z.array(z.string()),
  pendingCount: z.number().describe('Short answers still waiting for the teacher'),
  clientSubmissionId: z.string().nullable(),
  countedAt: z
    .string()
    .describe(
      'When it counts as handed in: the save time of an offline submission, believed only between its start and its arrival; else submittedAt',
    ),
  late: z.boolean().describe("Counted after the assignment's due date"),
  startedAt: z.string().nullable().describe('When the server saw the attempt start (its attempt start); null when it was submitted without one'),
  durationSeconds: z.number().nullable().describe('Time the attempt took: from its start to when it counts; null without a start'),
  feedback: z.string().nullable().describe("The group owner's comment on the whole attempt"),
  assignment: assignmentSchema.optional(),
});
/** A submitted attempt at an assignment: its score and its question attempts' ids. */
export type AssignmentAttempt = z.infer<typeof assignmentAttemptSchema>;

export const submission = z.object({
  assignmentId: uuid(),
  clientSubmissionId: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[\w-]+$/, { error: 'El identificador de envío no es válido' }),
  answers: z.array(answerInput).max(200),
  profileId: uuid().optional().describe('Must be your own profile id when given'),
  savedAt: z.iso
    .datetime({ offset: true, error: 'La hora de guardado del envío no es válida' })
    .optional()
    .describe(
      'When an offline client saved the answers: believed only between the attempt start and the arrival (without a start ' +
        'the attempt counts on arrival); refused when in the future',
    ),
  attemptStartId: uuid()
    .optional()
    .describe("The start (POST /assignments/startAttempt) this submission closes; left out, the viewer's open start is used if any"),
});
export type Submission = z.infer<typeof submission>;

export const submissionResult = z.object({
  result: z.boolean(),
  assignmentAttempt: assignmentAttemptSchema,
  questionAttempts: z.array(questionAttemptSchema),
});
/** What POST /assignments/submit answers, the first time (201) and when the same submission comes again (200). */
export type SubmissionResult = z.infer<typeof submissionResult>;

export const attemptStartInput = z.object({ assignmentId: uuid() });

/** The most a draft's answers may take, in UTF-8 bytes: far more than 200 answers of 2000 characters need as JSON. */
export const maxDraftBytes = 256 * 1024;

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const stepRule = { error: errorMessages.attemptDraftStep };
export const attemptDraftInput = z.object({
  step: z.number(stepRule).int(stepRule).min(0, stepRule).max(1000, stepRule).describe('The question reached (0-based)'),
  answers: z
    .string({ error: errorMessages.attemptDraftNotJson })
    // Measured before parsing: a body may be up to 1 MiB.
    .refine((text) => Buffer.byteLength(text) <= maxDraftBytes, { error: errorMessages.attemptDraftTooLarge, abort: true })
    .refine(isJson, { error: errorMessages.attemptDraftNotJson })
    .describe("The client's own record of the answers so far: JSON text, at most 256 KiB, kept as sent and never graded"),
});
export type AttemptDraftInput = z.infer<typeof attemptDraftInput>;

export const attemptDraftSchema = z.object({
  step: z.number(),
  answers: z.string().describe('As the client sent it'),
  savedAt: z.string().describe("When the server stored it (the server's clock)"),
});
/** The answers of an open start so far (PUT /assignments/attemptStarts/:id/draft), for its student alone. */
export type AttemptDraft = z.infer<typeof attemptDraftSchema>;

export const attemptStartSchema = z.object({
  id: z.string(),
  assignmentId: z.string(),
  profileId: z.string(),
  startedAt: z.string().describe('When the server opened it'),
  deadlineAt: z.string().nullable().describe('startedAt + the time limit; null without one. Answers are taken until 60 s after it'),
  secondsLeft: z
    .number()
    .nullable()
    .describe("Seconds from now to deadlineAt by the server's clock (null without a time limit): count down from this, not from the device's clock"),
  draft: attemptDraftSchema
    .nullable()
    .describe(
      'The answers saved on this start so far, so the student continues on another device; null when none was saved. Cleared by the submission',
    ),
});
/** When a student began an attempt, as the server saw it (POST /assignments/startAttempt). */
export type AttemptStart = z.infer<typeof attemptStartSchema>;

export const answersBeforeAttempt = z.array(answerInput).min(1, { error: 'Envíe al menos una respuesta' }).max(200);

export const attemptFromAnswers = z.object({
  assignmentId: uuid(),
  questionsAttemptsIds: z.array(uuid()).max(200),
  profileId: uuid().optional(),
  score: z.unknown().optional().describe('Ignored: the server grades'),
});

export const attemptsQuery = z.object({
  assignmentId: uuid().optional(),
  assignmentIds: idList.optional().describe('Several assignments at once (the gateway batches nested lists with it)'),
  profileId: uuid().optional().describe("Another student's attempts need assignmentId of a group you own"),
  ids: idList.optional(),
  includeAssignment: booleanQuery.optional(),
  ...paging,
});
export type AttemptsQuery = z.infer<typeof attemptsQuery>;

export const attemptPagesQuery = z.object({
  assignmentIds: idList,
  profileId: uuid().optional().describe("Only this student's attempts (yours, or any on assignments of groups you own)"),
  requireReadable: booleanQuery
    .optional()
    .describe('404, as getAll by ids finds nothing, when an assignment is one you cannot read (instead of an empty page)'),
  ...parentPaging,
});

export const attemptPageSchema = parentPage(assignmentAttemptSchema);
/** A page of one assignment's attempts (GET /assignments/getAttemptPages). */
export type AttemptPage = z.infer<typeof attemptPageSchema>;

export const questionAttemptsQuery = z.object({
  assignmentAttemptId: uuid().optional(),
  profileId: uuid().optional(),
  ids: idList.optional(),
  includeQuestion: booleanQuery.optional(),
  ...paging,
});

const scoreRule = { error: validationMessages.score };
const feedbackRule = { error: gradingMessages.feedbackMax };
/** A teacher's comment: trimmed, its line breaks kept, control characters refused; empty (or null) clears it. */
const feedback = plainText().trim().max(feedbackLimits.length, feedbackRule).nullable();

export const teacherGrade = z.object({
  score: z.number(scoreRule).min(0, scoreRule).max(100, scoreRule).optional().describe('0 to 100; replaces the automatic score (kept as autoScore)'),
  feedback: feedback.optional().describe('A comment on the answer, at most 2000 characters; empty clears it, left out keeps it'),
});
export type TeacherGrade = z.infer<typeof teacherGrade>;

export const attemptComment = z.object({ feedback: feedback.describe('At most 2000 characters; empty or null clears it') });

export const regradeResult = z.object({
  checkedCount: z.number().int().describe('Answers graded again'),
  changedCount: z.number().int().describe('Answers whose score changed'),
  changedAttemptCount: z.number().int().describe('Attempts whose score was recomputed'),
  keptManualCount: z.number().int().describe("Answers graded by hand whose automatic score changed: the teacher's score is kept"),
  skippedCount: z
    .number()
    .int()
    .describe('Answers not graded again: their question changed shape since (kind, options, blanks or items), they keep their score'),
});
/** What POST /assignments/regrade/:id answers. */
export type RegradeResult = z.infer<typeof regradeResult>;

export const scoreChangeSchema = z.object({
  questionAttemptId: z.string(),
  oldScore: z.number().nullable(),
  newScore: z.number().nullable(),
  reason: z.enum(['MANUAL', 'REGRADE']).describe("MANUAL: the teacher's grade; REGRADE: a regrade after a key correction"),
  changedBy: z.string().describe('Profile id of who changed it'),
  changedAt: z.string(),
});
/** One recorded change of an answer's score. */
export type ScoreChangeEntry = z.infer<typeof scoreChangeSchema>;

export const answersToRegradeSchema = z.object({ assignmentId: z.string(), count: z.number().int() });

export const gradeResult = z.object({ questionAttempt: questionAttemptSchema, assignmentAttempt: assignmentAttemptSchema });
/** What grading a short answer answers: the graded answer and its attempt, rescored. */
export type GradeResult = z.infer<typeof gradeResult>;
