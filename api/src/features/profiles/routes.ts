import { z } from 'zod';
import type { Services } from '../../app.js';
import { ApiError, badRequest, forbidden, messages, notFound } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { afterSeq, defaultPageSize, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { errorResponse, idList, paging, text, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import { assertGroupMember, assertGroupOwner } from '../studyGroups/access.js';
import {
  createProfile,
  findProfile,
  ownProfile,
  publicProfile,
  uniqueUsername,
  type ProfileRow,
} from './repository.js';

const tags = ['profiles'];
/** SPEC.md section 9: a search by name returns at most 5 profiles. */
const nameSearchLimit = 5;

export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
  studyGroupsIDs: z.array(z.string()).optional().describe('Only on your own profile'),
  userId: z.string().optional().describe('Only on your own profile'),
});

const profileList = z.array(profileSchema.pick({ id: true, username: true, profilePictureUrl: true }));

const listQuery = z.object({
  ids: idList.optional(),
  userId: uuid().optional(),
  groupId: uuid().optional().describe('Members of this group (you must belong to it)'),
  excludeGroupId: uuid().optional().describe('Profiles that are not members of this group (you must own it)'),
  excludeProfileId: idList.optional().describe('Comma-separated profile ids to leave out'),
  username: text().max(60).optional().describe('Case-insensitive part of the username; at most 5 results'),
  ...paging,
});

