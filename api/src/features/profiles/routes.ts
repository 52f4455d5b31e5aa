import { z } from 'zod';
import { forbidden, notFound } from '../../domain/errors.js';
import { saveUploadedImage } from '../../http/multipart.js';
import { afterSeq, defaultPageSize, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { errorResponse, idList, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { assertAssignmentOwner, assertGroupMember, assertGroupOwner } from '../studyGroups/access.js';
import { createOwnProfile, findProfile, listProfiles, ownProfile, profilesWithAttempts, publicProfile, setProfilePicture } from './repository.js';
import { updateOwnProfile } from './editing.js';
import {
  profileCreate,
  profileList,
  profileListQuery,
  profileQuery,
  profileSchema,
  profileUpdate,
  profileUpdated,
  type ProfileListQuery,
} from './schemas.js';

/** A search by name shows at most 5 profiles, whatever limit is asked for. */
const nameSearchLimit = 5;

export function profileRoutes(api: Router, { db, images, uploads }: Services) {
  /** Members of a group are listed to its members, non-members of a group to its owner only. */
  async function profilePage(viewerId: string, { limit, cursor, ...filter }: ProfileListQuery) {
    if (filter.groupId) await assertGroupMember(db, filter.groupId, viewerId);
    if (filter.excludeGroupId) await assertGroupOwner(db, filter.excludeGroupId, viewerId);
    const after = await afterSeq(db, 'profiles', cursor);
    let pageSize = filter.ids ? filter.ids.length : (limit ?? defaultPageSize);
    if (filter.username || filter.search) pageSize = Math.min(pageSize, nameSearchLimit);
    return { rows: await listProfiles(db, viewerId, filter, after, pageSize + 1), pageSize };
  }

  api.post('/profile/create', {
    schema: {
      summary: 'Create the profile of the calling user (sign-up already makes one; 409 when it exists)',
      body: profileCreate,
      response: { 201: profileSchema, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const profile = await createOwnProfile(db, request.viewer!.userId, request.body.username);
      return reply.status(201).send(ownProfile(profile));
    },
  });

  api.patch('/profile/update', {
    schema: {
      summary: 'Change your first and last name, phone or username (each optional; the rules of sign-up, usernames unique ignoring case)',
      body: profileUpdate,
      response: { 200: profileUpdated, 400: errorResponse },
    },
    handler: (request) => updateOwnProfile(db, request.viewer!.userId, viewerProfile(request), request.body),
  });

  api.get('/profile/getOne', {
    schema: {
      summary: 'One profile by id, userId or username (your own one in full, others as id, username, picture and the names you may read)',
      querystring: profileQuery,
      response: { 200: profileSchema, 404: errorResponse },
    },
    handler: async (request) => {
      const { id, userId, username } = request.query;
      const viewer = request.viewer!.profileId;
      const row = id
        ? await findProfile(db, 'id', id, viewer)
        : userId
          ? await findProfile(db, 'user_id', userId, viewer)
          : username
            ? await findProfile(db, 'username', username, viewer)
            : await findProfile(db, 'user_id', request.viewer!.userId, viewer);
      if (!row) throw notFound();
      return row.user_id === request.viewer!.userId ? ownProfile(row) : publicProfile(row);
    },
  });

  api.get('/profile/getAll', {
    schema: {
      summary: 'Profiles (id, username, picture; names and e-mail where you may read them) by ids, group, name search, or leaving some out',
      querystring: profileListQuery,
      response: { 200: profileList },
    },
    handler: async (request, reply) => {
      const { rows, pageSize } = await profilePage(viewerProfile(request), request.query);
      return sendPage(reply, rows, pageSize).map(publicProfile);
    },
  });

  api.get('/profile/getAllExcept', {
    schema: {
      summary: 'Profiles excluding the given ones (the member picker leaves out the viewer and chosen users)',
      querystring: profileListQuery.omit({ excludeProfileId: true }).extend({ profileIds: idList }),
      response: { 200: profileList },
    },
    handler: async (request, reply) => {
      const { profileIds, ...rest } = request.query;
      const { rows, pageSize } = await profilePage(viewerProfile(request), { ...rest, excludeProfileId: profileIds });
      return sendPage(reply, rows, pageSize).map(publicProfile);
    },
  });

  api.get('/profile/getProfilesWithAttempts/:assignmentId', {
    schema: {
      summary: 'Students who submitted an attempt on the assignment (group owner only)',
      params: z.object({ assignmentId: uuid() }),
      response: { 200: z.array(z.object({ id: z.string(), username: z.string() })) },
    },
    handler: async (request) => {
      await assertAssignmentOwner(db, request.params.assignmentId, viewerProfile(request));
      return profilesWithAttempts(db, request.params.assignmentId);
    },
  });

  api.post('/profile/uploadPicture', {
    schema: {
      summary: 'Set your profile picture (multipart field "image": PNG, JPEG, WebP or GIF, at most 5 MiB)',
      consumes: ['multipart/form-data'],
      response: { 200: profileSchema, 400: errorResponse, 413: errorResponse, 415: errorResponse },
    },
    handler: async (request) => {
      const key = await saveUploadedImage(request, uploads);
      const profileId = viewerProfile(request);
      const previous = await findProfile(db, 'id', profileId);
      await setProfilePicture(db, profileId, images.url(key));
      // The picture it replaces is deleted, unless something else shows it too.
      await uploads.release(previous?.profile_picture_url);
      const row = await findProfile(db, 'id', profileId, profileId);
      if (!row) throw forbidden();
      return ownProfile(row);
    },
  });
}
