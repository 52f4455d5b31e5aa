import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database.js';

/**
 * Job queues kept in the database itself (pg-boss 10, the last line that runs on Node 20), so a job survives
 * restarts and is run by whichever api process takes it first. pg-boss speaks to our storage seam (its `db`
 * option), so the same code runs on PostgreSQL and on the embedded PGlite. One pg-boss instance serves every queue.
 */
export interface JobQueues {
  /** Runs `handle` for each due job of `queue` (again on failure, up to 5 times, waiting longer each time). */
  work<T extends object>(queue: string, handle: (data: T) => Promise<void>): Promise<void>;
  /** Queues a job in the caller's transaction: it exists once that commits, and never if it rolls back. */
  send(tx: Queryable, queue: string, data: object, startAfter?: Date): Promise<void>;
  /** Waits for a job under way; one cut short is run again by another process (or this one, restarted). */
  stop(): Promise<void>;
}

type Sql = (text: string, values?: unknown[]) => Promise<unknown[]>;

/** pg-boss's database interface over ours; its scripts of several statements (no parameters) go through exec. */
const bossDb = (run: Sql) => ({
  executeSql: async (text: string, values?: unknown[]) => ({ rows: await run(text, values?.length ? values : undefined) }),
});

/**
 * Two api processes starting at once race to create pg-boss's schema and our queues: one may fail (a unique
 * violation when its transaction, which waited on pg-boss's lock, does not see the other's new schema; a deadlock
 * in create_queue, each locking what the other's foreign key needs). Tried again, it finds them made; each queue
 * is one more chance to collide, so the tries are several and spread by a random wait.
 */
const startTries = 8;
const lostRace = (error: unknown) => ['23505', '40P01', '42P07', '42710'].includes((error as { code?: string }).code ?? '');

async function startedBoss(options: PgBoss.ConstructorOptions, queues: string[], onError: (error: unknown) => void) {
  for (let tries = 1; ; tries++) {
    // A fresh instance each time: one whose start failed stays half started.
    const boss = new PgBoss(options);
    boss.on('error', onError);
    try {
      await boss.start();
      for (const queue of queues) {
        if (!(await boss.getQueue(queue))) await boss.createQueue(queue, { name: queue, retryLimit: 5, retryDelay: 5, retryBackoff: true });
      }
      return boss;
    } catch (error) {
      await boss.stop({ graceful: false, close: false, wait: true, timeout: 1000 }).catch(() => {});
      if (tries === startTries || !lostRace(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * tries));
    }
  }
}

/**
 * Starts pg-boss with `queues` made. Each database schema gets a queue schema of its own (`pgboss`, or
 * `<schema>_pgboss`), so deployments or tests sharing one PostgreSQL never run each other's jobs.
 */
export async function startJobQueues(db: Database, queues: string[], onError: (error: unknown) => void): Promise<JobQueues> {
  const [{ schema } = { schema: 'public' }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const boss = await startedBoss(
    {
      db: bossDb((text, values) => (values || !db.exec ? db.query(text, values) : db.exec(text))),
      schema: schema === 'public' ? 'pgboss' : `${schema}_pgboss`,
      // No cron here; maintenance (expiring and archiving jobs) runs in whichever process holds its lock.
      schedule: false,
    },
    queues,
    onError,
  );
  return {
    async work<T extends object>(queue: string, handle: (data: T) => Promise<void>) {
      await boss.work<T>(queue, { pollingIntervalSeconds: 0.5, batchSize: 10 }, async (jobs) => {
        for (const job of jobs) await handle(job.data);
      });
    },
    async send(tx, queue, data, startAfter) {
      await boss.send(queue, data, { ...(startAfter && { startAfter }), db: bossDb((text, values) => tx.query(text, values)) });
    },
    stop: () => boss.stop({ graceful: true, close: false, wait: true, timeout: 5000 }),
  };
}
