import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
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

/** JWT_SECRET when given; otherwise a secret generated once and kept in the data directory. */
export async function loadJwtSecret(dataDir: string): Promise<string> {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}
