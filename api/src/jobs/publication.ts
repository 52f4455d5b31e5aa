import type { Queryable } from '../db/database.js';
import type { JobQueues } from './queues.js';

/**
 * Scheduled publication on the job queue (jobs/queues.ts), so it survives restarts and is shared by every api
 * process.
 *
 * Members see a scheduled assignment from `published_at` on whatever the queue does (a query predicate); the job
 * only announces it (ASSIGNMENT_PUBLISHED), and the announcement is guarded by an atomic UPDATE of `notified_at`,
 * so a job run twice, by two processes or again after a crash, notifies once.
 */
export interface PublicationJobs {
  /** Queues the announcement of the assignment at `at`, in the caller's transaction: it commits with the schedule. */
  schedule(tx: Queryable, assignmentId: string, at: Date): Promise<void>;
}

export const publicationQueue = 'assignment-published';

/** Starts the worker: `announce` runs for each due job (again on failure, up to 5 times). */
export async function startPublicationJobs(jobs: JobQueues, announce: (assignmentId: string) => Promise<void>): Promise<PublicationJobs> {
  await jobs.work<{ assignmentId: string }>(publicationQueue, ({ assignmentId }) => announce(assignmentId));
  return {
    schedule: (tx, assignmentId, at) => jobs.send(tx, publicationQueue, { assignmentId }, at),
  };
}
