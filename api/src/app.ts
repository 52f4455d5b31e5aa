import Fastify, { type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/database.js';
import { serverSecret } from './db/secrets.js';
import { createTokenService } from './auth/tokens.js';
import { installErrorHandling } from './http/errors.js';
import { installViewer } from './http/viewer.js';
import { maxImageBytes, storagePrefix, type ImageStore } from './storage/images.js';
import { authRoutes } from './features/auth/routes.js';
import { profileRoutes } from './features/profiles/routes.js';
import { studyGroupRoutes } from './features/studyGroups/routes.js';
import { assignmentRoutes } from './features/assignments/routes.js';
import { questionRoutes } from './features/questions/routes.js';
import { attemptRoutes } from './features/attempts/routes.js';

export interface ApiOptions {
  db: Database;
  images: ImageStore;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
}

/** Everything a route needs, handed to each feature's route module. */
export interface Services {
  db: Database;
  images: ImageStore;
  tokens: ReturnType<typeof createTokenService>;
  /** Keys each student's order of a match-columns right column. */
  columnSecret: Buffer;
}

export const apiPrefix = '/api/v1';

export async function buildApi({ db, images, jwtSecret, logger = false }: ApiOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // Never trust a proxy's X-Forwarded-For unless deployed behind one; ids in logs come from the request id.
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  const services: Services = { db, images, tokens: createTokenService(jwtSecret), columnSecret: await serverSecret(db, 'column-order') };
  installViewer(app, db, services.tokens);

  // The API documentation and stored images are public; every other route wants a bearer token.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${apiPrefix}/docs`) || route.url.startsWith(storagePrefix)) {
      route.config = { ...(route.config as object), public: true };
    }
  });

  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1, fields: 20 } });
  await app.register(fastifyStatic, {
    root: images.dir,
    prefix: storagePrefix,
    decorateReply: false,
    index: false,
    // Stored images never change under a key.
    immutable: true,
    maxAge: '365d',
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
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs`, uiConfig: { docExpansion: 'list' } });

  await app.register(
    async (v1) => {
      const api = v1.withTypeProvider<ZodTypeProvider>();
      authRoutes(api, services);
      profileRoutes(api, services);
      studyGroupRoutes(api, services);
      assignmentRoutes(api, services);
      questionRoutes(api, services);
      attemptRoutes(api, services);
    },
    { prefix: apiPrefix },
  );
  return app;
}

export type Api = Awaited<ReturnType<typeof buildApi>>;
