import type { QuestionRow } from '../questions/repository.js';
import type { QuestionSolution } from './schemas.js';

/** The key of a question, the fields of its type only (the match-columns right column in its true order). */
export function solutionOf(question: QuestionRow): QuestionSolution {
  const d = question.details;
  switch (question.type) {
    case 'TRUE_OR_FALSE':
      return { type: question.type, correctAnswer: d.correctAnswer };
    case 'FILL_BLANKS':
      return { type: question.type, correctWords: d.correctWords ?? [] };
    case 'MATCH_COLUMNS':
      return { type: question.type, leftColumn: d.leftColumn ?? [], rightColumn: d.rightColumn ?? [] };
    case 'MULTIPLE_ANSWER':
      return { type: question.type, options: d.options ?? [], correctOptionsIndex: d.correctOptionsIndex ?? [] };
    case 'SHORT_ANSWER':
      return { type: question.type, acceptedAnswers: d.acceptedAnswers ?? [] };
  }
}
