import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database.js';
import { badRequest } from '../domain/errors.js';
import { uuidPattern } from '../domain/ids.js';

export const defaultPageSize = 50;

type PagedTable =
  | 'profiles'
  | 'study_groups'
  | 'assignments'
  | 'questions'
  | 'assignment_attempts'
  | 'question_attempts'
  | 'join_requests'
  | 'notifications';

/** A row's cursor: opaque to clients, but anyone holding a row can page after it (Relay edge cursors). */
export const cursorOf = (id: string) => Buffer.from(id, 'utf8').toString('base64url');

/** The internal sequence number after which the page starts (keyset paging: no OFFSET, no full scan). */
export async function afterSeq(db: Queryable, table: PagedTable, cursor: string | undefined): Promise<number> {
  if (!cursor) return 0;
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  const [row] = uuidPattern.test(id) ? await db.query<{ seq: number }>(`SELECT seq FROM ${table} WHERE id = $1`, [id]) : [];
  if (!row) throw badRequest('El cursor no es válido');
  return row.seq;
}

/**
 * Rows were read with LIMIT pageSize + 1: drop the extra one and, when it existed, tell the client where the
 * next page starts in the X-Next-Cursor header (list bodies stay plain arrays; paging is carried beside them).
 */
export function sendPage<Row extends { id: string }>(reply: FastifyReply, rows: Row[], pageSize: number): Row[] {
  if (rows.length > pageSize) {
    rows = rows.slice(0, pageSize);
    reply.header('x-next-cursor', cursorOf(rows[rows.length - 1]!.id));
  }
  return rows;
}