export function profileRoutes(api: Router, { db, images }: Services) {
  /** One query serves every profile listing; the filters only add conditions. */
  async function listProfiles(viewerId: string, query: z.infer<typeof listQuery>) {
    if (query.groupId) await assertGroupMember(db, query.groupId, viewerId);
    if (query.excludeGroupId) await assertGroupOwner(db, query.excludeGroupId, viewerId);
    const conditions: string[] = ['p.seq > $1'];
    const params: unknown[] = [await afterSeq(db, 'profiles', query.cursor)];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      conditions.push(sql.replaceAll('?', `$${params.length}`));
    };
    if (query.ids) add('p.id = ANY(?::uuid[])', query.ids);
    if (query.userId) add('p.user_id = ?', query.userId);
    if (query.groupId)
      add('EXISTS (SELECT 1 FROM study_group_members m WHERE m.profile_id = p.id AND m.study_group_id = ?)', query.groupId);
    if (query.excludeGroupId)
      add('NOT EXISTS (SELECT 1 FROM study_group_members m WHERE m.profile_id = p.id AND m.study_group_id = ?)', query.excludeGroupId);
    if (query.excludeProfileId) add('NOT (p.id = ANY(?::uuid[]))', query.excludeProfileId);
    if (query.username) add(`p.username ILIKE '%' || ? || '%'`, query.username.replace(/[\\%_]/g, '\\$&'));
    let pageSize = query.ids ? query.ids.length : (query.limit ?? defaultPageSize);
    if (query.username) pageSize = Math.min(pageSize, nameSearchLimit);
    params.push(pageSize + 1);
    const rows = await db.query<ProfileRow>(
      `SELECT p.id, p.seq, p.username, p.profile_picture_url FROM profiles p
        WHERE ${conditions.join(' AND ')} ORDER BY p.seq LIMIT $${params.length}`,
      params,
    );
    return { rows, pageSize };
  }

  api.post('/profile/create', {
    schema: {
      tags,
      summary: 'Create the profile of the calling user (sign-up already makes one; 409 when it exists)',
      body: z
        .object({
          username: text()
            .min(3, { error: 'El nombre de usuario debe tener al menos 3 caracteres' })
            .max(30)
            .regex(/^[\p{L}\p{N}._-]+$/u, { error: 'El nombre de usuario solo admite letras, números, puntos y guiones' })
            .optional(),
        })
        .default({}),
      response: { 201: profileSchema, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const { userId } = request.viewer!;
      const requested = request.body.username;
      const profile = await db
        .transaction(async (tx) => {
          if (await findProfile(tx, 'user_id', userId)) throw new ApiError(409, messages.conflict);
          if (requested && (await findProfile(tx, 'username', requested))) {
            throw new ApiError(409, 'Ese nombre de usuario ya está en uso');
          }
          const [user] = await tx.query<{ first_name: string; last_name: string; email: string }>(
            'SELECT first_name, last_name, email FROM users WHERE id = $1',
            [userId],
          );
          const username = requested ?? (await uniqueUsername(tx, user!.first_name + user!.last_name, user!.email.split('@')[0]!));
          await createProfile(tx, userId, username);
          return (await findProfile(tx, 'user_id', userId))!;
        })
        .catch((error: { code?: string }) => {
          if (error.code === '23505') throw new ApiError(409, messages.conflict);
          throw error;
        });
      return reply.status(201).send(ownProfile(profile));
    },
  });

  api.get('/profile/getOne', {
    schema: {
      tags,
      summary: 'One profile by id, userId or username (your own one in full, others as id, username and picture)',
      querystring: z.object({ id: uuid().optional(), userId: uuid().optional(), username: text().max(60).optional() }),
      response: { 200: profileSchema, 404: errorResponse },
    },
    handler: async (request) => {
      const { id, userId, username } = request.query;
      const row = id
        ? await findProfile(db, 'id', id)
        : userId
          ? await findProfile(db, 'user_id', userId)
          : username
            ? await findProfile(db, 'username', username)
            : await findProfile(db, 'user_id', request.viewer!.userId);
      if (!row) throw notFound();
      return row.user_id === request.viewer!.userId ? ownProfile(row) : publicProfile(row);
    },
  });

  api.get('/profile/getAll', {
    schema: {
      tags,
      summary: 'Profiles (id, username, picture) by ids, group, name search, or leaving some out',
      querystring: listQuery,
      response: { 200: profileList },
    },
    handler: async (request, reply) => {
      const { rows, pageSize } = await listProfiles(viewerProfile(request), request.query);
      return sendPage(reply, rows, pageSize).map(publicProfile);
    },
  });

  api.get('/profile/getAllExcept', {
    schema: {
      tags,
      summary: 'Profiles excluding the given ones (the member picker leaves out the viewer and chosen users)',
      querystring: listQuery.omit({ excludeProfileId: true }).extend({ profileIds: idList }),
      response: { 200: profileList },
    },
    handler: async (request, reply) => {
      const { profileIds, ...rest } = request.query;
      const { rows, pageSize } = await listProfiles(viewerProfile(request), { ...rest, excludeProfileId: profileIds });
      return sendPage(reply, rows, pageSize).map(publicProfile);
    },
  });

  api.get('/profile/getProfilesWithAttempts/:assignmentId', {
    schema: {
      tags,
      summary: 'Students who submitted an attempt on the assignment (group owner only)',
      params: z.object({ assignmentId: uuid() }),
      response: { 200: z.array(z.object({ id: z.string(), username: z.string() })) },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      const [assignment] = await db.query<{ study_group_id: string }>(
        'SELECT study_group_id FROM assignments WHERE id = $1',
        [request.params.assignmentId],
      );
      if (!assignment) throw notFound();
      await assertGroupOwner(db, assignment.study_group_id, viewerId);
      return db.query<{ id: string; username: string }>(
        `SELECT p.id, p.username FROM profiles p
          WHERE EXISTS (SELECT 1 FROM assignment_attempts a WHERE a.profile_id = p.id AND a.assignment_id = $1)
          ORDER BY p.username`,
        [request.params.assignmentId],
      );
    },
  });

  api.post('/profile/uploadPicture', {
    schema: {
      tags,
      summary: 'Set your profile picture (multipart field "image": PNG, JPEG, WebP or GIF, at most 5 MiB)',
      consumes: ['multipart/form-data'],
      response: { 200: profileSchema, 400: errorResponse, 413: errorResponse, 415: errorResponse },
    },
    handler: async (request) => {
      if (!request.isMultipart()) throw new ApiError(415, messages.unsupportedMedia);
      const { file } = await readMultipart(request);
      if (!file) throw badRequest('Falta la imagen');
      const key = await images.save(file);
      const profileId = viewerProfile(request);
      await db.query('UPDATE profiles SET profile_picture_url = $2 WHERE id = $1', [profileId, images.url(key)]);
      const row = await findProfile(db, 'id', profileId);
      if (!row) throw forbidden();
      return ownProfile(row);
    },
  });
}
