import { z } from 'zod';
import { afterSeq, defaultPageSize, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { errorResponse, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { assertGroupOwner } from '../studyGroups/access.js';
import { cancel, decide } from './decisions.js';
import { listJoinRequests } from './repository.js';
import { joinRequestCancelled, joinRequestDecision, joinRequestListQuery, joinRequestSchema } from './schemas.js';

export function joinRequestRoutes(api: Router, { db }: Services) {
  api.get('/join-request/getAll', {
    schema: {
      summary: "A group's requests (its owner only), or your own; by ids, those you made or received",
      querystring: joinRequestListQuery,
      response: { 200: z.array(joinRequestSchema), 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { groupId, ids, status, limit, cursor } = request.query;
      if (groupId) await assertGroupOwner(db, groupId, viewerId);
      const pageSize = ids && !groupId ? ids.length : (limit ?? defaultPageSize);
      const rows = await listJoinRequests(db, viewerId, { groupId, ids, status }, await afterSeq(db, 'join_requests', cursor), pageSize + 1);
      return sendPage(reply, rows, pageSize);
    },
  });

  for (const [path, status] of [
    ['approve', 'APPROVED'],
    ['reject', 'REJECTED'],
  ] as const) {
    api.patch(`/join-request/${path}/:id`, {
      schema: {
        summary:
          status === 'APPROVED'
            ? 'Approve a pending request to your group: the requester becomes a member'
            : 'Reject a pending request to your group',
        params: z.object({ id: uuid() }),
        response: { 200: joinRequestDecision, 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
      handler: (request) => decide(db, viewerProfile(request), request.params.id, status),
    });
  }

  api.patch('/join-request/cancel/:id', {
    schema: {
      summary: "Withdraw your own pending request; another's, or none, is a 404",
      params: z.object({ id: uuid() }),
      response: { 200: joinRequestCancelled, 404: errorResponse, 409: errorResponse },
    },
    handler: (request) => cancel(db, viewerProfile(request), request.params.id),
  });
}
