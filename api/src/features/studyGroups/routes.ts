import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../domain/errors.js';
import { saveUploadedImage } from '../../http/multipart.js';
import { afterSeq, defaultPageSize, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { errorResponse, paging, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { assertGroupMember, assertGroupOwner } from './access.js';
import { joinRequestSchema } from '../joinRequests/schemas.js';
import { joinGroup, regenerateCode } from './joining.js';
import { addMembersAsOwner, createGroup } from './membership.js';
import { deactivateGroup, groupsOfMember, listGroups, loadGroup, publicGroups, removeMember, setGroupPicture, updateGroup } from './repository.js';
import { groupCreate, groupJoin, groupListQuery, groupUpdate, membersAdded, publicGroupQuery, studyGroupSchema } from './schemas.js';

const tags = ['study groups'];

export function studyGroupRoutes(api: Router, { db, images }: Services) {
  api.get('/study-group/getAll', {
    schema: {
      tags,
      summary: 'Groups you belong to (optionally by ids or active state); by ids, also those you submitted an attempt in',
      querystring: groupListQuery,
      response: { 200: z.array(studyGroupSchema) },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { ids, isActive, limit, cursor } = request.query;
      const pageSize = ids ? ids.length : (limit ?? defaultPageSize);
      const rows = await listGroups(db, viewerId, { ids, isActive }, await afterSeq(db, 'study_groups', cursor), pageSize + 1);
      return sendPage(reply, rows, pageSize);
    },
  });

  api.get('/study-group/getByMember/:profileId', {
    schema: {
      tags,
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
      tags,
      summary: 'Create a group owned by you, with its first members',
      body: groupCreate,
      response: { 201: studyGroupSchema, 400: errorResponse, 403: errorResponse },
    },
    handler: async (request, reply) => reply.status(201).send(await createGroup(db, viewerProfile(request), request.body)),
  });

  api.get('/study-group/getOne', {
    schema: {
      tags,
      summary: 'One group you belong to',
      querystring: z.object({ id: uuid() }),
      response: { 200: studyGroupSchema, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      await assertGroupMember(db, request.query.id, viewerProfile(request));
      return loadGroup(db, request.query.id);
    },
  });

  api.patch('/study-group/update/:id', {
    schema: {
      tags,
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
      tags,
      summary: 'Add members to your group',
      body: membersAdded,
      response: { 200: studyGroupSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: (request) => addMembersAsOwner(db, viewerProfile(request), request.body.groupId, request.body.profilesId),
  });

  api.delete('/study-group/removeMember', {
    schema: {
      tags,
      summary: 'Remove a member from your group (the owner stays)',
      body: z.object({ groupId: uuid(), profileId: uuid() }),
      response: { 200: studyGroupSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { groupId, profileId } = request.body;
      const group = await assertGroupOwner(db, groupId, viewerProfile(request));
      if (profileId === group.owner_id) throw badRequest('No se puede eliminar al propietario del grupo');
      if (!(await removeMember(db, groupId, profileId))) throw notFound();
      return loadGroup(db, groupId);
    },
  });

  api.patch('/study-group/deactivate/:groupId', {
    schema: {
      tags,
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
      tags,
      summary: 'Set the group picture (multipart field "image": PNG, JPEG, WebP or GIF, at most 5 MiB; owner only)',
      consumes: ['multipart/form-data'],
      params: z.object({ groupId: uuid() }),
      response: { 200: studyGroupSchema, 400: errorResponse, 403: errorResponse, 413: errorResponse, 415: errorResponse },
    },
    handler: async (request) => {
      const { groupId } = request.params;
      await assertGroupOwner(db, groupId, viewerProfile(request));
      const key = await saveUploadedImage(request, images);
      await setGroupPicture(db, groupId, images.url(key));
      return loadGroup(db, groupId);
    },
  });

  api.post('/study-group/join', {
    schema: {
      tags,
      summary: 'Join a group by its code, or a public group by its id: at once, or by a pending request when it requires one',
      body: groupJoin,
      response: {
        200: z.object({ studyGroup: studyGroupSchema.nullable(), joinRequest: joinRequestSchema.nullable() }),
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
      },
    },
    handler: (request) => joinGroup(db, viewerProfile(request), request.body),
  });

  api.patch('/study-group/regenerateCode/:groupId', {
    schema: {
      tags,
      summary: 'Replace your group\'s join code; the old one stops working at once',
      params: z.object({ groupId: uuid() }),
      response: { 200: studyGroupSchema, 403: errorResponse, 404: errorResponse },
    },
    handler: (request) => regenerateCode(db, viewerProfile(request), request.params.groupId),
  });

  api.get('/study-group/public', {
    schema: {
      tags,
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
