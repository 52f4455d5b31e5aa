import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/database.js';
import { serverSecret } from './db/secrets.js';
import { createTokenService } from './auth/tokens.js';
import { ApiError, messages, notFound } from './domain/errors.js';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/errors.js';
import { healthRoutes } from './http/health.js';
import { logOptions } from './http/logging.js';
import { documentRoutes, openapiTransform } from './http/openapi.js';
import { databaseRateLimitStore } from './http/rateLimitStore.js';
import { installViewer } from './http/viewer.js';
import { maxImageBytes, storagePrefix, type ImageStore } from './storage/images.js';
import { createUploads, defaultImageQuotaBytes } from './storage/uploads.js';
import type { Services } from './services.js';
import type { Router } from './http/router.js';
import { authRoutes } from './features/auth/routes.js';
import { profileRoutes } from './features/profiles/routes.js';
import { accountRoutes } from './features/account/routes.js';
import { studyGroupRoutes } from './features/studyGroups/routes.js';
import { assignmentRoutes } from './features/assignments/routes.js';
import { questionFormatRoutes } from './features/questions/formats/routes.js';
import { questionRoutes } from './features/questions/routes.js';
import { attemptRoutes } from './features/attempts/routes.js';
import { practiceRoutes } from './features/practice/routes.js';
import { gradebookRoutes } from './features/gradebook/routes.js';
import { joinRequestRoutes } from './features/joinRequests/routes.js';
import { progressRoutes } from './features/progress/routes.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { statisticsRoutes } from './features/statistics/routes.js';
import { liveGameRoutes } from './features/liveGames/routes.js';
import { liveAttemptsQueue, liveQuestionQueue, startLiveGameJobs } from './features/liveGames/jobs.js';
import { liveChannelsRoute, livePrefix, withNotificationDelivery } from './features/notifications/delivery.js';
import { notifyAssignmentPublished } from './features/notifications/repository.js';
import { publicationQueue, startPublicationJobs } from './jobs/publication.js';
import { startJobQueues } from './jobs/queues.js';
import { createMailer, type MailSettings } from './mail/mailer.js';
import { passwordResetRoutes } from './features/passwordReset/routes.js';
import { resetMailQueue, startResetMails } from './features/passwordReset/mailJob.js';

export interface ApiOptions {
  db: Database;
  images: ImageStore;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Fastify's trustProxy: whom to believe about the client's address (X-Forwarded-For); off unless behind a proxy. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Milliseconds a client has to send a whole request, headers and body. */
  requestTimeout?: number;
  /** Requests per minute one client address may make to each authentication route; 0 for no limit. */
  authRateLimit?: number;
  /** Where the rate limits count: this Redis when given, else the database; shared by every api process either way. */
  redis?: Redis;
  /**
   * Where committed notifications are dispatched for live delivery (features/notifications/delivery.ts): shared with
   * the gateway in one process, or Redis-backed. None: they are stored and read, not pushed.
   */
  notificationEvents?: EventTarget;
  /** Bytes of uploaded images each person may keep (50 MiB by default). */
  imageQuotaBytes?: number;
  /** Where e-mail goes: an SMTP server, or else an outbox directory (a temporary one by default). */
  mail?: Partial<MailSettings>;
  /**
   * The web app's public address, the start of the links in e-mails; a function when it is known only once the
   * product listens. Never taken from a request's Host header, which whoever sends the request chooses.
   */
  appUrl?: string | (() => string);
}

export const apiPrefix = '/api/v1';

