import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Queryable } from '../db/database.js';
import { serverSecret } from '../db/secrets.js';
import { uuidPattern } from '../domain/ids.js';

const algorithm = 'HS256';
const issuer = 'aula-api';
const audience = 'aula';
const lifetime = '7d';
/** Device tokens have their own audience, so one can never pass for a session token, nor a session token for one. */
const deviceAudience = 'aula-device';
const deviceLifetime = '365d';

export interface TokenService {
  sign(userId: string): Promise<string>;
  /** The user id of a valid token, or null for anything else (expired, forged, other algorithm, malformed claims). */
  verify(token: string): Promise<string | null>;
  /**
   * A device token: proof that this browser logged in to the account with this (normalised) e-mail, with a fresh
   * nonce that names the device in the login throttle. It holds nothing else.
   */
  signDevice(email: string): Promise<string>;
  /** The nonce of a valid device token issued for this e-mail, or null for anything else (another account, tampered, expired). */
  verifyDevice(token: string, email: string): Promise<string | null>;
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
    signDevice(email) {
      return new SignJWT({})
        .setProtectedHeader({ alg: algorithm })
        .setSubject(email)
        .setJti(randomUUID())
        .setIssuer(issuer)
        .setAudience(deviceAudience)
        .setIssuedAt()
        .setExpirationTime(deviceLifetime)
        .sign(key);
    },
    async verifyDevice(token, email) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [algorithm],
          issuer,
          audience: deviceAudience,
          subject: email,
          requiredClaims: ['exp', 'jti'],
        });
        return typeof payload.jti === 'string' && uuidPattern.test(payload.jti) ? payload.jti : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * JWT_SECRET when given; otherwise a secret generated once and kept in the database, so every api process on it
 * signs and verifies alike. An embedded install that kept its secret in `dataDir/jwt-secret` (before the database
 * did) moves it there, so its sessions stay valid.
 */
export async function loadJwtSecret(db: Queryable, dataDir?: string): Promise<string> {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const legacy = dataDir ? await readFile(join(dataDir, 'jwt-secret'), 'utf8').catch(() => undefined) : undefined;
  // The file held 48 random bytes as base64url: stored as those bytes, they read back as the same text.
  return (await serverSecret(db, 'jwt', legacy ? Buffer.from(legacy.trim(), 'base64url') : randomBytes(48))).toString('base64url');
}
