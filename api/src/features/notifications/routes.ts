import { z } from 'zod';
import { afterSeq, defaultPageSize, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { errorResponse } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { listNotifications, markRead, unreadCount } from './repository.js';
import { markRead as markReadBody, markReadResult, notificationListQuery, notificationSchema } from './schemas.js';

/** Only a notification's recipient ever reads it: every route answers for the caller's own. */
export function notificationRoutes(api: Router, { db }: Services) {
  api.get('/notification/getAll', {
    schema: {
      summary: 'Your notifications, newest first (optionally only unread ones, or by ids)',
      querystring: notificationListQuery,
      response: { 200: z.array(notificationSchema), 400: errorResponse },
    },
    handler: async (request, reply) => {
      const { unreadOnly, ids, limit, cursor } = request.query;
      const pageSize = ids ? ids.length : (limit ?? defaultPageSize);
      const rows = await listNotifications(
        db,
        viewerProfile(request),
        { unreadOnly, ids },
        await afterSeq(db, 'notifications', cursor),
        pageSize + 1,
      );
      return sendPage(reply, rows, pageSize);
    },
  });

  api.get('/notification/unreadCount', {
    schema: { summary: 'How many of your notifications are unread', response: { 200: z.object({ count: z.number().int() }) } },
    handler: async (request) => ({ count: await unreadCount(db, viewerProfile(request)) }),
  });

  api.patch('/notification/markRead', {
    schema: {
      summary: 'Mark your notifications read (all of them when ids is left out); an id not yours is a 404',
      body: markReadBody,
      response: { 200: markReadResult, 400: errorResponse, 404: errorResponse },
    },
    handler: (request) =>
      db.transaction(async (tx) => {
        const viewerId = viewerProfile(request);
        const notifications = await markRead(tx, viewerId, request.body.ids);
        return { notifications, unreadCount: await unreadCount(tx, viewerId) };
      }),
  });
}
