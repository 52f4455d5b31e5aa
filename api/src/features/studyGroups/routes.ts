import { z } from 'zod';
import { badRequest, forbidden } from '../../domain/errors.js';
import { saveUploadedImage } from '../../http/multipart.js';
import { afterSeq, defaultPageSize, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { errorResponse, paging, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { assertGroupOwner } from './access.js';
import { joinRequestSchema } from '../joinRequests/schemas.js';
import { joinGroup, leaveGroup, regenerateCode } from './joining.js';
import { joinLimits, joinRateLimit } from './joinLimits.js';
import { addMembersAsOwner, createGroup, removeMemberAsOwner } from './membership.js';
import {
  acknowledgeMembership,
  deactivateGroup,
  groupsOfMember,
  listGroups,
  loadGroup,
  openGroup,
  publicGroups,
  setGroupPicture,
  updateGroup,
} from './repository.js';
import { groupCreate, groupJoin, groupListQuery, groupUpdate, membersAdded, publicGroupQuery, studyGroupSchema } from './schemas.js';

export function studyGroupRoutes(api: Router, { db, images, uploads }: Services) {
  api.get('/study-group/getAll', {
    schema: {
      summary: 'Groups you belong to (optionally by ids or active state); by ids, also those you submitted an attempt in',
      querystring: groupListQuery,
      response: { 200: z.array(studyGroupSchema) },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { ids, isActive, opened, limit, cursor } = request.query;
      // Opening groups by id in the same call spares a client the getOne per group (the gateway's node(id:)).
      if (opened && ids) await acknowledgeMembership(db, ids, viewerId);
      const pageSize = ids ? ids.length : (limit ?? defaultPageSize);
      const rows = await listGroups(db, viewerId, { ids, isActive }, await afterSeq(db, 'study_groups', cursor), pageSize + 1);
      return sendPage(reply, rows, pageSize);
    },
  });

  api.get('/study-group/getByMember/:profileId', {
    schema: {
      summary: 'Active groups a profile belongs to (only your own)',
      params: z.object({ profileId: uuid() }),
      querystring: z.object(paging),
      response: { 200: z.array(studyGroupSchema), 403: errorResponse },
    },
    handler: async (request, reply) => {
      if (request.params.profileId !== viewerProfile(request)) throw forbidden();
      const pageSize = request.query.limit ?? defaultPageSize;
      const rows = await groupsOfMember(db, request.params.profileId, await afterSeq(db, 'study_groups', request.query.cursor), pageSize + 1);
      return sendPage(reply, rows, pageSize);
    },
  });

  api.post('/study-group/create', {
    schema: {
      summary: 'Create a group owned by you, with its first members',
      body: groupCreate,
      response: { 201: studyGroupSchema, 400: errorResponse, 403: errorResponse },
    },
    handler: async (request, reply) => reply.status(201).send(await createGroup(db, viewerProfile(request), request.body)),
  });

  api.get('/study-group/getOne', {
    schema: {
      summary: 'One group you belong to; opening it lets its owner read your names if the owner added you',
      querystring: z.object({ id: uuid() }),
      response: { 200: studyGroupSchema, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => openGroup(db, request.query.id, viewerProfile(request)),
  });

  api.patch('/study-group/update/:id', {
    schema: {
      summary: 'Edit name, description and switches (owner only)',
      params: z.object({ id: uuid() }),
      body: groupUpdate,
      response: { 200: studyGroupSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { id } = request.params;
      const input = request.body;
      if (input.id && input.id !== id) throw badRequest('El identificador no coincide con la ruta');
      await assertGroupOwner(db, id, viewerProfile(request));
      await updateGroup(db, id, input);
      return loadGroup(db, id);
    },
  });

  api.patch('/study-group/addMembers', {
    schema: {
      summary: 'Add members to your group',
      body: membersAdded,
      response: { 200: studyGroupSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: (request) => addMembersAsOwner(db, viewerProfile(request), request.body.groupId, request.body.profilesId),
  });

  api.delete('/study-group/removeMember', {
    schema: {
      summary: 'Remove a member from your group (the owner stays); their joins then become requests you decide, until you add them back',
      body: z.object({ groupId: uuid(), profileId: uuid() }),
      response: { 200: studyGroupSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: (request) => removeMemberAsOwner(db, viewerProfile(request), request.body.groupId, request.body.profileId),
  });

  api.patch('/study-group/deactivate/:groupId', {
    schema: {
      summary: 'Deactivate (soft delete) your group',
      params: z.object({ groupId: uuid() }),
      response: { 200: studyGroupSchema, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { groupId } = request.params;
      await assertGroupOwner(db, groupId, viewerProfile(request));
      await deactivateGroup(db, groupId);
      return loadGroup(db, groupId);
    },
  });

  api.post('/study-group/uploadPicture/:groupId', {
    schema: {
      summary: 'Set the group picture (multipart field "image": PNG, JPEG, WebP or GIF, at most 5 MiB; owner only)',
      consumes: ['multipart/form-data'],
      params: z.object({ groupId: uuid() }),
      response: { 200: studyGroupSchema, 400: errorResponse, 403: errorResponse, 413: errorResponse, 415: errorResponse },
    },
    handler: async (request) => {
      const { groupId } = request.params;
      await assertGroupOwner(db, groupId, viewerProfile(request));
      const key = await saveUploadedImage(request, uploads);
      const previous = await loadGroup(db, groupId);
      await setGroupPicture(db, groupId, images.url(key));
      // The picture it replaces is deleted, unless something else shows it too.
      await uploads.release(previous.groupPictureUrl);
      return loadGroup(db, groupId);
    },
  });

  api.post('/study-group/join', {
    preHandler: joinRateLimit(api),
    schema: {
      summary:
        'Join a group by its code, or a public group by its id: at once, or by a pending request when it requires one or its owner removed you',
      description:
        `No such code, a replaced code and a deactivated group's code are one 404; so are no such id, a private group's id and a ` +
        `deactivated group's. Every try counts: past ${joinLimits.perAccount} per account or ${joinLimits.perAddress} per client address ` +
        `within ${joinLimits.windowMinutes} minutes, 429 with Retry-After. After a rejection, asking the same group again waits 24 hours (409).`,
      body: groupJoin,
      response: {
        200: z.object({ studyGroup: studyGroupSchema.nullable(), joinRequest: joinRequestSchema.nullable() }),
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
        429: errorResponse,
      },
    },
    handler: (request) => joinGroup(db, viewerProfile(request), request.body),
  });

  api.patch('/study-group/leave/:groupId', {
    schema: {
      summary: 'Leave a group you belong to (not one you own); you may join it again later',
      params: z.object({ groupId: uuid() }),
      response: { 200: z.object({ studyGroup: studyGroupSchema }), 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => ({ studyGroup: await leaveGroup(db, viewerProfile(request), request.params.groupId) }),
  });

  api.patch('/study-group/regenerateCode/:groupId', {
    schema: {
      summary: "Replace your group's join code; the old one stops working at once",
      params: z.object({ groupId: uuid() }),
      response: { 200: studyGroupSchema, 403: errorResponse, 404: errorResponse },
    },
    handler: (request) => regenerateCode(db, viewerProfile(request), request.params.groupId),
  });

  api.get('/study-group/public', {
    schema: {
      summary: 'Active public groups whose name contains `search` (without code or members unless you belong)',
      querystring: publicGroupQuery,
      response: { 200: z.array(studyGroupSchema), 400: errorResponse },
    },
    handler: async (request, reply) => {
      const { search, limit, cursor } = request.query;
      const pageSize = limit ?? defaultPageSize;
      const rows = await publicGroups(db, viewerProfile(request), search, await afterSeq(db, 'study_groups', cursor), pageSize + 1);
      return sendPage(reply, rows, pageSize);
    },
  });
}
