import { z } from 'zod';
import { idList, paging, uuid } from '../../http/schemas.js';
import { studyGroupSchema } from '../studyGroups/schemas.js';

/** CANCELLED: the requester withdrew it while it waited. */
export const joinRequestStatuses = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;

export const joinRequestSchema = z.object({
  id: z.string(),
  studyGroupId: z.string(),
  profileId: z.string().describe('Who asked to join'),
  status: z.enum(joinRequestStatuses),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
/** A request to join a group that requires one; its owner approves or rejects it. */
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const joinRequestListQuery = z.object({
  groupId: uuid().optional().describe('A group you own: its requests. Without it: your own requests'),
  ids: idList.optional(),
  status: z.enum(joinRequestStatuses).optional(),
  ...paging,
});

export const joinRequestDecision = z.object({ joinRequest: joinRequestSchema, studyGroup: studyGroupSchema });
export type JoinRequestDecision = z.infer<typeof joinRequestDecision>;

export const joinRequestCancelled = z.object({ joinRequest: joinRequestSchema });
export type JoinRequestCancelled = z.infer<typeof joinRequestCancelled>;
