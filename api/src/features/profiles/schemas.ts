import { usernameRule, validationMessages } from '@aula/common';
import { z } from 'zod';
import { idList, paging, text, uuid } from '../../http/schemas.js';
import { personName, phone, userSchema } from '../auth/schemas.js';

export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
  studyGroupsIDs: z.array(z.string()).optional().describe('Only on your own profile'),
  userId: z.string().optional().describe('Only on your own profile'),
  firstName: z
    .string()
    .nullable()
    .describe('Yours, and those of the profiles in groups you own (members, requesters, students with attempts); null otherwise'),
  lastName: z.string().nullable().describe('Readable as firstName'),
  email: z.string().nullable().describe('Readable as firstName; null for a deleted account'),
});
/** A profile: in full for its owner, as id, username and picture for everybody else. */
export type Profile = z.infer<typeof profileSchema>;

export const publicProfileSchema = profileSchema.pick({
  id: true,
  username: true,
  profilePictureUrl: true,
  firstName: true,
  lastName: true,
  email: true,
});
/** What a profile search shows of anybody: id, username and picture, and the names only to whom may read them. */
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const profileList = z.array(publicProfileSchema);

export const profileListQuery = z.object({
  ids: idList.optional(),
  userId: uuid().optional(),
  groupId: uuid().optional().describe('Members of this group (you must belong to it)'),
  excludeGroupId: uuid().optional().describe('Profiles that are not members of this group (you must own it)'),
  excludeProfileId: idList.optional().describe('Comma-separated profile ids to leave out'),
  username: text().max(60).optional().describe('Case-insensitive part of the username; at most 5 results'),
  search: text()
    .max(60)
    .optional()
    .describe(
      'Each word part of the username or a whole first or last name, ignoring case and accents; at most 5 results (names shown only where readable)',
    ),
  ...paging,
});
export type ProfileListQuery = z.infer<typeof profileListQuery>;

/** A chosen username (usernameRule): 3 to 30 Latin letters, digits, dots, hyphens or underscores, not only symbols. */
const username = text()
  .min(usernameRule.min, { error: validationMessages.usernameMin })
  .max(usernameRule.max, { error: validationMessages.usernameMax })
  .regex(usernameRule.characters, { error: validationMessages.usernameCharacters })
  .regex(usernameRule.letterOrDigit, { error: validationMessages.usernameLetterOrDigit });

export const profileCreate = z.object({ username: username.optional() }).default({});

export const profileUpdate = z.object({
  firstName: personName.optional(),
  lastName: personName.optional(),
  phone: phone.optional().describe('As sign-up takes it: "+51 987654321" (the country code, then 6 to 14 digits)'),
  username: username.optional().describe('Unique, ignoring case'),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const profileUpdated = z.object({ user: userSchema, profile: profileSchema });
/** What PATCH /profile/update answers: the user as verifyToken shows it, and the own profile. */
export type ProfileUpdated = z.infer<typeof profileUpdated>;

export const profileQuery = z.object({ id: uuid().optional(), userId: uuid().optional(), username: text().max(60).optional() });
