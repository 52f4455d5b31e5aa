import type { TokenService } from './auth/tokens.js';
import type { Database } from './db/database.js';
import type { ImageStore } from './storage/images.js';

/** Everything a route needs, handed by buildApi() to each feature's route module. */
export interface Services {
  db: Database;
  images: ImageStore;
  tokens: TokenService;
  /** Keys each student's order of a match-columns right column. */
  columnSecret: Buffer;
  /** The rate limit of the authentication routes (@fastify/rate-limit route config), or none. */
  authRateLimit?: { max: number; timeWindow: string };
}
