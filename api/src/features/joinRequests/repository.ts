import type { Queryable } from '../../db/database.js';
import type { JoinRequest } from './schemas.js';

export interface JoinRequestRow {
  id: string;
  study_group_id: string;
  profile_id: string;
  status: JoinRequest['status'];
  created_at: Date | string;
  decided_at: Date | string | null;
}

export function toJoinRequest(row: JoinRequestRow): JoinRequest {
  return {
    id: row.id,
    studyGroupId: row.study_group_id,
    profileId: row.profile_id,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

/** A pending request, or undefined when the profile already has one for the group (the unique index decides). */
export async function insertJoinRequest(db: Queryable, groupId: string, profileId: string) {
  const [row] = await db.query<JoinRequestRow>(
    `INSERT INTO join_requests (study_group_id, profile_id) VALUES ($1, $2)
     ON CONFLICT (study_group_id, profile_id) WHERE status = 'PENDING' DO NOTHING RETURNING *`,
    [groupId, profileId],
  );
  return row;
}

/** The request, locked until the transaction ends so that two decisions cannot both pass. */
export async function lockJoinRequest(db: Queryable, id: string) {
  const [row] = await db.query<JoinRequestRow>('SELECT * FROM join_requests WHERE id = $1 FOR UPDATE', [id]);
  return row;
}

/** Settles a pending request: the owner's decision, or its requester withdrawing it. */
export async function decideJoinRequest(db: Queryable, id: string, status: 'APPROVED' | 'REJECTED' | 'CANCELLED') {
  const [row] = await db.query<JoinRequestRow>('UPDATE join_requests SET status = $2, decided_at = now() WHERE id = $1 RETURNING *', [id, status]);
  return row!;
}

/** A pending request made moot by joining another way (the group stopped requiring requests) counts as approved. */
export async function settlePendingRequest(db: Queryable, groupId: string, profileId: string) {
  await db.query(
    `UPDATE join_requests SET status = 'APPROVED', decided_at = now()
      WHERE study_group_id = $1 AND profile_id = $2 AND status = 'PENDING'`,
    [groupId, profileId],
  );
}

/**
 * A page of requests: a group's (its owner's view, checked by the caller), or the viewer's own; by ids, those the
 * viewer made or that were made to a group the viewer owns.
 */
export async function listJoinRequests(
  db: Queryable,
  viewerId: string,
  filter: { groupId?: string; ids?: string[]; status?: JoinRequest['status'] },
  after: number,
  limit: number,
) {
  const rows = await db.query<JoinRequestRow>(
    `SELECT r.* FROM join_requests r JOIN study_groups g ON g.id = r.study_group_id
      WHERE r.seq > $1
        AND CASE WHEN $3::uuid IS NOT NULL THEN r.study_group_id = $3
                 WHEN $4::uuid[] IS NOT NULL THEN r.id = ANY($4::uuid[]) AND (r.profile_id = $2 OR g.owner_id = $2)
                 ELSE r.profile_id = $2 END
        AND ($5::text IS NULL OR r.status = $5)
      ORDER BY r.seq LIMIT $6`,
    [after, viewerId, filter.groupId ?? null, filter.ids ?? null, filter.status ?? null, limit],
  );
  return rows.map(toJoinRequest);
}
