import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import type { TokenService } from '../auth/tokens.js';
import { openSession } from '../auth/sessions.js';
import { unauthorized } from '../domain/errors.js';

/** Who is calling: the user behind the bearer token, the session it names and that user's profile. */
export interface Viewer {
  userId: string;
  sessionId: string;
  profileId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (login, sign-up, docs, stored images). */
    public?: boolean;
  }
}

export function installViewer(app: FastifyInstance, db: Database, tokens: TokenService) {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || !request.routeOptions.url) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    const claims = match ? await tokens.verify(match[1]!) : null;
    if (!claims) throw unauthorized();
    // A token outlives nothing: an ended or expired session, or a deactivated user, is refused even with a valid signature.
    const row = await openSession(db, claims.userId, claims.sessionId);
    if (!row) throw unauthorized();
    request.viewer = { userId: row.user_id, sessionId: claims.sessionId, profileId: row.profile_id };
  });
}

/** The caller's profile id; every action on groups, questions and attempts needs one. */
export function viewerProfile(request: FastifyRequest): string {
  const profileId = request.viewer?.profileId;
  if (!profileId) throw unauthorized();
  return profileId;
}
