import { z } from 'zod';
import type { Queryable } from '../db/database.js';

/** The optional id a client gives a create so that sending it again returns the first record. */
export const clientMutationId = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[\w-]+$/, { error: 'El identificador de la operación no es válido' })
  .optional()
  .describe('Makes the create idempotent: the same id again (per author) returns the first record instead of a second one');

const tables = {
  study_groups: 'owner_id',
  assignments: 'assigner_profile_id',
  questions: 'profile_id',
} as const;

/** The id of the row the author created before with this client mutation id, if any. */
export async function createdBefore(db: Queryable, table: keyof typeof tables, authorId: string, id: string | undefined) {
  if (!id) return undefined;
  const [row] = await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE ${tables[table]} = $1 AND client_mutation_id = $2`, [authorId, id]);
  return row?.id;
}

/** Runs a create; when a twin with the same client mutation id won the race (unique violation), answers that one. */
export async function onceFor<T>(create: () => Promise<T>, twin: () => Promise<T | undefined>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      const first = await twin();
      if (first !== undefined) return first;
    }
    throw error;
  }
}
