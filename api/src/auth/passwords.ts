import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with N=2^14, r=8, p=5 (16 MiB of memory per hash) and a random salt per user. Stored as "scrypt$N$r$p$salt$hash".
const N = 2 ** 14;
const r = 8;
const p = 5;
const keyLength = 64;

function derive(password: string, salt: Buffer, cost = { N, r, p }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...cost, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt);
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(rr), p: Number(pp) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, compared against when the e-mail is unknown so timing does not reveal accounts. */
export const decoyHash = hashPassword(randomBytes(16).toString('hex'));
