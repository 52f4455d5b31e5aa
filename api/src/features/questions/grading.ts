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
 * Greedy two-pointer matching: on a mismatch only the last `*` seen takes one more character, so the work is
 * bounded by text × pattern length (a backtracking regular expression is exponential on `*a*a*a…b`).
 */
export function wildcardMatch(text: string, pattern: string): boolean {
  const t = [...text];
  const p = [...pattern];
  let ti = 0;
  let pi = 0;
  let star = -1;
  let starText = 0;
  while (ti < t.length) {
    if (pi < p.length && p[pi] === '*') {
      star = pi++;
      starText = ti;
    } else if (pi < p.length && p[pi] === t[ti]) {
      pi++;
      ti++;
    } else if (star >= 0) {
      pi = star + 1;
      ti = ++starText;
    } else {
      return false;
    }
  }
  while (pi < p.length && p[pi] === '*') pi++;
  return pi === p.length;
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
