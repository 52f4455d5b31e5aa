import { normalizeText, type QuestionType } from '@aula/common';
import type { QuestionRow } from './repository.js';

export interface Answer {
  trueOrFalseAnswer?: boolean;
  filledBlanks?: string[];
  userColumnsOrder?: string[];
  chosenOptionsIndex?: number[];
  shortAnswer?: string;
}

/** The answer field each type reads. */
export const answerField = {
  TRUE_OR_FALSE: 'trueOrFalseAnswer',
  FILL_BLANKS: 'filledBlanks',
  MATCH_COLUMNS: 'userColumnsOrder',
  MULTIPLE_ANSWER: 'chosenOptionsIndex',
  SHORT_ANSWER: 'shortAnswer',
} as const satisfies Record<QuestionType, keyof Answer>;

/** Compared the way a teacher would: spacing and case do not matter, accents do. */
const comparable = (value: string) => normalizeText(value).toLocaleLowerCase('es');

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
  for (let start = firstStar + 1; start <= lastStar; ) {
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

const share = (hits: number, total: number) => (total === 0 ? 0 : (100 * hits) / total);

/** The score from 0 to 100, or null for a short answer with no accepted answers (the group owner grades it). */
export function grade(question: Pick<QuestionRow, 'type' | 'details'>, answer: Answer): number | null {
  const d = question.details;
  switch (question.type) {
    case 'TRUE_OR_FALSE':
      return answer.trueOrFalseAnswer === d.correctAnswer ? 100 : 0;
    case 'FILL_BLANKS': {
      const words = d.correctWords ?? [];
      const given = answer.filledBlanks ?? [];
      return share(words.filter((word, i) => given[i] !== undefined && comparable(given[i]!) === comparable(word)).length, words.length);
    }
    case 'MATCH_COLUMNS': {
      const right = d.rightColumn ?? [];
      const given = answer.userColumnsOrder ?? [];
      return share(right.filter((item, i) => given[i] !== undefined && normalizeText(given[i]!) === normalizeText(item)).length, right.length);
    }
    case 'MULTIPLE_ANSWER': {
      const correct = new Set(d.correctOptionsIndex ?? []);
      const chosen = new Set(answer.chosenOptionsIndex ?? []);
      const right = [...chosen].filter((i) => correct.has(i)).length;
      const wrong = chosen.size - right;
      return Math.max(0, share(right - wrong, correct.size));
    }
    case 'SHORT_ANSWER': {
      const accepted = d.acceptedAnswers ?? [];
      if (accepted.length === 0) return null;
      const given = comparable(answer.shortAnswer ?? '');
      return accepted.some((a) => wildcardMatch(given, comparable(a))) ? 100 : 0;
    }
  }
}

/** An attempt's score: the mean over the assignment's questions, a missing or pending one counting 0. */
export function meanScore(scores: Array<number | null>, questionCount: number): number {
  if (questionCount === 0) return 0;
  return scores.reduce<number>((sum, score) => sum + (score ?? 0), 0) / questionCount;
}
