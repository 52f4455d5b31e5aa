import { SignJWT, jwtVerify } from 'jose';
import type { Queryable } from '../db/database.js';
import { serverSecret } from '../db/secrets.js';
import { uuidPattern } from '../domain/ids.js';

const algorithm = 'HS256';
const issuer = 'aula-api';
const audience = 'aula';
const lifetime = '7d';

export interface TokenService {
  sign(userId: string): Promise<string>;
  /** The user id of a valid token, or null for anything else (expired, forged, other algorithm, malformed claims). */
  verify(token: string): Promise<string | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: algorithm })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(key);
    },
    async verify(token) {
      try {
        // Every token we sign expires; one without `exp` would be valid forever. jose checks the claims' types.
        const { payload } = await jwtVerify(token, key, { algorithms: [algorithm], issuer, audience, requiredClaims: ['exp', 'sub'] });
        return typeof payload.sub === 'string' && uuidPattern.test(payload.sub) ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * JWT_SECRET when given; otherwise a secret generated once and kept in the database, so every api process on it
 * signs and verifies alike.
 */
export async function loadJwtSecret(db: Queryable): Promise<string> {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  return (await serverSecret(db, 'jwt')).toString('base64url');
}
