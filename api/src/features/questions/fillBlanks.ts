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

/** What a solver sees in place of each blank of the statement. */
export const blankMarker = '____';
