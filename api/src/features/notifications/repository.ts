import type { Queryable } from '../../db/database.js';
import { notFound } from '../../domain/errors.js';
import { delivered } from './delivery.js';
import type { Notification, NotificationKind } from './schemas.js';

interface NotificationRow {
  id: string;
  recipient_id: string;
  kind: NotificationKind;
  message: string;
  actor_id: string | null;
  study_group_id: string | null;
  assignment_id: string | null;
  assignment_attempt_id: string | null;
  join_request_id: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    recipientId: row.recipient_id,
    kind: row.kind,
    message: row.message,
    actorId: row.actor_id,
    studyGroupId: row.study_group_id,
    assignmentId: row.assignment_id,
    assignmentAttemptId: row.assignment_attempt_id,
    joinRequestId: row.join_request_id,
    createdAt: iso(row.created_at),
    readAt: row.read_at ? iso(row.read_at) : null,
  };
}

interface Names {
  actor: string | null;
  /** 'Nombre Apellido (usuario)': for the kinds only a group's owner receives, about its student. */
  named: string | null;
  group: string | null;
  assignment: string | null;
}

/** The Spanish text of each kind, as the web shows it. */
const texts: Record<NotificationKind, (n: Names) => string> = {
  JOIN_REQUESTED: (n) => `${n.named} solicitó unirse al grupo «${n.group}»`,
  JOIN_APPROVED: (n) => `Su solicitud para unirse al grupo «${n.group}» fue aceptada`,
  JOIN_REJECTED: (n) => `Su solicitud para unirse al grupo «${n.group}» fue rechazada`,
  ADDED_TO_GROUP: (n) => `${n.actor} le añadió al grupo «${n.group}»`,
  ASSIGNMENT_PUBLISHED: (n) => `Nueva tarea «${n.assignment}» en el grupo «${n.group}»`,
  ATTEMPT_SUBMITTED: (n) => `${n.named} entregó la tarea «${n.assignment}»`,
  ANSWER_GRADED: (n) => `Se calificó su respuesta corta en la tarea «${n.assignment}»`,
  MEMBER_JOINED: (n) => `${n.named} se unió al grupo «${n.group}»`,
  ATTEMPT_GRADED: (n) => `Su docente calificó o comentó su intento en la tarea «${n.assignment}»`,
};

export interface NotificationDraft {
  kind: NotificationKind;
  recipientIds: string[];
  actorId?: string | null;
  studyGroupId?: string | null;
  assignmentId?: string | null;
  assignmentAttemptId?: string | null;
  joinRequestId?: string | null;
}

/**
 * Writes one notification per recipient with the caller's `db`: inside the caller's transaction they commit (and
 * are delivered live, delivery.ts) together with the change that causes them, or not at all. Never to the actor.
 */
export async function notify(db: Queryable, draft: NotificationDraft): Promise<Notification[]> {
  const recipients = [...new Set(draft.recipientIds)].filter((id) => id !== draft.actorId);
  if (recipients.length === 0) return [];
  const [names] = await db.query<Names>(
    `SELECT (SELECT username FROM profiles WHERE id = $1) AS actor,
            (SELECT u.first_name || ' ' || u.last_name || ' (' || p.username || ')' FROM profiles p JOIN users u ON u.id = p.user_id
              WHERE p.id = $1) AS named,
            (SELECT name FROM study_groups WHERE id = $2) AS "group",
            (SELECT name FROM assignments WHERE id = $3) AS assignment`,
    [draft.actorId ?? null, draft.studyGroupId ?? null, draft.assignmentId ?? null],
  );
  const rows = await db.query<NotificationRow>(
    `INSERT INTO notifications (recipient_id, kind, message, actor_id, study_group_id, assignment_id, assignment_attempt_id, join_request_id)
     SELECT unnest($1::uuid[]), $2, $3, $4, $5, $6, $7, $8 RETURNING *`,
    [
      recipients,
      draft.kind,
      texts[draft.kind](names!),
      draft.actorId ?? null,
      draft.studyGroupId ?? null,
      draft.assignmentId ?? null,
      draft.assignmentAttemptId ?? null,
      draft.joinRequestId ?? null,
    ],
  );
  const created = rows.map(toNotification);
  delivered(db, created);
  return created;
}

/**
 * Notifies as `sql` finds it: one row of a draft's fields (quoted camelCase: "recipientIds", "actorId", …), or
 * nothing when it finds no row.
 */
async function notifyAsFound(db: Queryable, kind: NotificationKind, sql: string, params: unknown[]) {
  const [found] = await db.query<Omit<NotificationDraft, 'kind'>>(sql, params);
  if (found) await notify(db, { kind, ...found });
}

/**
 * An assignment that members can solve appeared: published and its time come, active, in an active group, with at
 * least one question. Told once per assignment (to its assignee when it has one, else to every member but the
 * owner), however often its questions change afterwards: the UPDATE that marks it notified is the guard, so two
 * processes running the publication job at once tell it once.
 */
