import { createHash } from 'node:crypto';
import { normalizeText, type QuestionType } from '../../http/schemas.js';

/** Type-specific fields, answer keys included, as kept in questions.details. */
export interface QuestionDetails {
  correctAnswer?: boolean;
  image?: string | null;
  correctWords?: string[];
  leftColumn?: string[];
  rightColumn?: string[];
  options?: string[];
  correctOptionsIndex?: number[];
  acceptedAnswers?: string[];
}

export interface QuestionRow {
  id: string;
  seq: number;
  type: QuestionType;
  statement: string;
  difficulty: string;
  profile_id: string;
  assignment_id: string | null;
  details: QuestionDetails;
  is_active: boolean;
}

// --- Fill blanks -------------------------------------------------------------------------------------------

/** Words as the author's form splits them: letters and digits, keeping inner apostrophes ("l'eau"). */
const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

export function splitWords(statement: string) {
  return [...statement.matchAll(wordPattern)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
}

/**
 * The statement cut around its blanks: `correctWords` are found in statement order, each at the next word equal
 * to it, so a blank never depends on a word the author did not mark. segments.length is always blanks + 1.
 * Null when a correct word does not occur (in order) in the statement.
 */
export function blankSegments(statement: string, correctWords: string[]): string[] | null {
  const words = splitWords(statement);
  const segments: string[] = [];
  let next = 0;
  let textStart = 0;
  for (const correct of correctWords) {
    while (next < words.length && words[next]!.word !== correct) next++;
    const word = words[next];
    if (!word) return null;
    segments.push(statement.slice(textStart, word.start));
    textStart = word.end;
    next++;
  }
  segments.push(statement.slice(textStart));
  return segments;
}

export const blankMarker = '____';

// --- Match columns -----------------------------------------------------------------------------------------

/**
 * The right column in an order fixed per question and solver (so a reload shows the same order), never the
 * author's order when there is more than one distinct item: that order is the answer key.
 */
export function shuffledColumn(items: string[], seed: string): string[] {
  const result = [...items];
  let bytes = createHash('sha256').update(seed).digest();
  let used = 0;
  const random = () => {
    if (used + 4 > bytes.length) {
      bytes = createHash('sha256').update(bytes).digest();
      used = 0;
    }
    const value = bytes.readUInt32BE(used) / 2 ** 32;
    used += 4;
    return value;
  };
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  if (new Set(items).size > 1 && result.every((item, i) => item === items[i])) result.push(result.shift()!);
  return result;
}

// --- Views -------------------------------------------------------------------------------------------------

export type QuestionView = 'AUTHOR' | 'SOLVER';

/** The whole question, answer keys included: for its author and the owner of a group that uses it. */
export function authorView(row: QuestionRow, imageUrl: (key: string) => string) {
  const d = row.details;
  return {
    ...commonFields(row, imageUrl),
    view: 'AUTHOR' as const,
    correctAnswer: d.correctAnswer,
    correctWords: d.correctWords,
    segments: row.type === 'FILL_BLANKS' ? (blankSegments(row.statement, d.correctWords ?? []) ?? undefined) : undefined,
    leftColumn: d.leftColumn,
    rightColumn: d.rightColumn,
    options: d.options,
    correctOptionsIndex: d.correctOptionsIndex,
    acceptedAnswers: row.type === 'SHORT_ANSWER' ? (d.acceptedAnswers ?? []) : undefined,
  };
}

/** What a student sees before submitting: no key, fill blanks as segments, the right column shuffled. */
export function solverView(row: QuestionRow, viewerProfileId: string, imageUrl: (key: string) => string) {
  const d = row.details;
  const common = commonFields(row, imageUrl);
  switch (row.type) {
    case 'FILL_BLANKS': {
      const segments = blankSegments(row.statement, d.correctWords ?? []) ?? [row.statement];
      return { ...common, view: 'SOLVER' as const, statement: segments.join(blankMarker), segments };
    }
    case 'MATCH_COLUMNS':
      return {
        ...common,
        view: 'SOLVER' as const,
        leftColumn: d.leftColumn,
        rightColumn: shuffledColumn(d.rightColumn ?? [], `${row.id}:${viewerProfileId}`),
      };
    case 'MULTIPLE_ANSWER':
      return { ...common, view: 'SOLVER' as const, options: d.options };
    default:
      return { ...common, view: 'SOLVER' as const };
  }
}

function commonFields(row: QuestionRow, imageUrl: (key: string) => string) {
  const image = row.type === 'TRUE_OR_FALSE' ? (row.details.image ?? null) : undefined;
  return {
    id: row.id,
    type: row.type,
    statement: row.statement,
    difficulty: row.difficulty,
    isActive: row.is_active,
    profileId: row.profile_id,
    assignmentId: row.assignment_id,
    image,
    imageUrl: image ? imageUrl(image) : image,
  };
}

// --- Grading -----------------------------------------------------------------------------------------------

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

function matchesAccepted(answer: string, accepted: string) {
  // `*` stands for any run of characters; everything else is literal.
  const pattern = comparable(accepted)
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`, 'su').test(comparable(answer));
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
      return accepted.some((a) => matchesAccepted(answer.shortAnswer ?? '', a)) ? 100 : 0;
    }
  }
}

/** An attempt's score: the mean over the assignment's questions, a missing or pending one counting 0. */
export function meanScore(scores: Array<number | null>, questionCount: number): number {
  if (questionCount === 0) return 0;
  return scores.reduce<number>((sum, score) => sum + (score ?? 0), 0) / questionCount;
}
