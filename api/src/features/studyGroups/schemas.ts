import { clientMutationId } from '../../http/idempotency.js';
import { joinMessages, validationMessages } from '@aula/common';
import { z } from 'zod';
import { booleanQuery, idList, paging, requiredText, text, uuid } from '../../http/schemas.js';

export const studyGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  groupPictureUrl: z.string().nullable(),
  code: z.string().nullable().describe('The join code; null for anyone but the owner and members'),
  isActive: z.boolean(),
  isPublic: z.boolean(),
  requiresRequest: z.boolean(),
  ownerId: z.string(),
  profilesId: z.array(z.string()).describe('Member profile ids; the owner is always one'),
  memberCount: z.number().int().describe('How many members, the owner included'),
  ownerName: z.string().nullable().describe("The owner's first and last name: on public groups for anyone, on others for their members"),
});
/** A study group; `profilesId` is empty and `code` null for anyone outside it (a former member, a requester, a searcher). */
export type StudyGroup = z.infer<typeof studyGroupSchema>;

// Names: the create form and the edit form each have their own message for a name that is too short.
const createName = requiredText(validationMessages.nameMin, 3, 100, validationMessages.groupNameMax);
const editName = requiredText(validationMessages.groupNameMinOnEdit, 3, 100, validationMessages.groupNameMax);
const description = text().max(1000, { error: validationMessages.groupDescriptionMax }).nullable().optional();
const profileIdList = z.array(uuid()).max(500, { error: 'Se pueden añadir como máximo 500 miembros a la vez' });

export const groupListQuery = z.object({
  ids: idList.optional(),
  isActive: booleanQuery.optional(),
  opened: booleanQuery.optional().describe('With ids: you open these groups, as getOne does (their owner may then read your names)'),
  ...paging,
});

export const groupCreate = z.object({
  name: createName,
  description,
  isPublic: z.boolean().default(true),
  requiresRequest: z.boolean().default(false),
  profilesId: profileIdList.default([]),
  ownerId: uuid().optional().describe('Must be your own profile id when given'),
  clientMutationId,
});
export type GroupCreate = z.infer<typeof groupCreate>;

export const groupUpdate = z.object({
  id: uuid().optional(),
  name: editName.optional(),
  description,
  isPublic: z.boolean().optional(),
  requiresRequest: z.boolean().optional(),
});
export type GroupUpdate = z.infer<typeof groupUpdate>;

export const membersAdded = z.object({ groupId: uuid(), profilesId: profileIdList.min(1, { error: 'Seleccione al menos un usuario' }) });

export const groupJoin = z
  .object({
    code: text()
      .pipe(z.string().min(1, { error: 'Escriba el código del grupo' }).max(32, { error: 'El código no es válido' }))
      .optional(),
    studyGroupId: uuid().optional(),
  })
  .refine((input) => (input.code === undefined) !== (input.studyGroupId === undefined), { error: joinMessages.codeOrGroup });

export const publicGroupQuery = z.object({ search: text().pipe(z.string().max(100)).optional(), ...paging });
