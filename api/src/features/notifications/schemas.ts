import { z } from 'zod';
import { booleanQuery, idList, paging, uuid } from '../../http/schemas.js';

export const notificationKinds = [
  'JOIN_REQUESTED',
  'JOIN_APPROVED',
  'JOIN_REJECTED',
  'ADDED_TO_GROUP',
  'ASSIGNMENT_PUBLISHED',
  'ATTEMPT_SUBMITTED',
  'ANSWER_GRADED',
  'MEMBER_JOINED',
  'ATTEMPT_GRADED',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  id: z.string(),
  recipientId: z.string(),
  kind: z.enum(notificationKinds),
  message: z.string().describe('Spanish, ready to show'),
  actorId: z.string().nullable(),
  studyGroupId: z.string().nullable(),
  assignmentId: z.string().nullable(),
  assignmentAttemptId: z.string().nullable(),
  joinRequestId: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
/** A notification, only ever read by its recipient. */
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuery = z.object({ unreadOnly: booleanQuery.optional(), ids: idList.optional(), ...paging });

export const markRead = z.object({
  ids: z
    .array(uuid())
    .max(500, { error: 'Se pueden marcar como máximo 500 notificaciones a la vez' })
    .optional()
    .describe('All of yours when left out'),
});

export const markReadResult = z.object({ notifications: z.array(notificationSchema), unreadCount: z.number().int() });
export type MarkReadResult = z.infer<typeof markReadResult>;
