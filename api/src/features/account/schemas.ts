import { validationMessages } from '@aula/common';
import { z } from 'zod';

const when = z.string().describe('ISO 8601');
const named = z.object({ id: z.string(), name: z.string() });

/** One of your answers, with the question as you answered it (never its key: that stays with its author). */
const exportedAnswer = z.object({
  id: z.string(),
  question: z.object({ id: z.string(), type: z.string(), statement: z.string() }),
  answer: z.record(z.string(), z.unknown()).describe('What you answered, as stored'),
  score: z.number().nullable().describe('Null while a short answer waits for its grade, and before a submission'),
  feedback: z.string().nullable(),
  explanation: z.string().nullable().describe("The author's explanation, once submitted"),
  answeredAt: when,
});

/** Everything Aula holds about you (GET /profile/export), as one JSON document. */
export const dataExportSchema = z.object({
  exportedAt: when,
  account: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    subscriptionMethod: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: when,
  }),
  profile: z.object({ id: z.string(), username: z.string(), profilePictureUrl: z.string().nullable(), createdAt: when }).nullable(),
  groups: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string().nullable(),
        role: z.enum(['OWNER', 'MEMBER']),
        ownerUsername: z.string(),
        code: z.string().nullable().describe('The join code of a group you own'),
        isActive: z.boolean(),
        isPublic: z.boolean(),
        requiresRequest: z.boolean(),
        createdAt: when,
      }),
    )
    .describe('The groups you own and those you belong to'),
  questions: z
    .array(
      z.object({
        id: z.string(),
        type: z.string(),
        statement: z.string(),
        difficulty: z.string(),
        details: z.record(z.string(), z.unknown()).describe('Its kind-specific fields, the key included'),
        explanation: z.string().nullable(),
        isActive: z.boolean(),
        assignmentIds: z.array(z.string()),
        createdAt: when,
      }),
    )
    .describe('The questions you wrote'),
  assignments: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        difficulty: z.string(),
        studyGroup: named,
        assigneeUsername: z.string().nullable().describe('The one member it was given to; null for the whole group'),
        publishedAt: when.nullable().describe('When members see it: null for a draft, in the future while scheduled'),
        dueDate: when.nullable(),
        closeAt: when.nullable(),
        timeLimitMinutes: z.number().nullable(),
        maxAttempts: z.number().nullable().describe('Null: unlimited'),
        gradingMethod: z.string(),
        openForPractice: z.boolean(),
        gradebookWeight: z.number(),
        isActive: z.boolean(),
        questionIds: z.array(z.string()).describe('The questions it uses, in order (see questions)'),
        createdAt: when,
      }),
    )
    .describe('The assignments you created'),
  attempts: z
    .array(
      z.object({
        id: z.string(),
        assignment: named,
        studyGroup: named,
        score: z.number(),
        questionCount: z.number(),
        late: z.boolean(),
        feedback: z.string().nullable().describe("Your teacher's comment on the attempt"),
        startedAt: when.nullable(),
        submittedAt: when,
        answers: z.array(exportedAnswer),
      }),
    )
    .describe('Your submitted attempts, oldest first'),
  attemptStarts: z
    .array(
      z.object({
        id: z.string(),
        assignment: named,
        studyGroup: named,
        startedAt: when,
        deadlineAt: when.nullable().describe('When its time runs out; null without a time limit'),
        closedAt: when.nullable().describe('Null while it is still open'),
        draft: z
          .object({ step: z.number(), answers: z.string().describe('JSON text, as your device sent it'), savedAt: when })
          .nullable()
          .describe('The answers your device saved on it so far, not yet submitted; null when none'),
      }),
    )
    .describe('Times you opened an assignment that no submission used: still open, or run out'),
  unsubmittedAnswers: z.array(exportedAnswer).describe('Answers saved but not yet part of a submitted attempt'),
  scoreChanges: z
    .array(
      z.object({
        answerId: z.string().describe('One of the answers in attempts'),
        attemptId: z.string(),
        assignment: named,
        questionId: z.string(),
        oldScore: z.number().nullable(),
        newScore: z.number().nullable(),
        reason: z.string().describe('MANUAL: graded by hand; REGRADE: after a correction of the key'),
        changedByUsername: z.string().nullable().describe("The group owner's username when they made the change; null otherwise"),
        changedAt: when,
      }),
    )
    .describe('Every change of a score on your answers after you submitted them'),
  joinRequests: z.array(z.object({ id: z.string(), studyGroup: named, status: z.string(), createdAt: when, decidedAt: when.nullable() })),
  groupExclusions: z
    .array(z.object({ studyGroup: named, excludedAt: when }))
    .describe("Groups whose owner removed you: joining them again waits for the owner's approval"),
  notifications: z.array(z.object({ id: z.string(), kind: z.string(), message: z.string(), createdAt: when, readAt: when.nullable() })),
  sessions: z
    .array(
      z.object({
        device: z.string(),
        userAgent: z.string().nullable(),
        remembered: z.boolean(),
        createdAt: when,
        lastSeenAt: when,
        expiresAt: when,
        endedAt: when.nullable(),
      }),
    )
    .describe('Every session, open or ended'),
  uploadedImages: z.array(z.object({ url: z.string(), sizeBytes: z.number(), createdAt: when })),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const accountDeletion = z.object({
  password: z
    .string({ error: validationMessages.passwordRequired })
    .min(1, { error: validationMessages.passwordRequired })
    .max(200, { error: 'La contraseña es demasiado larga' }),
});

export const offlineKeySchema = z.object({
  offlineKey: z
    .string()
    .describe(
      "Your account's key (32 random bytes, base64) for AES-256-GCM: what a browser keeps on the device is encrypted with it. " +
        'The same for every session of the account until it is deleted',
    ),
});
/** What GET /profile/offlineKey answers. */
export type OfflineKey = z.infer<typeof offlineKeySchema>;

export const accountDeleted = z.object({ deleted: z.literal(true) });
/** What POST /auth/deleteAccount answers. */
export type AccountDeleted = z.infer<typeof accountDeleted>;
