/**
 * Pretty-printed JSON written a piece at a time: lists read in keyset pages and sent as they are read, so a long list
 * never sits in memory whole. What it writes is what JSON.stringify(document, null, 2) would.
 */

/** Rows read per query. */
export const pageSize = 200;

/** `value` as JSON.stringify(…, null, 2) writes it `depth` levels deep. */
export const pretty = (value: unknown, depth: number) => JSON.stringify(value, null, 2).replaceAll('\n', `\n${'  '.repeat(depth)}`);

/** Keyset pages: `read(after)` gives the rows after the last row of the previous page (undefined for the first). */
export async function* pages<Row>(read: (after: Row | undefined) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows.at(-1);
  }
}

/** Each page of `source`, its rows mapped. */
export async function* mapped<Row, T>(source: AsyncIterable<Row[]>, map: (row: Row) => T): AsyncGenerator<T[]> {
  for await (const page of source) yield page.map(map);
}

/** `"name": [ … ]` as a member of a top-level object, followed by a comma unless it is the `last` member. */
export async function* jsonList(name: string, items: AsyncIterable<unknown[]>, last = false): AsyncGenerator<string> {
  yield `  ${JSON.stringify(name)}: [`;
  let count = 0;
  for await (const page of items) for (const item of page) yield `${count++ ? ',' : ''}\n    ${pretty(item, 2)}`;
  yield `${count ? '\n  ' : ''}]${last ? '\n' : ',\n'}`;
}
