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
  unsubmittedAnswers: z.array(exportedAnswer).describe('Answers saved but not yet part of a submitted attempt'),
  joinRequests: z.array(z.object({ id: z.string(), studyGroup: named, status: z.string(), createdAt: when, decidedAt: when.nullable() })),
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

export const accountDeleted = z.object({ deleted: z.literal(true) });
/** What POST /auth/deleteAccount answers. */
export type AccountDeleted = z.infer<typeof accountDeleted>;
