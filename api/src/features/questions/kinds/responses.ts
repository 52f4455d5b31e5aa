import type { AnswerTally, ResponseCount } from './kind.js';

// What the kinds' statistics.ts share: reading a list answer in SQL, and turning tallies into counted answers.

/** SQL: the answer's field `name` when it is a JSON array, else an empty one (answers are read defensively). */
export const arrayField = (name: string) => `CASE WHEN jsonb_typeof(qa.answer->'${name}') = 'array' THEN qa.answer->'${name}' ELSE '[]'::jsonb END`;

/** SQL: the answer's field `name` as text when it has the JSON type `type` (no row otherwise). */
export const scalarField = (name: string, type: 'boolean' | 'string' | 'number') =>
  `SELECT ''::text AS part, qa.answer->>'${name}' AS answer WHERE jsonb_typeof(qa.answer->'${name}') = '${type}'`;

/** count of total as 0 to 100 (0 of nothing is 0). */
export const shareOf = (count: number, total: number) => (total === 0 ? 0 : (100 * count) / total);

/** The right share of a whole answer: count of the graded answers (pending ones left out), null when none is graded. */
export const gradedShare = (count: number, graded: number) => (graded === 0 ? null : shareOf(count, graded));

/** The tallies of one part, their answers merged as `normalise` makes them (spacing, case…), most given first. */
export function merged(tallies: AnswerTally[], normalise: (text: string) => string = (text) => text): [string, number][] {
  const counts = new Map<string, number>();
  for (const { answer, count } of tallies) {
    const key = normalise(answer);
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  // Most given first; equal counts in a stable order whatever the database returned.
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The tallies grouped by their part. */
export function byPart(tallies: AnswerTally[]): Map<string, AnswerTally[]> {
  const parts = new Map<string, AnswerTally[]>();
  for (const tally of tallies) parts.set(tally.part, [...(parts.get(tally.part) ?? []), tally]);
  return parts;
}

/**
 * An answer is right or wrong by the score the kind gave it (the key it was graded with, so a key changed without a
 * regrade does not turn it round), or the teacher's where the kind could not grade it (a short answer without
 * accepted answers); a teacher's override of one answer does not hide a wrong one. Correct when every graded answer
 * with it earned full credit, wrong when every one earned 0; partial credit, mixed grades or answers still waiting
 * for the teacher are neither.
 */
export function byScore({ keyGraded, keyFull, keyZero }: { keyGraded: number; keyFull: number; keyZero: number }) {
  return { correct: keyGraded > 0 && keyFull === keyGraded, wrong: keyGraded > 0 && keyZero === keyGraded };
}

type Scored = Omit<AnswerTally, 'part'>;
const scoredFields = ['count', 'graded', 'full', 'zero', 'keyGraded', 'keyFull', 'keyZero'] as const;

/** Like `merged`, keeping how many of the merged answers are graded, earned full credit and earned 0. */
export function mergedScored(tallies: AnswerTally[], normalise: (text: string) => string = (text) => text) {
  const counts = new Map<string, Scored>();
  for (const tally of tallies) {
    const key = normalise(tally.answer);
    const entry = counts.get(key) ?? { answer: key, count: 0, graded: 0, full: 0, zero: 0, keyGraded: 0, keyFull: 0, keyZero: 0 };
    for (const field of scoredFields) entry[field] += tally[field];
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || (a.answer < b.answer ? -1 : a.answer > b.answer ? 1 : 0));
}

/**
 * Counted answers with their share of `answered` and the one wrong answer given most marked (the first of equals,
 * and none when no wrong answer was given). `wrong` defaults to not correct (a part matched against the key).
 */
export function counted(answers: { answer: string; count: number; correct: boolean; wrong?: boolean }[], answered: number): ResponseCount[] {
  let misleading = -1;
  answers.forEach((entry, i) => {
    const wrong = entry.wrong ?? !entry.correct;
    if (wrong && entry.count > 0 && (misleading < 0 || entry.count > answers[misleading]!.count)) misleading = i;
  });
  return answers.map(({ wrong: _, ...entry }, i) => ({ ...entry, share: shareOf(entry.count, answered), mostChosenWrong: i === misleading }));
}
