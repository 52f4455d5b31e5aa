import { normalizeText } from '@aula/common';

// What grading shares across the kinds: how texts compare, how a share becomes a score.

/** Compared the way a teacher would: spacing and case do not matter, accents do. */
export const comparable = (value: string) => normalizeText(value).toLocaleLowerCase('es');

/**
 * Whether `text` matches `pattern`, where `*` stands for any run of characters and everything else is literal.
 * Linear in text + pattern: the literal pieces between stars are found in order, each at its first occurrence
 * after the previous one (taking the earliest never loses a match); the piece before the first star must begin
 * the text and the one after the last star must end it. A matcher that retries the pattern at every position of
 * the text pays text × pattern (a 2,000-character answer against `*aaa…ab` of 500 took 76 ms), and a
 * backtracking regular expression explodes on `*a*a*a…b`. UTF-16 units are compared: a surrogate pair matches
 * only whole, so this agrees with comparing characters.
 */
export function wildcardMatch(text: string, pattern: string): boolean {
  const firstStar = pattern.indexOf('*');
  if (firstStar < 0) return text === pattern;
  const lastStar = pattern.lastIndexOf('*');
  const tail = pattern.length - lastStar - 1;
  if (firstStar + tail > text.length) return false;
  if (!sameAt(text, 0, pattern, 0, firstStar) || !sameAt(text, text.length - tail, pattern, lastStar + 1, tail)) return false;
  const end = text.length - tail;
  let from = firstStar;
  for (let start = firstStar + 1; start <= lastStar;) {
    const stop = pattern.indexOf('*', start);
    if (stop > start) {
      const at = findPiece(text, from, end, pattern, start, stop);
      if (at < 0) return false;
      from = at + stop - start;
    }
    start = stop + 1;
  }
  return true;
}

/** Whether text[at, at + length) equals pattern[start, start + length). */
function sameAt(text: string, at: number, pattern: string, start: number, length: number) {
  for (let i = 0; i < length; i++) if (text.charCodeAt(at + i) !== pattern.charCodeAt(start + i)) return false;
  return true;
}

/** Up to this length a piece is tried at each position directly: at most this many comparisons each, still linear. */
const shortPiece = 8;

/** Where pattern[start, stop) first occurs within text[from, end), or -1; Knuth–Morris–Pratt for longer pieces. */
function findPiece(text: string, from: number, end: number, pattern: string, start: number, stop: number): number {
  const length = stop - start;
  if (length <= shortPiece) {
    for (let at = from; at + length <= end; at++) if (sameAt(text, at, pattern, start, length)) return at;
    return -1;
  }
  const fallback = new Int32Array(length);
  for (let i = 1, k = 0; i < length; i++) {
    while (k > 0 && pattern.charCodeAt(start + i) !== pattern.charCodeAt(start + k)) k = fallback[k - 1]!;
    if (pattern.charCodeAt(start + i) === pattern.charCodeAt(start + k)) k++;
    fallback[i] = k;
  }
  for (let i = from, k = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    while (k > 0 && c !== pattern.charCodeAt(start + k)) k = fallback[k - 1]!;
    if (c === pattern.charCodeAt(start + k)) k++;
    if (k === length) return i - length + 1;
  }
  return -1;
}

/** hits of total as a score from 0 to 100 (0 of nothing is 0). */
export const share = (hits: number, total: number) => (total === 0 ? 0 : (100 * hits) / total);

/**
 * A list answered place by place (blanks, a column, an order) as a score: the share of the key's items that the
 * answer has in their place, compared as `normalise` makes them.
 */
export const placesRight = (key: readonly string[], given: readonly string[], normalise: (text: string) => string) =>
  share(key.filter((item, place) => given[place] !== undefined && normalise(given[place]) === normalise(item)).length, key.length);
