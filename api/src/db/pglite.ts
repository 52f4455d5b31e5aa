import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.js';
import { lockDataDir } from './dataDirLock.js';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What the api thread asks of PGlite's thread (pgliteThread.js), and its answer to request `id`. */
export type PgliteRequest = { id: number } & (
  | { op: 'query'; sql: string; params?: unknown[] | undefined; transaction?: number | undefined }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'exec'; script: string }
  | { op: 'close' }
);
export type PgliteReply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
export interface PgliteThreadData {
  dataDir?: string | undefined;
  template?: ArrayBuffer | undefined;
}

/**
 * PGlite on a directory (this process's alone: see lockDataDir), or in memory, run on a thread of its own. PGlite
 * runs statements in WebAssembly on the thread that calls it, about 0.3 ms of CPU each: on the api's thread that
 * work stalled every other request, and PGlite served a third of PostgreSQL's reads, whose engine runs beside the
 * api (issue 33 §5). The thread also prepares each statement once (see pgliteThread.js `run`).
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const release = dataDir ? lockDataDir(dataDir) : undefined;
  try {
    return await startPgliteThread({ dataDir, template: await template?.arrayBuffer() }, release);
  } catch (error) {
    release?.();
    throw error;
  }
}

function startPgliteThread(data: PgliteThreadData, release?: () => void): Promise<Database> {
  const worker = new Worker(new URL('./pgliteThread.js', import.meta.url), {
    workerData: data,
    transferList: data.template ? [data.template] : [],
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let failure: Error | undefined;

  // The thread keeps the process alive only while an answer is awaited, as a connection in use would.
  worker.unref();
  const settle = (id: number) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    return entry;
  };
  worker.on('message', ({ id, result, error }: PgliteReply) => {
    const entry = settle(id);
    if (error) entry?.reject(Object.assign(new Error(error.message), error));
    else entry?.resolve(result);
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const id of [...waiting.keys()]) settle(id)?.reject(error);
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite's thread ended (exit code ${code})`)));

  const awaitReply = <T>(id: number) => {
    if (waiting.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => waiting.set(id, { resolve: resolve as (value: unknown) => void, reject }));
  };
  const call = <T>(request: DistributiveOmit<PgliteRequest, 'id'>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = ++lastId;
    const reply = awaitReply<T>(id);
    worker.postMessage({ ...request, id });
    return reply;
  };
  // Reply 0 is the thread's word that PGlite has opened.
  const opened = awaitReply(0);
  const inTransaction = (transaction: number): Queryable => ({
    query: (sql, params) => call({ op: 'query', sql, params, transaction }),
  });

  const database: Database = {
    query: (sql, params) => call({ op: 'query', sql, params }),
    async transaction(work) {
      const transaction = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await work(inTransaction(transaction));
      } catch (error) {
        await call({ op: 'end', transaction, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: 'end', transaction, commit: true });
      return result;
    },
    exec: (script) => call({ op: 'exec', script }),
    async close() {
      try {
        await call({ op: 'close' });
        await worker.terminate();
      } finally {
        release?.();
      }
    },
  };
  return opened.then(() => database);
}

/** PGlite on the calling thread: the test suite's migrated template, and the bench's timings of single statements. */
export function wrapPglite(pg: PGlite): Database {
  return {
    query: async (sql, params) => (await pg.query(sql, params)).rows as never[],
    // PGlite has one connection; its transaction() holds it for the whole unit of work.
    transaction: (work) => pg.transaction((tx) => work({ query: async (sql, params) => (await tx.query(sql, params)).rows as never[] })),
    // In a transaction of its own: a failed statement rolls the script back instead of leaving the one connection aborted.
    exec: (script) => pg.transaction(async (tx) => ((await tx.exec(script)).at(-1)?.rows ?? []) as never[]),
    close: () => pg.close(),
  };
}
