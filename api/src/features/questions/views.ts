import type { ImageStore } from '../../storage/images.js';
import { blankMarker, blankSegments } from './fillBlanks.js';
import type { QuestionRow, QuestionWithAccess } from './repository.js';
import { shuffledColumn } from './shuffle.js';

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

/**
 * What a student sees before submitting: no key, fill blanks as segments, the right column shuffled in the
 * student's own order (keyed by `columnSecret`, see shuffledColumn).
 */
export function solverView(row: QuestionRow, viewerProfileId: string, imageUrl: (key: string) => string, columnSecret: Buffer) {
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
        rightColumn: shuffledColumn(d.rightColumn ?? [], columnSecret, row.id, viewerProfileId),
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

/** The view a viewer is allowed, or null when the question is none of their business. */
export function presentQuestion(row: QuestionWithAccess, viewerId: string, images: ImageStore, columnSecret: Buffer) {
  if (row.full_access) return authorView(row, images.url);
  if (row.solver_access) return solverView(row, viewerId, images.url, columnSecret);
  return null;
}
