import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database.js';

/**
 * Scheduled publication on a job queue kept in the database itself (pg-boss 10, the last line that runs on Node 20),
 * so it survives restarts and is shared by every api process. pg-boss speaks to our storage seam (its `db` option),
 * so the same code runs on PostgreSQL and on the embedded PGlite.
 *
 * Members see a scheduled assignment from `published_at` on whatever the queue does (a query predicate); the job
 * only announces it (ASSIGNMENT_PUBLISHED), and the announcement is guarded by an atomic UPDATE of `notified_at`,
 * so a job run twice, by two processes or again after a crash, notifies once.
 */
export interface PublicationJobs {
  /** Queues the announcement of the assignment at `at`, in the caller's transaction: it commits with the schedule. */
  schedule(tx: Queryable, assignmentId: string, at: Date): Promise<void>;
  stop(): Promise<void>;
}

const queue = 'assignment-published';

type Sql = (text: string, values?: unknown[]) => Promise<unknown[]>;

/** pg-boss's database interface over ours; its scripts of several statements (no parameters) go through exec. */
const bossDb = (run: Sql) => ({
  executeSql: async (text: string, values?: unknown[]) => ({ rows: await run(text, values?.length ? values : undefined) }),
});

/**
 * Two api processes starting at once race to create pg-boss's schema and our queue: one may fail (a unique
 * violation when its transaction, which waited on pg-boss's lock, does not see the other's new schema; a deadlock
 * in create_queue, each locking what the other's foreign key needs). Tried again, it finds them made.
 */
const lostRace = (error: unknown) => ['23505', '40P01', '42P07', '42710'].includes((error as { code?: string }).code ?? '');

async function startedBoss(options: PgBoss.ConstructorOptions, onError: (error: unknown) => void) {
  for (let tries = 1; ; tries++) {
    // A fresh instance each time: one whose start failed stays half started.
    const boss = new PgBoss(options);
    boss.on('error', onError);
    try {
      await boss.start();
      if (!(await boss.getQueue(queue))) await boss.createQueue(queue, { name: queue, retryLimit: 5, retryDelay: 5, retryBackoff: true });
      return boss;
    } catch (error) {
      await boss.stop({ graceful: false, close: false, wait: true, timeout: 1000 }).catch(() => {});
      if (tries === 3 || !lostRace(error)) throw error;
    }
  }
}

/**
 * Starts the queue and its worker: `announce` runs for each due job (again on failure, up to 5 times). Each database
 * schema gets a queue schema of its own (`pgboss`, or `<schema>_pgboss`), so deployments or tests sharing one
 * PostgreSQL never run each other's jobs.
 */
export async function startPublicationJobs(
  db: Database,
  announce: (assignmentId: string) => Promise<void>,
  onError: (error: unknown) => void,
): Promise<PublicationJobs> {
  const [{ schema } = { schema: 'public' }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const boss = await startedBoss(
    {
      db: bossDb((text, values) => (values || !db.exec ? db.query(text, values) : db.exec(text))),
      schema: schema === 'public' ? 'pgboss' : `${schema}_pgboss`,
      // No cron here; maintenance (expiring and archiving jobs) runs in whichever process holds its lock.
      schedule: false,
    },
    onError,
  );
  await boss.work<{ assignmentId: string }>(queue, { pollingIntervalSeconds: 0.5, batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await announce(job.data.assignmentId);
  });
  return {
    async schedule(tx, assignmentId, at) {
      await boss.send(queue, { assignmentId }, { startAfter: at, db: bossDb((text, values) => tx.query(text, values)) });
    },
    // Waits for a job under way; one cut short is run again by another process (or this one, restarted).
    stop: () => boss.stop({ graceful: true, close: false, wait: true, timeout: 5000 }),
  };
}
