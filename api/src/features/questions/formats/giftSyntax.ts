import type { ExportedQuestion, ImportedQuestion } from './format.js';

// GIFT's syntax as the kinds read and write it: a question's answer block already taken apart (formats/gift.ts does
// that), and the escaping of text. Each kind's gift.ts turns a block into its create body, and back.

/** One answer of a `{=… ~…}` block: `=` marks a right one, `~` a wrong one (or a weighted one with %n%). */
export interface GiftAnswer {
  right: boolean;
  /** %n% as written (may be negative); null when there was none. */
  weight: number | null;
  text: string;
  /** `#feedback` after the answer (Aula has no per-answer feedback). */
  feedback?: string;
  /** For matching: `=left -> right`. */
  match?: { left: string; right: string };
}

export interface GiftNumber {
  value: number;
  tolerance: number;
  credit: number;
  feedback?: string;
}

/** An answer block taken apart. */
export type GiftBlock =
  | { form: 'essay' }
  | { form: 'trueFalse'; value: boolean; feedback: string[] }
  | { form: 'numerical'; answers: GiftNumber[] }
  | { form: 'answers'; answers: GiftAnswer[] };

/** One question of the file: its text around its blocks (one block, or several gaps of a missing-word question). */
export interface GiftQuestion {
  line: number;
  name?: string;
  /** The text before, between and after the blocks (blocks.length + 1 of them), unescaped and plain. */
  segments: string[];
  blocks: GiftBlock[];
  /** True when text follows the (first) block: a missing-word question (or an Aula fill-blanks one). */
  gap: boolean;
  /** `// [aula:...]` directives written just before the question. */
  directives: Set<string>;
  difficulty?: 'EASY' | 'MEDIUM' | 'HARD';
}

/** What a kind says about a question: a create body, problems (warnings or not), or undefined: not this kind's. */
export interface GiftReading {
  body?: ImportedQuestion['body'];
  /** Spanish, without the question's name (the reader prefixes it). */
  warnings?: string[];
  error?: string;
}

/** A kind's part of GIFT. */
export interface GiftPart {
  /** Reads a question when its blocks are this kind's form; undefined when they are not. */
  read(question: GiftQuestion): GiftReading | undefined;
  /** The question's text with its answer block(s); `explanation` is the `####…` general feedback to put in a block. */
  write(question: ExportedQuestion, explanation: string): { text: string; directives?: string[]; comments?: string[] };
}

/** Escapes GIFT's special characters in a text (and writes line breaks as \n). */
export const escapeGift = (text: string) => text.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/**
 * An answer's text as GIFT writes it inside a block: escaped, `->` written `-\\>` (so that it is not read as a
 * matching pair), and, when the text itself starts like a weight (`%50%…`), its own `%weight%` first, which the
 * reader takes off instead of the text's. Without `weight` the caller writes the answer's weight itself.
 */
export const answerGift = (text: string, weight?: number) => {
  const escaped = escapeGift(text).replace(/->/g, '-\\>');
  return weight !== undefined && /^\s*%/.test(text) ? `%${giftNumber(weight)}%${escaped}` : escaped;
};

/**
 * A question's text written so that the reader cannot take its beginning as syntax: a text that starts with `//`
 * (a comment line) or with a format such as `[html]` goes after an explicit `[plain]`.
 */
export const protectQuestionStart = (text: string) => (/^\s*(\/\/|\[(html|markdown|plain|moodle)\])/i.test(text) ? `[plain]${text}` : text);

/** A number as GIFT writes it (no exponent for ordinary sizes). */
export const giftNumber = (value: number) => String(Number(value.toPrecision(15)));

/** ` ####explanation` or nothing. */
export const generalFeedback = (explanation: string) => (explanation ? ` ####${escapeGift(explanation)}` : '');

/** The statement of a one-block question. */
export const statementOf = (question: GiftQuestion) => question.segments.join(' ').trim();

/** Whether a weight is (close to) a value: Moodle writes 1/3 as 33.33333. */
export const about = (weight: number, value: number) => Math.abs(weight - value) < 0.01;