export async function buildApi({
  db,
  images,
  jwtSecret,
  logger = false,
  trustProxy = false,
  requestTimeout = 30_000,
  authRateLimit = 0,
  redis,
  notificationEvents = new EventTarget(),
  imageQuotaBytes = defaultImageQuotaBytes,
  mail = {},
  appUrl = 'http://localhost:4000',
}: ApiOptions) {
  const app = Fastify({
    logger: logger && { ...(logger === true ? {} : logger), ...logOptions },
    bodyLimit: 1024 * 1024,
    trustProxy,
    requestIdHeader: 'x-request-id',
    // A slow client is cut off: the whole request within requestTimeout, its headers within 10 s at most. Node
    // checks these every connectionsCheckingInterval, so that interval follows the bound.
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 10_000),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, requestTimeout / 4)),
    },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  // Nothing the api serves is a page: JSON and stored images may not run scripts, load anything or be framed.
  // Registered before the other hooks, so that their refusals (401, 429) carry these headers too.
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // Per client address, counted in Redis or the database so that every api process sees the same count (the
  // plugin's default store is this process's memory); login throttling per account and address lives in the
  // database too (features/auth/throttle.ts). In Redis the counters sit under the deployment's prefix, the one its
  // live notifications use, so that deployments sharing a Redis do not count each other's requests.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${await livePrefix(db)}rate-limit:` } : { store: databaseRateLimitStore(db) }),
    errorResponseBuilder: (_request, context) => new ApiError(429, messages.tooManyRequests(context.ttl / 1000)),
  });

  const liveDb = withNotificationDelivery(db, notificationEvents);
  const jobs = await startJobQueues(db, [publicationQueue, resetMailQueue, liveQuestionQueue, liveAttemptsQueue], (error) =>
    app.log.error({ err: error }, 'jobs'),
  );
  // Before anything closes the database: a job under way finishes first.
  app.addHook('preClose', () => jobs.stop());
  // Scheduled publications are announced by whichever api process takes the job first (jobs/publication.ts).
  const publications = await startPublicationJobs(jobs, (assignmentId) => liveDb.transaction((tx) => notifyAssignmentPublished(tx, assignmentId)));
  const mailer = createMailer({ outboxDir: join(tmpdir(), 'aula-outbox'), ...mail }, app.log);
  app.addHook('onClose', async () => mailer.close());
  await startResetMails(jobs, db, mailer, typeof appUrl === 'string' ? () => appUrl : appUrl);
  const services: Services = {
    db: liveDb,
    publications,
    jobs,
    images,
    uploads: createUploads(db, images, imageQuotaBytes),
    tokens: createTokenService(jwtSecret),
    notificationEvents,
    columnSecret: await serverSecret(db, 'column-order'),
    authRateLimit: authRateLimit > 0 ? { max: authRateLimit, timeWindow: '1 minute' } : undefined,
  };
  installViewer(app, db, services.tokens);
  // Live games' time-ups and attempts, taken by whichever api process polls first (features/liveGames/jobs.ts).
  await startLiveGameJobs(jobs, services, (skipped) => app.log.warn(skipped, 'live game: answers not counted as an attempt'));

  // The API documentation and stored images are public; every other route wants a bearer token.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${apiPrefix}/docs`) || route.url.startsWith(storagePrefix)) {
      route.config = { ...(route.config as object), public: true };
    }
  });
  // Every route documents the refusals it can give and an operationId (http/openapi.ts).
  app.addHook('onRoute', documentRoutes(apiPrefix));

  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1, fields: 20 } });
  healthRoutes(app, db);
  liveChannelsRoute(app, db);

  // Stored images, from whichever store holds them (a directory, or the database shared by every api process).
  app.get(`${storagePrefix}:key`, { schema: { hide: true } }, async (request, reply) => {
    const { key } = request.params as { key: string };
    const image = await images.read(key);
    if (!image) throw notFound();
    // Stored images never change under a key, so the key is their validator.
    const etag = `"${key}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      // Shown where it is linked, never offered as a download; helmet's nosniff keeps browsers to its image type.
      .header('content-disposition', 'inline');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(image.contentType).send(image.bytes);
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Aula REST API',
        version: '1.0.0',
        description:
          'Study groups, assignments, questions and attempts. Errors are {statusCode, error, message} with a Spanish message. ' +
          'Lists accept `limit` and `cursor`; the next page cursor comes in the X-Next-Cursor header.',
      },
      // Relative: the origin that served this document (paths carry /api/v1).
      servers: [{ url: '/', description: 'This api' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openapiTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: `${apiPrefix}/docs`,
    uiConfig: { docExpansion: 'list' },
    // The documentation page is the one page here: its own scripts and styles, still never framed.
    staticCSP: true,
    transformStaticCSP: (csp) => csp.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(' upgrade-insecure-requests;', ''),
  });

  await app.register(
    async (v1) => {
      for (const [tag, routes] of features) {
        // Each feature's routes are documented under its tag, unless a route names its own.
        await v1.register(async (feature) => {
          feature.addHook('onRoute', (route) => {
            (route.schema ??= {}).tags ??= [tag];
          });
          routes(feature.withTypeProvider<ZodTypeProvider>(), services);
        });
      }
    },
    { prefix: apiPrefix },
  );
  return app;
}

/** The api's features, in the order their routes are registered, each with the tag that documents them. */
const features: [string, (api: Router, services: Services) => void][] = [
  ['auth', authRoutes],
  ['auth', passwordResetRoutes],
  ['profiles', profileRoutes],
  ['account', accountRoutes],
  ['study groups', studyGroupRoutes],
  ['assignments', assignmentRoutes],
  ['questions', questionRoutes],
  ['questions', questionFormatRoutes],
  ['attempts', attemptRoutes],
  ['practice', practiceRoutes],
  ['gradebook', gradebookRoutes],
  ['progress', progressRoutes],
  ['join requests', joinRequestRoutes],
  ['notifications', notificationRoutes],
  ['statistics', statisticsRoutes],
  ['live games', liveGameRoutes],
];

export type Api = Awaited<ReturnType<typeof buildApi>>;
