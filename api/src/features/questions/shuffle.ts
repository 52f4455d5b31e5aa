import { createHmac } from 'node:crypto';

/**
 * Items (a right column, an ordering question's indices) in an order fixed per question and solver, so a reload
 * shows the same order. The seed is an HMAC of both ids under a server secret: the ids are known to the student,
 * the secret is not, so the order cannot be recomputed. Every permutation is equally likely, the author's
 * included: excluding it would be a hint.
 */
export function shuffledColumn<Item>(items: readonly Item[], secret: Buffer, questionId: string, profileId: string): Item[] {
  const seed = createHmac('sha256', secret).update(`${questionId}:${profileId}`).digest();
  let block = 0;
  let bytes = Buffer.alloc(0);
  let used = 0;
  const next32 = () => {
    if (used + 4 > bytes.length) {
      bytes = createHmac('sha256', seed).update(String(block++)).digest();
      used = 0;
    }
    used += 4;
    return bytes.readUInt32BE(used - 4);
  };
  /** Uniform in [0, bound): draws falling in the incomplete last run of 2^32 are redrawn (no modulo bias). */
  const below = (bound: number) => {
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const value = next32();
      if (value < limit) return value % bound;
    }
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** The positions 0..count-1 in the solver's order: shown[i] is the index of the item shown i-th. */
export const shownOrder = (count: number, secret: Buffer, questionId: string, profileId: string) =>
  shuffledColumn(
    Array.from({ length: count }, (_, i) => i),
    secret,
    questionId,
    profileId,
  );
