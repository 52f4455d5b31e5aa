/**
 * Fill-blanks statements: the words an author can turn into blanks. The word rule is the api's
 * (api/src/features/questions/model.ts): letters and digits of any script, keeping inner apostrophes ("l'eau"),
 * so accents and ñ stay inside their words and punctuation never becomes a blank.
 */
const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The statement's words in order: split on spaces and punctuation. */
export function splitWords(statement: string): string[] {
  return statement.match(wordPattern) ?? [];
}

/** A word of the statement as a chip, toggled on when it is one of the correct words (a blank). */
export interface WordChip {
  word: string;
  selected: boolean;
}

/** The correct words in statement order: what createQuestion's fillBlanks.correctWords takes. */
export const correctWordsOf = (chips: WordChip[]) => chips.filter((chip) => chip.selected).map((chip) => chip.word);

/**
 * The chips of a saved question: each correct word marks the next equal word of the statement, the way the api
 * places the blanks, so the chips show exactly the blanks a solver gets.
 */
export function chipsFromCorrectWords(statement: string, correctWords: readonly string[]): WordChip[] {
  const chips = splitWords(statement).map((word) => ({ word, selected: false }));
  let next = 0;
  for (const correct of correctWords) {
    while (next < chips.length && chips[next]!.word !== correct) next++;
    if (next >= chips.length) break;
    chips[next]!.selected = true;
    next++;
  }
  return chips;
}

/**
 * Splits the statement again after an edit, keeping the author's marks: the k-th occurrence of a word stays
 * marked when the k-th occurrence of that word was marked before, so adding or removing other words keeps them.
 */
export function resplit(statement: string, previous: readonly WordChip[]): WordChip[] {
  const marked = new Map<string, boolean[]>();
  for (const chip of previous) marked.set(chip.word, [...(marked.get(chip.word) ?? []), chip.selected]);
  const seen = new Map<string, number>();
  return splitWords(statement).map((word) => {
    const occurrence = seen.get(word) ?? 0;
    seen.set(word, occurrence + 1);
    return { word, selected: marked.get(word)?.[occurrence] ?? false };
  });
}

/** True when the chips are the words of the statement as it is now (nothing typed since the last split). */
export const chipsMatch = (statement: string, chips: readonly WordChip[]) => {
  const words = splitWords(statement);
  return words.length === chips.length && words.every((word, i) => chips[i]!.word === word);
};
