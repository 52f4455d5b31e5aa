import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Services } from '../../app.js';
import type { Queryable } from '../../db/database.js';
import { ApiError, badRequest, forbidden, messages, notFound } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { afterSeq, defaultPageSize, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { booleanQuery, errorResponse, idList, paging, text, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import { assertGroupMember, assertGroupOwner } from './access.js';

const tags = ['study groups'];

export const studyGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  groupPictureUrl: z.string().nullable(),
  code: z.string(),
  isActive: z.boolean(),
  isPublic: z.boolean(),
  requiresRequest: z.boolean(),
  ownerId: z.string(),
  profilesId: z.array(z.string()).describe('Member profile ids; the owner is always one'),
});

interface GroupRow {
  id: string;
  seq: number;
  name: string;
  description: string | null;
  group_picture_url: string | null;
  code: string;
  is_active: boolean;
  is_public: boolean;
  requires_request: boolean;
  owner_id: string;
  profiles_id: string[];
}

const groupColumns = `g.*, (SELECT coalesce(json_agg(m.profile_id ORDER BY m.seq), '[]'::json)
  FROM study_group_members m WHERE m.study_group_id = g.id) AS profiles_id`;

function toGroup(row: GroupRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    groupPictureUrl: row.group_picture_url,
    code: row.code,
    isActive: row.is_active,
    isPublic: row.is_public,
    requiresRequest: row.requires_request,
    ownerId: row.owner_id,
    profilesId: row.profiles_id,
  };
}

async function loadGroup(db: Queryable, id: string) {
  const [row] = await db.query<GroupRow>(`SELECT ${groupColumns} FROM study_groups g WHERE g.id = $1`, [id]);
  if (!row) throw notFound();
  return toGroup(row);
}