export async function notifyAssignmentPublished(db: Queryable, assignmentId: string) {
  await notifyAsFound(
    db,
    'ASSIGNMENT_PUBLISHED',
    `UPDATE assignments a SET notified_at = now() FROM study_groups g
      WHERE a.id = $1 AND g.id = a.study_group_id AND a.notified_at IS NULL AND a.published_at <= now()
        AND a.is_active AND g.is_active
        AND EXISTS (SELECT 1 FROM assignment_questions aq WHERE aq.assignment_id = a.id AND aq.is_active)
      RETURNING coalesce(CASE WHEN a.assignee_profile_id IS NOT NULL THEN ARRAY[a.assignee_profile_id]
                              ELSE (SELECT array_agg(m.profile_id) FROM study_group_members m WHERE m.study_group_id = g.id) END,
                         '{}') AS "recipientIds",
                a.assigner_profile_id AS "actorId", a.study_group_id AS "studyGroupId", a.id AS "assignmentId"`,
    [assignmentId],
  );
}

/** A student submitted an attempt: its group's owner is told. */
export async function notifyAttemptSubmitted(db: Queryable, attemptId: string) {
  await notifyAsFound(
    db,
    'ATTEMPT_SUBMITTED',
    `SELECT ARRAY[g.owner_id] AS "recipientIds", at.profile_id AS "actorId", a.study_group_id AS "studyGroupId",
            at.assignment_id AS "assignmentId", at.id AS "assignmentAttemptId"
       FROM assignment_attempts at JOIN assignments a ON a.id = at.assignment_id JOIN study_groups g ON g.id = a.study_group_id
      WHERE at.id = $1`,
    [attemptId],
  );
}

/**
 * The owner graded or commented on a student's attempt (or a regrade changed it): the student is told, once. While
 * one such notification of the attempt is unread, it stands for the new grades too (no new one: several grades in a
 * row make one notification). The caller holds the attempt's row lock, so two gradings never both add one.
 */
export async function notifyAttemptGraded(db: Queryable, attemptId: string, graderId: string) {
  await notifyAsFound(
    db,
    'ATTEMPT_GRADED',
    `SELECT ARRAY[at.profile_id] AS "recipientIds", $2::uuid AS "actorId", a.study_group_id AS "studyGroupId",
            at.assignment_id AS "assignmentId", at.id AS "assignmentAttemptId"
       FROM assignment_attempts at JOIN assignments a ON a.id = at.assignment_id
      WHERE at.id = $1 AND NOT EXISTS (SELECT 1 FROM notifications n
                                        WHERE n.assignment_attempt_id = at.id AND n.kind = 'ATTEMPT_GRADED' AND n.read_at IS NULL)`,
    [attemptId, graderId],
  );
}

/** The viewer's notifications, newest first (keyset paging backwards on seq: `before` is the last seq shown). */
export async function listNotifications(
  db: Queryable,
  recipientId: string,
  filter: { unreadOnly?: boolean; ids?: string[] },
  before: number,
  limit: number,
) {
  const rows = await db.query<NotificationRow>(
    `SELECT * FROM notifications
      WHERE recipient_id = $1 AND ($2::integer = 0 OR seq < $2)
        AND (NOT $3::boolean OR read_at IS NULL)
        AND ($4::uuid[] IS NULL OR id = ANY($4::uuid[]))
      ORDER BY seq DESC LIMIT $5`,
    [recipientId, before, filter.unreadOnly ?? false, filter.ids ?? null, limit],
  );
  return rows.map(toNotification);
}

export async function unreadCount(db: Queryable, recipientId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM notifications WHERE recipient_id = $1 AND read_at IS NULL', [
    recipientId,
  ]);
  return row!.count;
}

/**
 * Marks the viewer's notifications read (all of them when `ids` is left out). An id that is not the viewer's is a
 * 404 and nothing is marked: nobody learns whether another's notification exists.
 */
export async function markRead(db: Queryable, recipientId: string, ids: string[] | undefined) {
  const unique = ids && [...new Set(ids)];
  if (unique) {
    const [{ own } = { own: 0 }] = await db.query<{ own: number }>(
      'SELECT count(*)::int AS own FROM notifications WHERE recipient_id = $1 AND id = ANY($2::uuid[])',
      [recipientId, unique],
    );
    if (own !== unique.length) throw notFound();
  }
  const rows = await db.query<NotificationRow>(
    `UPDATE notifications SET read_at = coalesce(read_at, now())
      WHERE recipient_id = $1 AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[])) AND ($2::uuid[] IS NOT NULL OR read_at IS NULL)
      RETURNING *`,
    [recipientId, unique ?? null],
  );
  return rows.map(toNotification);
}
