import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';

/** How long the readiness check waits for the database before calling this process not ready. */
const databaseTimeout = 2_000;

/**
 * For a load balancer or an orchestrator, outside /api/v1 and without a token: /healthz says the process is alive
 * (restart it when this fails); /readyz says it can serve, its database answering (send it no traffic otherwise).
 */
export function healthRoutes(app: FastifyInstance, db: Queryable) {
  const config = { public: true };
  app.get('/healthz', { config, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config, schema: { hide: true } }, async (_request, reply) => {
    const database = await Promise.race([
      db.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(resolve, databaseTimeout, false).unref()),
    ]);
    return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable', database });
  });
}