/** Adds profiles to a group, ignoring ones already in it; unknown profile ids are a 400, not a silent skip. */
async function addMembers(db: Queryable, groupId: string, profileIds: string[]) {
  const unique = [...new Set(profileIds)];
  if (unique.length === 0) return;
  const [{ found } = { found: 0 }] = await db.query<{ found: number }>(
    'SELECT count(*)::int AS found FROM profiles WHERE id = ANY($1::uuid[])',
    [unique],
  );
  if (found !== unique.length) throw badRequest('Alguno de los perfiles no existe');
  await db.query(
    `INSERT INTO study_group_members (study_group_id, profile_id)
     SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
    [groupId, unique],
  );
}

// Names: create uses SPEC.md's create-group message, edit its edit-group message.
const createName = text({ required: 'Necesita tener 3 caracteres como mínimo' })
  .min(3, { error: 'Necesita tener 3 caracteres como mínimo' })
  .max(100, { error: 'El nombre admite como máximo 100 caracteres' });
const editName = text({ required: 'Debe tener mínimo 3 caracteres' })
  .min(3, { error: 'Debe tener mínimo 3 caracteres' })
  .max(100, { error: 'El nombre admite como máximo 100 caracteres' });
const description = text()
  .max(1000, { error: 'La descripción admite como máximo 1000 caracteres' })
  .nullable()
  .optional();
const profileIdList = z.array(uuid()).max(500, { error: 'Se pueden añadir como máximo 500 miembros a la vez' });

export function studyGroupRoutes(api: Router, { db, images }: Services) {
  api.get('/study-group/getAll', {
    schema: {
      tags,
      summary: 'Groups you belong to (optionally by ids or active state)',
      querystring: z.object({ ids: idList.optional(), isActive: booleanQuery.optional(), ...paging }),
      response: { 200: z.array(studyGroupSchema) },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { ids, isActive, limit, cursor } = request.query;
      const pageSize = ids ? ids.length : (limit ?? defaultPageSize);
      const rows = await db.query<GroupRow>(
        `SELECT ${groupColumns} FROM study_groups g
          WHERE g.seq > $1
            AND EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $2)
            AND ($3::uuid[] IS NULL OR g.id = ANY($3::uuid[]))
            AND ($4::boolean IS NULL OR g.is_active = $4)
          ORDER BY g.seq LIMIT $5`,
        [await afterSeq(db, 'study_groups', cursor), viewerId, ids ?? null, isActive ?? null, pageSize + 1],
      );
      return sendPage(reply, rows, pageSize).map(toGroup);
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
      const rows = await db.query<GroupRow>(
        `SELECT ${groupColumns} FROM study_groups g
          WHERE g.seq > $1 AND g.is_active
            AND EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $2)
          ORDER BY g.seq LIMIT $3`,
        [await afterSeq(db, 'study_groups', request.query.cursor), request.params.profileId, pageSize + 1],
      );
      return sendPage(reply, rows, pageSize).map(toGroup);
    },
  });

  api.post('/study-group/create', {
    schema: {
      tags,
      summary: 'Create a group owned by you, with its first members',
      body: z.object({
        name: createName,
        description,
        isPublic: z.boolean().default(true),
        requiresRequest: z.boolean().default(false),
        profilesId: profileIdList.default([]),
        ownerId: uuid().optional().describe('Must be your own profile id when given'),
      }),
      response: { 201: studyGroupSchema, 400: errorResponse, 403: errorResponse },
    },
    handler: async (request, reply) => {
      const ownerId = viewerProfile(request);
      const input = request.body;
      if (input.ownerId && input.ownerId !== ownerId) throw forbidden();
      const group = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO study_groups (name, description, is_public, requires_request, owner_id, code)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [input.name, input.description || null, input.isPublic, input.requiresRequest, ownerId, randomBytes(5).toString('hex').toUpperCase()],
        );
        await addMembers(tx, row!.id, [ownerId, ...input.profilesId]);
        return loadGroup(tx, row!.id);
      });
      return reply.status(201).send(group);
    },
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
      body: z.object({
        id: uuid().optional(),
        name: editName.optional(),
        description,
        isPublic: z.boolean().optional(),
        requiresRequest: z.boolean().optional(),
      }),
      response: { 200: studyGroupSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { id } = request.params;
      const input = request.body;
      if (input.id && input.id !== id) throw badRequest('El identificador no coincide con la ruta');
      await assertGroupOwner(db, id, viewerProfile(request));
      await db.query(
        `UPDATE study_groups SET
           name = coalesce($2, name),
           description = CASE WHEN $3::boolean THEN $4 ELSE description END,
           is_public = coalesce($5, is_public),
           requires_request = coalesce($6, requires_request)
         WHERE id = $1`,
        [id, input.name ?? null, input.description !== undefined, input.description || null, input.isPublic ?? null, input.requiresRequest ?? null],
      );
      return loadGroup(db, id);
    },
  });

  api.patch('/study-group/addMembers', {
    schema: {
      tags,
      summary: 'Add members to your group',
      body: z.object({ groupId: uuid(), profilesId: profileIdList.min(1, { error: 'Seleccione al menos un usuario' }) }),
      response: { 200: studyGroupSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { groupId, profilesId } = request.body;
      return db.transaction(async (tx) => {
        await assertGroupOwner(tx, groupId, viewerProfile(request));
        await addMembers(tx, groupId, profilesId);
        return loadGroup(tx, groupId);
      });
    },
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
      const removed = await db.query(
        'DELETE FROM study_group_members WHERE study_group_id = $1 AND profile_id = $2 RETURNING profile_id',
        [groupId, profileId],
      );
      if (removed.length === 0) throw notFound();
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
      await db.query('UPDATE study_groups SET is_active = false WHERE id = $1', [groupId]);
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
      if (!request.isMultipart()) throw new ApiError(415, messages.unsupportedMedia);
      const { file } = await readMultipart(request);
      if (!file) throw badRequest('Falta la imagen');
      const key = await images.save(file);
      await db.query('UPDATE study_groups SET group_picture_url = $2 WHERE id = $1', [groupId, images.url(key)]);
      return loadGroup(db, groupId);
    },
  });
}
