import type { JobQueues } from '../../jobs/queues.js';
import { recordLiveAttempts, type SkippedAttempt } from './attempts.js';
import { isOpenQuestion } from './repository.js';
import { closeQuestion, liveAttemptsQueue, liveQuestionQueue, type LiveContext } from './lifecycle.js';

export { liveAttemptsQueue, liveQuestionQueue } from './lifecycle.js';

/**
 * The game's jobs, run by whichever api process takes them: a question's time-up (queued when it opens, due at its
 * end; a no-op when a read, an answer or the host closed it first) and the attempts of a finished game.
 */
export async function startLiveGameJobs(jobs: JobQueues, ctx: LiveContext, skipped: SkippedAttempt) {
  await jobs.work<{ gameId: string; questionIndex: number }>(liveQuestionQueue, async ({ gameId, questionIndex }) => {
    if (await closeQuestion(ctx, gameId, questionIndex, 'time')) return;
    // Due by pg-boss's clock a hair before the database's clock passed the end: failing, the job is run again.
    if (await isOpenQuestion(ctx.db, gameId, questionIndex)) throw new Error('La pregunta todavía no ha terminado');
  });
  await jobs.work<{ gameId: string }>(liveAttemptsQueue, ({ gameId }) => recordLiveAttempts(ctx, gameId, skipped));
}
