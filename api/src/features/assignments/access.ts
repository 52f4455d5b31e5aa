import type { Queryable } from '../../db/database.js';
import { forbidden, notFound } from '../../domain/errors.js';
import { assertAssignmentReader } from '../studyGroups/access.js';
import { findAssignment } from './repository.js';

/** An assignment the viewer may see: owners see every one of their groups'; members only active, published ones. */
export async function loadAssignment(db: Queryable, id: string, viewerId: string) {
  const row = await findAssignment(db, id, viewerId);
  if (!row) throw notFound();
  await assertAssignmentReader(db, row, viewerId);
  // A draft, or one scheduled for later, does not exist for members yet.
  if (!row.is_owner && !row.is_published) throw notFound();
  return row;
}

/** What loadAssignment allows, and also an assignment the viewer submitted an attempt to: grades are history. */
export async function loadReadableAssignment(db: Queryable, id: string, viewerId: string) {
  const row = await findAssignment(db, id, viewerId);
  return row?.has_attempt ? row : loadAssignment(db, id, viewerId);
}

/** An assignment the viewer manages: 403 for members, who may only read it. */
export async function loadOwnAssignment(db: Queryable, id: string, viewerId: string) {
  const row = await loadAssignment(db, id, viewerId);
  if (!row.is_owner) throw forbidden();
  return row;
}
