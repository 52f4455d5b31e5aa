import * as yup from 'yup';
import { normalizeText, validationMessages } from '@aula/common';

/** Validates what will be sent: the text trimmed, inner whitespace collapsed. */
const normalized = () => yup.string().transform((value: unknown) => (typeof value === 'string' ? normalizeText(value) : value));

// The maxima are the server's (api/src/features/studyGroups/routes.ts), so a too-long text is caught before sending.
const groupName = (message: string) => normalized().required(message).min(3, message).max(100, validationMessages.groupNameMax);

const description = normalized().max(1000, validationMessages.groupDescriptionMax);

/** The image types the api accepts for a group picture (it checks their bytes too). */
export const pictureTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** The group picture, optional: the types and the 5 MiB the api takes (it checks the bytes too). */
const picture = yup
  .mixed<File>()
  .nullable()
  .test('type', 'La foto debe ser PNG, JPEG, WebP o GIF', (file) => !file || pictureTypes.includes(file.type))
  .test('size', 'La foto admite como máximo 5 MB', (file) => !file || file.size <= 5 * 1024 * 1024);

/** Creating a group: the rules and their Spanish messages. */
export const createGroupSchema = yup.object({
  name: groupName(validationMessages.nameMin),
  description,
  isPublic: yup.boolean(),
  requiresRequest: yup.boolean(),
  picture,
});

/** Editing a group: the same rules, worded as the edit screen words them. */
export const editGroupSchema = yup.object({
  name: groupName(validationMessages.groupNameMinOnEdit),
  description,
  picture,
});
