import type { TokenService } from './auth/tokens.js';
import type { Database } from './db/database.js';
import type { PublicationJobs } from './jobs/publication.js';
import type { JobQueues } from './jobs/queues.js';
import type { ImageStore } from './storage/images.js';
import type { Uploads } from './storage/uploads.js';

/** Everything a route needs, handed by buildApi() to each feature's route module. */
export interface Services {
  db: Database;
  /** Scheduled publication of assignments (the job queue). */
  publications: PublicationJobs;
  /** The job queues (jobs/queues.ts), for a route that queues work in its transaction, such as a reset e-mail. */
  jobs: JobQueues;
  images: ImageStore;
  /** Uploads by people: stored within each one's quota, and removed when replaced and shown nowhere. */
  uploads: Uploads;
  tokens: TokenService;
  /** Where live events are dispatched (features/notifications/delivery.ts), e.g. dispatchSessionsEnded after a commit. */
  notificationEvents: EventTarget;
  /** Keys each student's order of a match-columns right column. */
  columnSecret: Buffer;
  /** The rate limit of the authentication routes (@fastify/rate-limit route config), or none. */
  authRateLimit?: { max: number; timeWindow: string };
}
