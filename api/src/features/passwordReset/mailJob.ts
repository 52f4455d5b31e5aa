import type { Database } from '../../db/database.js';
import type { JobQueues } from '../../jobs/queues.js';
import type { Mailer } from '../../mail/mailer.js';
import { createResetToken, findActiveUserById } from './repository.js';
import { resetMail } from './resetMail.js';

export const resetMailQueue = 'password-reset-mail';

/**
 * The reset e-mails, sent from the job queue, so the request's answer and its time say nothing about whether an
 * account exists (the request queues a job for every address: with the account's id, or null). The job runs on
 * whichever api process takes it, after a restart too; when the account is still active, it mails a new link. A
 * mail that fails is tried again with a fresh token; the unsent one is never known to anyone.
 */
export async function startResetMails(jobs: JobQueues, db: Database, mailer: Mailer, appUrl: () => string) {
  await jobs.work<{ userId: string | null }>(resetMailQueue, async ({ userId }) => {
    const user = userId && (await findActiveUserById(db, userId));
    if (!user) return;
    const token = await createResetToken(db, user.id);
    await mailer.send(resetMail(user.email, user.first_name, `${appUrl()}/reset-password?token=${token}`));
  });
}
