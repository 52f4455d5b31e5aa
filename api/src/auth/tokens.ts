import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Queryable } from '../db/database.js';
import { serverSecret } from '../db/secrets.js';
import { uuidPattern } from '../domain/ids.js';

const algorithm = 'HS256';
const issuer = 'aula-api';
const audience = 'aula';
/** Device tokens have their own audience, so one can never pass for a session token, nor a session token for one. */
const deviceAudience = 'aula-device';
const deviceLifetime = '365d';

/** What a session token says: whose it is and which session (auth/sessions.ts) it belongs to. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export interface TokenService {
  /** A token for the session, expiring with the session's longest possible life (the database decides sooner ends). */
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid token, or null for anything else (expired, forged, other algorithm, malformed claims, no session). */
  verify(token: string): Promise<TokenClaims | null>;
  /**
   * A device token: proof that this browser logged in to the account with this (normalised) e-mail, with a fresh
   * nonce that names the device in the login throttle. It holds nothing else, and the e-mail only as a keyed hash:
   * the browser keeps the token after logout, where the next person at a shared computer could decode it.
   */
  signDevice(email: string): Promise<string>;
  /** The nonce of a valid device token issued for this e-mail, or null for anything else (another account, tampered, expired). */
  verifyDevice(token: string, email: string): Promise<string | null>;
}

export function createTokenService(secret: string): TokenService {
  const secretBytes = new TextEncoder().encode(secret);
  // Imported once: given the secret's bytes, jose imports a key for every token it signs or checks, about 70 µs of
  // CPU on every request (half of verify's cost).
  const signingKey = crypto.subtle.importKey('raw', secretBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const emailSubject = (email: string) => createHmac('sha256', secretBytes).update(`device:${email}`).digest('base64url');
  return {
    async sign({ userId, sessionId }, expiresAt) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: algorithm })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await signingKey);
    },
    async verify(token) {
      try {
        // Every token we sign expires; one without `exp` would be valid forever. jose checks the claims' types.
        // A token without a session (signed before sessions were kept) is refused: its holder logs in again.
        const { payload } = await jwtVerify(token, await signingKey, {
          algorithms: [algorithm],
          issuer,
          audience,
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const { sub, sid } = payload;
        return typeof sub === 'string' && uuidPattern.test(sub) && typeof sid === 'string' && uuidPattern.test(sid)
          ? { userId: sub, sessionId: sid }
          : null;
      } catch {
        return null;
      }
    },
    async signDevice(email) {
      return new SignJWT({})
        .setProtectedHeader({ alg: algorithm })
        .setSubject(emailSubject(email))
        .setJti(randomUUID())
        .setIssuer(issuer)
        .setAudience(deviceAudience)
        .setIssuedAt()
        .setExpirationTime(deviceLifetime)
        .sign(await signingKey);
    },
    async verifyDevice(token, email) {
      try {
        const { payload } = await jwtVerify(token, await signingKey, {
          algorithms: [algorithm],
          issuer,
          audience: deviceAudience,
          subject: emailSubject(email),
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
