// @ts-check
/**
 * The embedded database's own thread (started by pglite.ts): PGlite runs here, so the engine's work does not hold
 * the api's event loop, as PostgreSQL's does not. PGlite has one connection: a transaction holds it until the api
 * thread ends it, and every statement outside it waits its turn.
 *
 * JavaScript, type-checked from its JSDoc: a worker does not inherit the TypeScript loader of its parent, and
 * registering tsx's in it cost every start of the api about 0.4 s (module loading through the loader's thread).
 */
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { Mutex, PGlite, parse, protocol } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';

const { prepareValue } = pgUtils;

/** @typedef {import('./pglite.js').PgliteRequest} PgliteRequest */
/** @typedef {import('./pglite.js').PgliteReply} PgliteReply */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { dataDir, template } = /** @type {import('./pglite.js').PgliteThreadData} */ (workerData);
const pg = await PGlite.create({ dataDir, loadDataDir: template && new Blob([template]) });

/** The one connection: held by a transaction from BEGIN to its end, by any other statement while it runs. */
const connection = new Mutex();
/** @type {Map<number, () => void>} each open transaction's hold on the connection */
const transactions = new Map();
let lastTransactionId = 0;

/**
 * Statements are parsed once and then run by name, as a driver's prepared statements: parsing and planning were
 * most of a small statement's cost (the session check every request makes: 480 µs through PGlite's query(), 70 µs
 * prepared). The api's statements are a fixed set of texts; the bound keeps a dynamic one from growing it forever.
 * @type {Map<string, string>} statement text → name, least recently used first
 */
const prepared = new Map();
const maxPrepared = 500;
let lastStatementName = 0;
/** @type {Uint8Array[]} Close messages of statements let go, sent ahead of the next statement */
let closing = [];

/** A schema change may alter what a prepared statement answers (PostgreSQL then refuses to run it): parse again. */
function forgetPrepared() {
  for (const name of prepared.values()) closing.push(protocol.serialize.close({ type: 'S', name }));
  prepared.clear();
}
const changesSchema = /^(CREATE|ALTER|DROP|COMMENT|GRANT|REVOKE)\b/;

/**
 * Keeps statement `name` as the most recently used; past `maxPrepared`, the least recently used is closed.
 * @param {string} sql @param {string} name
 */
function remember(sql, name) {
  prepared.delete(sql);
  prepared.set(sql, name);
  if (prepared.size <= maxPrepared) return;
  const [oldestSql, oldestName] = /** @type {[string, string]} */ (prepared.entries().next().value);
  prepared.delete(oldestSql);
  closing.push(protocol.serialize.close({ type: 'S', name: oldestName }));
}

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/**
 * Runs one statement in a single exchange with the engine (Parse the first time, then Bind, Describe, Execute and
 * Sync): PGlite's query() makes six, and asks the engine to describe the parameters. Parameters are converted as
 * node-postgres converts them for PostgreSQL (pg's prepareValue), so both databases take the same values; rows are
 * read with PGlite's own type parsers, as before.
 * @param {string} sql @param {unknown[] | undefined} params @param {{ durable: boolean }} options
 * @returns {Promise<Record<string, unknown>[]>}
 */
async function run(sql, params = [], { durable }) {
  const { serialize } = protocol;
  const known = prepared.get(sql);
  const name = known ?? `aula_${++lastStatementName}`;
  const parts = closing;
  closing = [];
  if (!known) parts.push(serialize.parse({ name, text: sql }));
  const values = params.map((value) => /** @type {string | Buffer | null} */ (prepareValue(value)));
  parts.push(serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
  const { messages } = await pg.execProtocol(concat(parts), { throwOnError: false, syncToFs: durable });

  // A statement stays prepared whatever its values did; a new one only once the engine has parsed it.
  if (known || messages.some((message) => message.name === 'parseComplete')) remember(sql, name);
  const error = messages.find((message) => message.name === 'error');
  if (error) throw error;
  const done = /** @type {{ text?: string } | undefined} */ (messages.findLast((message) => message.name === 'commandComplete'));
  if (done?.text && changesSchema.test(done.text)) forgetPrepared();
  return /** @type {Record<string, unknown>[]} */ (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []);
}

/**
 * Begins a transaction once the connection is free; answers its id.
 * @returns {Promise<number>}
 */
async function begin() {
  const release = await connection.acquire();
  try {
    await run('BEGIN', [], { durable: false });
  } catch (error) {
    release();
    throw error;
  }
  const id = ++lastTransactionId;
  transactions.set(id, release);
  return id;
}

/**
 * Commits or rolls back transaction `id` and frees the connection. A transaction in which a statement failed
 * cannot commit: PostgreSQL rolls it back, and the api thread is told so.
 * @param {number} id @param {boolean} commit
 */
async function end(id, commit) {
  const release = transactions.get(id);
  if (!release) throw new Error(`No open transaction ${id}`);
  try {
    const { messages } = await pg.execProtocol(protocol.serialize.query(commit ? 'COMMIT' : 'ROLLBACK'), { throwOnError: true });
    const done = /** @type {{ text?: string } | undefined} */ (messages.find((message) => message.name === 'commandComplete'));
    if (commit && done?.text === 'ROLLBACK') throw new Error('The transaction was rolled back: a statement in it had failed');
  } finally {
    transactions.delete(id);
    release();
  }
}

/** @param {PgliteRequest} request @returns {Promise<unknown>} */
async function answer(request) {
  switch (request.op) {
    case 'query':
      return request.transaction === undefined
        ? connection.runExclusive(() => run(request.sql, request.params, { durable: true }))
        : transactions.has(request.transaction)
          ? run(request.sql, request.params, { durable: false })
          : Promise.reject(new Error(`No open transaction ${request.transaction}`));
    case 'begin':
      return begin();
    case 'end':
      return end(request.transaction, request.commit);
    case 'exec':
      return connection.runExclusive(async () => {
        forgetPrepared();
        // In a transaction of its own: a failed statement rolls the script back instead of leaving the connection aborted.
        return pg.transaction(async (tx) => (await tx.exec(request.script)).at(-1)?.rows ?? []);
      });
    case 'close':
      return connection.runExclusive(() => pg.close());
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
