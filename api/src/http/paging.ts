import type { FastifyReply } from 'fastify';
import { badRequest } from './errors.js';

export const defaultPageSize = 50;

/** The cursor is the last row's `seq`, opaque to clients. */
export function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const seq = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isSafeInteger(seq) || seq < 0) throw badRequest('El cursor no es válido');
  return seq;
}

const encodeCursor = (seq: number) => Buffer.from(String(seq), 'utf8').toString('base64url');

/**
 * Rows were read with LIMIT pageSize + 1: drop the extra one and, when it existed, tell the client where the
 * next page starts in the X-Next-Cursor header (list bodies stay plain arrays, as SPEC.md describes them).
 */
export function sendPage<Row extends { seq: number }>(reply: FastifyReply, rows: Row[], pageSize: number): Row[] {
  if (rows.length > pageSize) {
    rows = rows.slice(0, pageSize);
    reply.header('x-next-cursor', encodeCursor(rows[rows.length - 1]!.seq));
  }
  return rows;
}
