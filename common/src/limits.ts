/**
 * The sizes a question and an answer may have, checked by the api's schemas and the web's forms alike. They bound
 * grading's work per submission (a short answer costs its length times its accepted answers, matched in linear
 * time), so a teacher loses nothing real: a fill-blanks word is one word of the statement, and ten accepted
 * answers with `*` cover the ways a short answer can be written.
 */
export const questionLimits = {
  /** A short answer's accepted answers (each may hold `*` wildcards). */
  acceptedAnswers: 10,
  acceptedAnswerLength: 200,
  /** A fill-blanks correct word (one word of the statement). */
  wordLength: 100,
  /** A match-columns item or a multiple-answer option. */
  itemLength: 500,
  /** Blanks of a fill-blanks question. */
  blanks: 100,
  /** Items of each match-columns column; options of a multiple-answer question. */
  items: 50,
  /** A numerical question's accepted answers (each a value, its tolerance and its credit). */
  numericalAnswers: 10,
  /** Items of an ordering question, fewest and most: a student orders them by dragging, on a phone too. */
  orderingItemsMin: 2,
  orderingItems: 10,
  /**
   * Any text a solver sends (a short answer, a blank, a column item): it is compared once with each key, so its
   * length costs little, and hand-graded short answers are prose.
   */
  answerLength: 2000,
  /** Answers in one submission. */
  answers: 200,
} as const;

/** A teacher's comments: on one answer, and on a whole attempt (the api and the grades forms check the same). */
export const feedbackLimits = {
  length: 2000,
} as const;
