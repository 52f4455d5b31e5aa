import { badUserInput } from './errors.js';

/** Edge cursors are the api's own keyset cursors (base64url of the row id), so `after:` pages the api directly. */
export const cursorOf = (id: string) => Buffer.from(id, 'utf8').toString('base64url');

export function checkFirst(first: number | null | undefined, max = 100): number {
  const value = first ?? 20;
  if (!Number.isInteger(value) || value < 1 || value > max) throw badUserInput(`"first" debe estar entre 1 y ${max}`);
  return value;
}

/** An edge of a connection; mutations return the one they add, for the client to append. */
export const edgeOf = <T extends { id: string }>(node: T) => ({ cursor: cursorOf(node.id), node });

function connection<T extends { id: string }>(nodes: T[], hasNextPage: boolean, hasPreviousPage: boolean) {
  const edges = nodes.map(edgeOf);
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A page the api already cut (keyset paging with limit and cursor). */
export function connectionFromPage<T extends { id: string }>(nodes: T[], nextCursor: string | null, after?: string | null) {
  return connection(nodes, nextCursor !== null, Boolean(after));
}

/**
 * A page of a list of ids the parent carries (a group's members): only the page's objects are loaded, and the
 * whole list's length is the totalCount.
 */
export async function connectionFromIds<T extends { id: string }>(
  ids: string[],
  first: number | null | undefined,
  after: string | null | undefined,
  load: (ids: string[]) => Promise<T[]>,
  max = 500,
) {
  const size = checkFirst(first, max);
  const start = after ? ids.findIndex((id) => cursorOf(id) === after) + 1 : 0;
  if (after && start === 0) throw badUserInput('El cursor no es válido');
  const nodes = await load(ids.slice(start, start + size));
  return { ...connection(nodes, start + size < ids.length, start > 0), totalCount: ids.length };
}
