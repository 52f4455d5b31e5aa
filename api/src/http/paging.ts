import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { badRequest } from '../domain/errors.js';
import { uuidPattern } from '../domain/ids.js';
import { pageCursor, pageSize } from './schemas.js';

export const defaultPageSize = 50;

type PagedTable =
  'profiles' | 'study_groups' | 'assignments' | 'questions' | 'assignment_attempts' | 'question_attempts' | 'join_requests' | 'notifications';

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

/** Per-parent paging of the batched nested lists: `first` rows of each parent after `cursor` (default 50). */
export const parentPaging = { first: pageSize(500, 'El tamaño de página debe estar entre 1 y 500').default(defaultPageSize), cursor: pageCursor };

/** One parent's page: its rows and, when there are more, the cursor of the last one (where the next page starts). */
export const parentPage = <Item extends z.ZodType>(item: Item) =>
  z.object({ parentId: z.string(), items: z.array(item), nextCursor: z.string().nullable() });

/**
 * Rows of many parents, each parent's read with LIMIT first + 1 (a LATERAL join per parent), as one page per
 * parent in the order asked: the extra row only says that a next page exists.
 */
export function pagesOf<Row extends { id: string; parent_id: string }, Item>(
  parentIds: string[],
  rows: Row[],
  first: number,
  present: (row: Row) => Item,
) {
  const byParent = new Map<string, Row[]>(parentIds.map((id) => [id, []]));
  for (const row of rows) byParent.get(row.parent_id)?.push(row);
  return parentIds.map((parentId) => {
    const all = byParent.get(parentId)!;
    const page = all.slice(0, first);
    return { parentId, items: page.map(present), nextCursor: all.length > first ? cursorOf(page.at(-1)!.id) : null };
  });
}
