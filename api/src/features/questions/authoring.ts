import type { Queryable } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../domain/errors.js';
import { questionTypes } from '@aula/common';
import { parseOr400 } from '../../domain/validation.js';
import { createdBefore, onceFor } from '../../http/idempotency.js';
import type { ImageStore } from '../../storage/images.js';
import type { Uploads } from '../../storage/uploads.js';
import { assertAssignmentOwner } from '../studyGroups/access.js';
import { deactivateQuestion, findQuestion, inputOf, insertQuestion, updateQuestion } from './repository.js';
import { anyQuestionInput, type QuestionInput } from './schemas.js';
import { authorView } from './views.js';

/** Checks what only the server can: the author is the caller and a named image really is stored. */
export async function checkQuestionInput(input: QuestionInput, authorId: string, images: ImageStore) {
  if (input.profileId && input.profileId !== authorId) throw forbidden();
  if (input.type === 'TRUE_OR_FALSE' && input.image && !(await images.exists(input.image))) {
    throw badRequest('La imagen no es válida');
  }
}

/** Only its author changes a question. */
async function loadOwnQuestion(db: Queryable, id: string, authorId: string) {
  const row = await findQuestion(db, id);
  if (!row) throw notFound();
  if (row.profile_id !== authorId) throw forbidden();
  return row;
}

/**
 * Inserts a question checked whole; a file becomes a true/false question's image only once all else is right. A
 * question written for an assignment names one of the author's own groups' assignments.
 */
export async function createQuestion(db: Queryable, images: ImageStore, uploads: Uploads, authorId: string, input: QuestionInput, file?: Buffer) {
  // The same clientMutationId again (a retry) returns the question created the first time.
  const first = async () => {
    const id = await createdBefore(db, 'questions', authorId, input.clientMutationId);
    const row = id ? await findQuestion(db, id) : undefined;
    return row ? authorView(row, images.url) : undefined;
  };
  const before = await first();
  if (before) return before;
  await checkQuestionInput(input, authorId, images);
  if (input.assignmentId) await assertAssignmentOwner(db, input.assignmentId, authorId);
  if (file && input.type === 'TRUE_OR_FALSE') input.image = await uploads.store(authorId, file);
  return onceFor(async () => authorView(await insertQuestion(db, authorId, input), images.url), first);
}

/** Merges the changed fields over the stored question and checks the result by its type's rules; the type stays. */
export async function editQuestion(db: Queryable, images: ImageStore, uploads: Uploads, id: string, authorId: string, changes: Record<string, unknown>) {
  const row = await loadOwnQuestion(db, id, authorId);
  const { type } = changes;
  if (type !== undefined && !questionTypes.includes(type as never)) throw badRequest('Tipo de pregunta desconocido');
  if (type !== undefined && type !== row.type) throw badRequest('No se puede cambiar el tipo de una pregunta');
  const input = parseOr400(anyQuestionInput, { ...inputOf(row), ...changes, type: row.type });
  await checkQuestionInput(input, authorId, images);
  const updated = authorView(await updateQuestion(db, row.id, input), images.url);
  // An image it no longer shows is deleted, unless another question or an answered attempt still shows it.
  await uploads.release(row.details.image);
  return updated;
}

export async function retireQuestion(db: Queryable, images: ImageStore, id: string, authorId: string) {
  const row = await loadOwnQuestion(db, id, authorId);
  return authorView(await deactivateQuestion(db, row.id), images.url);
}
