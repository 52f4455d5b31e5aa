import type { ImageStore } from '../../storage/images.js';
import { kindOf } from './kinds/registry.js';
import type { QuestionRow, QuestionWithAccess } from './repository.js';

/** The whole question, answer keys included: for its author and the owner of a group that uses it. */
export function authorView(row: QuestionRow, imageUrl: (key: string) => string) {
  return {
    ...commonFields(row, imageUrl),
    view: 'AUTHOR' as const,
    explanation: row.explanation ?? null,
    ...kindOf(row.type).authorFields(row),
  };
}

/**
 * What a student sees before submitting: no key, and what their kind shows a solver instead (fill blanks as
 * segments, a right column or ordering items shuffled in the student's own order, keyed by `columnSecret`, see
 * shuffledColumn).
 */
export function solverView(row: QuestionRow, viewerProfileId: string, imageUrl: (key: string) => string, columnSecret: Buffer) {
  const solver = { profileId: viewerProfileId, secret: columnSecret };
  return { ...commonFields(row, imageUrl), view: 'SOLVER' as const, ...kindOf(row.type).solverFields(row, solver) };
}

function commonFields(row: QuestionRow, imageUrl: (key: string) => string) {
  const image = kindOf(row.type).image ? (row.details.image ?? null) : undefined;
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

type AuthorView = ReturnType<typeof authorView>;

/** A question's key alone, the fields its kind names (practice's deprecated `solution`), taken from the author's view. */
export function keyOf(author: AuthorView) {
  const fields = kindOf(author.type).keyFields.map((field) => [field, author[field as keyof AuthorView]]);
  return Object.fromEntries([['type', author.type], ...fields]) as Pick<AuthorView, 'type'> & Partial<AuthorView>;
}
