import type { Queryable } from '../../db/database.js';
import type { ImageStore } from '../../storage/images.js';
import type { QuestionDetails, QuestionRow } from './model.js';
import type { QuestionInput } from './schemas.js';
import { authorView, solverView } from './views.js';

/** Type-specific fields of an input, as stored in questions.details. */
export function detailsOf(input: QuestionInput): QuestionDetails {
  switch (input.type) {
    case 'TRUE_OR_FALSE':
      return { correctAnswer: input.correctAnswer, image: input.image ?? null };
    case 'FILL_BLANKS':
      return { correctWords: input.correctWords };
    case 'MATCH_COLUMNS':
      return { leftColumn: input.leftColumn, rightColumn: input.rightColumn };
    case 'MULTIPLE_ANSWER':
      return { options: input.options, correctOptionsIndex: [...new Set(input.correctOptionsIndex)].sort((a, b) => a - b) };
    case 'SHORT_ANSWER':
      return { acceptedAnswers: input.acceptedAnswers ?? [] };
  }
}

/** The input fields of a stored question, so an update can be merged over them and checked whole. */
export function inputOf(row: QuestionRow): Record<string, unknown> {
  return { type: row.type, statement: row.statement, difficulty: row.difficulty, assignmentId: row.assignment_id, ...row.details };
}

export async function insertQuestion(db: Queryable, authorId: string, input: QuestionInput): Promise<QuestionRow> {
  const [row] = await db.query<QuestionRow>(
    `INSERT INTO questions (type, statement, difficulty, profile_id, assignment_id, details)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [input.type, input.statement, input.difficulty, authorId, input.assignmentId ?? null, JSON.stringify(detailsOf(input))],
  );
  return row!;
}

export interface QuestionWithAccess extends QuestionRow {
  /** Author, or owner of a group whose assignment uses it: may see the key. */
  full_access: boolean;
  /** Member of an active group with an active assignment that links it: may solve it. */
  solver_access: boolean;
}

/** Questions matching `where` (with $2… parameters) with the viewer's ($1) access to each. */
export function questionsWithAccess(db: Queryable, viewerId: string, where: string, params: unknown[]) {
  return db.query<QuestionWithAccess>(
    `SELECT q.*,
        (q.profile_id = $1 OR EXISTS (
           SELECT 1 FROM assignment_questions aq
             JOIN assignments a ON a.id = aq.assignment_id
             JOIN study_groups g ON g.id = a.study_group_id
            WHERE aq.question_id = q.id AND g.owner_id = $1)) AS full_access,
        EXISTS (
           SELECT 1 FROM assignment_questions aq
             JOIN assignments a ON a.id = aq.assignment_id
             JOIN study_groups g ON g.id = a.study_group_id
             JOIN study_group_members m ON m.study_group_id = g.id AND m.profile_id = $1
            WHERE aq.question_id = q.id AND aq.is_active AND a.is_active AND g.is_active) AS solver_access
       FROM questions q WHERE ${where}`,
    [viewerId, ...params],
  );
}

/** The view a viewer is allowed, or null when the question is none of their business. */
export function presentQuestion(row: QuestionWithAccess, viewerId: string, images: ImageStore, columnSecret: Buffer) {
  if (row.full_access) return authorView(row, images.url);
  if (row.solver_access) return solverView(row, viewerId, images.url, columnSecret);
  return null;
}

/** The questions an assignment currently uses, in the author's order (unlinked and deactivated ones left out). */
export function assignmentQuestions(db: Queryable, assignmentIds: string[]) {
  return db.query<QuestionRow & { link_assignment_id: string }>(
    `SELECT q.*, aq.assignment_id AS link_assignment_id
       FROM assignment_questions aq JOIN questions q ON q.id = aq.question_id
      WHERE aq.assignment_id = ANY($1::uuid[]) AND aq.is_active AND q.is_active
      ORDER BY aq.assignment_id, aq.position`,
    [assignmentIds],
  );
}
