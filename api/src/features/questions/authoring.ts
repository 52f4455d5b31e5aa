import type { Database, Queryable } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../domain/errors.js';
import { questionTypes } from '@aula/common';
import { parseOr400 } from '../../domain/validation.js';
import { createdBefore, onceFor } from '../../http/idempotency.js';
import type { ImageStore } from '../../storage/images.js';
import type { Uploads } from '../../storage/uploads.js';
import { assertAssignmentOwner } from '../studyGroups/access.js';
import { kindOf } from './kinds/registry.js';
import { deactivateQuestion, findQuestion, inputOf, insertQuestion, updateQuestion } from './repository.js';
import { anyQuestionInput, type QuestionInput } from './schemas.js';
import { authorView } from './views.js';

/** The image an input names, for a kind that shows one (undefined for the others). */
const imageOf = (input: QuestionInput) => (kindOf(input.type).image ? (input as { image?: string | null }).image : undefined);

/** Checks what only the server can: the author is the caller and a named image really is stored. */
export async function checkQuestionInput(input: QuestionInput, authorId: string, images: ImageStore) {
  if (input.profileId && input.profileId !== authorId) throw forbidden();
  const image = imageOf(input);
  if (image && !(await images.exists(image))) throw badRequest('La imagen no es válida');
}

/** Only its author changes a question. */
async function loadOwnQuestion(db: Queryable, id: string, authorId: string) {
  const row = await findQuestion(db, id);
  if (!row) throw notFound();
  if (row.profile_id !== authorId) throw forbidden();
  return row;
}

export interface CreateOptions {
  /** An image file for a kind that shows one; it is stored only once all else is right. */
  file?: Buffer;
  /** Runs in the question's own transaction once it is inserted (linking it to an assignment). */
  alongside?: (tx: Queryable, questionId: string) => Promise<void>;
}

/**
 * Inserts a question checked whole: every create, linked to an assignment or not, comes here. A question written
 * for an assignment names one of the author's own groups' assignments. The same clientMutationId again (a retry, a
 * double tap, a twin racing this one) returns the question created the first time, and `alongside` ran only with it.
 */
export async function createQuestion(
  db: Database,
  images: ImageStore,
  uploads: Uploads,
  authorId: string,
  input: QuestionInput,
  options: CreateOptions = {},
) {
  const first = async () => {
    const id = await createdBefore(db, 'questions', authorId, input.clientMutationId);
    const row = id ? await findQuestion(db, id) : undefined;
    return row ? authorView(row, images.url) : undefined;
  };
  const before = await first();
  if (before) return before;
  await checkQuestionInput(input, authorId, images);
  if (input.assignmentId) await assertAssignmentOwner(db, input.assignmentId, authorId);
  if (options.file && kindOf(input.type).image) (input as { image?: string | null }).image = await uploads.store(authorId, options.file);
  const insert = () =>
    db.transaction(async (tx) => {
      const row = await insertQuestion(tx, authorId, input);
      await options.alongside?.(tx, row.id);
      return authorView(row, images.url);
    });
  return onceFor(insert, first);
}

/** Merges the changed fields over the stored question and checks the result by its kind's rules; the type stays. */
export async function editQuestion(
  db: Queryable,
  images: ImageStore,
  uploads: Uploads,
  id: string,
  authorId: string,
  changes: Record<string, unknown>,
) {
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
