// @ts-check
/**
 * The embedded database's own thread (started by pglite.ts): PGlite runs here, so the engine's work does not hold
 * the api's event loop, as PostgreSQL's does not. A request inside a transaction names it; PGlite's one connection
 * keeps every statement outside it waiting until it ends.
 *
 * JavaScript, type-checked from its JSDoc: a worker does not inherit the TypeScript loader of its parent, and
 * registering tsx's in it cost every start of the api about 0.4 s (module loading through the loader's thread).
 */
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @typedef {import('./pglite.js').PgliteRequest} PgliteRequest */
/** @typedef {import('./pglite.js').PgliteReply} PgliteReply */
/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { dataDir, template } = /** @type {import('./pglite.js').PgliteThreadData} */ (workerData);
const pg = await PGlite.create({ dataDir, loadDataDir: template && new Blob([template]) });

/** @type {Map<number, { tx: Transaction, finish: (commit: boolean) => void, ended: Promise<unknown> }>} */
const transactions = new Map();
let lastTransactionId = 0;
const rolledBack = new Error('rolled back');

/**
 * A transaction held open until the api thread ends it; answers its id once it has begun.
 * @returns {Promise<number>}
 */
function begin() {
  return new Promise((opened, failed) => {
    const id = ++lastTransactionId;
    /** @type {Promise<unknown>} */
    const ended = pg
      .transaction(
        (tx) =>
          new Promise((commit, rollBack) => {
            transactions.set(id, { tx, finish: (commitIt) => (commitIt ? commit(undefined) : rollBack(rolledBack)), ended });
            opened(id);
          }),
      )
      .finally(() => transactions.delete(id));
    ended.catch(failed);
  });
}

/** @param {number} id */
function openTransaction(id) {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  return open;
}

/** @param {number} id @param {boolean} commit */
async function end(id, commit) {
  const open = openTransaction(id);
  open.finish(commit);
  await open.ended.catch((error) => {
    if (error !== rolledBack) throw error;
  });
}

/** @param {PgliteRequest} request @returns {Promise<unknown>} */
async function answer(request) {
  switch (request.op) {
    case 'query': {
      const target = request.transaction === undefined ? pg : openTransaction(request.transaction).tx;
      return (await target.query(request.sql, request.params)).rows;
    }
    case 'begin':
      return begin();
    case 'end':
      return end(request.transaction, request.commit);
    case 'exec':
      // In a transaction of its own: a failed statement rolls the script back instead of leaving the one connection aborted.
      return pg.transaction(async (tx) => (await tx.exec(request.script)).at(-1)?.rows ?? []);
    case 'close':
      return pg.close();
  }
}

/**
 * A database error as plain data: its code, constraint and detail cross the thread, where an Error keeps only its message.
 * @param {unknown} error
 * @returns {NonNullable<PgliteReply['error']>}
 */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  // Statement parameters stay here: they may hold what logs never show (see http/logging.ts).
  const fields = Object.entries(error).filter(([key]) => key !== 'params' && key !== 'queryOptions');
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
}

port.on('message', (/** @type {PgliteRequest} */ request) => {
  answer(request).then(
    (result) => port.postMessage(/** @satisfies {PgliteReply} */ ({ id: request.id, result })),
    (error) => port.postMessage(/** @satisfies {PgliteReply} */ ({ id: request.id, error: plainError(error) })),
  );
});
port.postMessage(/** @satisfies {PgliteReply} */ ({ id: 0 }));
