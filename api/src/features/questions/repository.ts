import type { Queryable } from '../../db/database.js';
import type { Difficulty, QuestionType } from '@aula/common';
import { clockRunning } from '../attempts/startsSql.js';
import { kindOf, type QuestionDetails } from './kinds/registry.js';
import type { QuestionInput } from './schemas.js';

export type { QuestionDetails } from './kinds/registry.js';

export interface QuestionRow {
  id: string;
  seq: number;
  type: QuestionType;
  statement: string;
  difficulty: Difficulty;
  profile_id: string;
  assignment_id: string | null;
  details: QuestionDetails;
  is_active: boolean;
  /** The author's explanation of the answer; null: none. */
  explanation: string | null;
}

export interface QuestionWithAccess extends QuestionRow {
  /** Author, or owner of a group whose assignment uses it: may see the key. */
  full_access: boolean;
  /** Member of an active group with an active assignment that links it: may solve it. */
  solver_access: boolean;
}

/** Type-specific fields of an input, as stored in questions.details: its kind says which. */
export const detailsOf = (input: QuestionInput): QuestionDetails => kindOf(input.type).details(input);

/** The input fields of a stored question, so an update can be merged over them and checked whole. */
export function inputOf(row: QuestionRow): Record<string, unknown> {
  return {
    type: row.type,
    statement: row.statement,
    difficulty: row.difficulty,
    assignmentId: row.assignment_id,
    explanation: row.explanation,
    ...row.details,
  };
}

export async function findQuestion(db: Queryable, id: string): Promise<QuestionRow | undefined> {
  const [row] = await db.query<QuestionRow>('SELECT * FROM questions WHERE id = $1', [id]);
  return row;
}

export async function insertQuestion(db: Queryable, authorId: string, input: QuestionInput): Promise<QuestionRow> {
  const [row] = await db.query<QuestionRow>(
    `INSERT INTO questions (type, statement, difficulty, profile_id, assignment_id, details, client_mutation_id, explanation)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [
      input.type,
      input.statement,
      input.difficulty,
      authorId,
      input.assignmentId ?? null,
      JSON.stringify(detailsOf(input)),
      input.clientMutationId ?? null,
      input.explanation ?? null,
    ],
  );
  return row!;
}

/**
 * Several questions in one statement, in order (an import: a thousand single inserts cost a round trip each). The
 * same columns as insertQuestion, without a clientMutationId (an import is retried as a whole and reuses what it
 * created).
 */
export async function insertQuestions(db: Queryable, authorId: string, inputs: QuestionInput[]): Promise<QuestionRow[]> {
  if (inputs.length === 0) return [];
  const rows = await db.query<QuestionRow>(
    `INSERT INTO questions (type, statement, difficulty, profile_id, assignment_id, details, explanation)
     SELECT t.type, t.statement, t.difficulty, $1, t.assignment_id, t.details, t.explanation
       FROM unnest($2::text[], $3::text[], $4::text[], $5::uuid[], $6::jsonb[], $7::text[])
            WITH ORDINALITY AS t(type, statement, difficulty, assignment_id, details, explanation, ord)
      ORDER BY t.ord
     RETURNING *`,
    [
      authorId,
      inputs.map((input) => input.type),
      inputs.map((input) => input.statement),
      inputs.map((input) => input.difficulty),
      inputs.map((input) => input.assignmentId ?? null),
      inputs.map((input) => JSON.stringify(detailsOf(input))),
      inputs.map((input) => input.explanation ?? null),
    ],
  );
  return rows.sort((a, b) => a.seq - b.seq);
}

/** Statement, difficulty, explanation and type-specific fields; the type and the author never change. */
export async function updateQuestion(db: Queryable, id: string, input: QuestionInput): Promise<QuestionRow> {
  const [row] = await db.query<QuestionRow>(
    `UPDATE questions SET statement = $2, difficulty = $3, details = $4, explanation = $5 WHERE id = $1 RETURNING *`,
    [id, input.statement, input.difficulty, JSON.stringify(detailsOf(input)), input.explanation ?? null],
  );
  return row!;
}

export async function deactivateQuestion(db: Queryable, id: string): Promise<QuestionRow> {
  const [row] = await db.query<QuestionRow>('UPDATE questions SET is_active = false WHERE id = $1 RETURNING *', [id]);
  return row!;
}

/**
 * Questions matching `where` (with $2… parameters) with the viewer's ($1) access to each: full for its author and
 * the owners of groups using it; a solver's through an active assignment of theirs, a timed one only while their
 * clock runs.
 */
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
            WHERE aq.question_id = q.id AND aq.is_active AND a.is_active AND g.is_active AND a.published_at <= now()
              AND (a.time_limit_minutes IS NULL OR ${clockRunning('a.id', '$1')})) AS solver_access
       FROM questions q WHERE ${where}`,
    [viewerId, ...params],
  );
}

export interface QuestionFilter {
  /** These questions, whoever wrote them; otherwise the viewer's own bank. */
  ids?: string[];
  isActive?: boolean;
  type?: QuestionType;
  difficulty?: Difficulty;
  /** Text the statement contains, ignoring case and accents (folded the same way as `foldedStatement`). */
  search?: string;
}

// Accented letters and their plain ones, both cases: lower() alone folds only ASCII under the C collation.
const accented = 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç';
const plain = 'aaaaeeeeiiiioooouuuuncaaaaeeeeiiiioooouuuunc';

/** A search text folded like the statement is in SQL: lower case, no accents (so 'razon' finds 'Razón'). */
export const foldSearch = (text: string) => text.toLocaleLowerCase('es').normalize('NFD').replace(/\p{M}/gu, '');

/**
 * A page of the bank, newest first, older than sequence number `before` (0: from the newest; limit + 1 rows, see
 * sendPage), with the viewer's access. Questions asked by ids come oldest first, as every ids listing does.
 */
export function listQuestions(
  db: Queryable,
  viewerId: string,
  { ids, isActive, type, difficulty, search }: QuestionFilter,
  before: number,
  limit: number,
) {
  return questionsWithAccess(
    db,
    viewerId,
    `($2 = 0 OR q.seq ${ids ? '>' : '<'} $2) AND ($3::uuid[] IS NULL OR q.id = ANY($3::uuid[])) AND ($3::uuid[] IS NOT NULL OR q.profile_id = $1)
       AND ($4::boolean IS NULL OR q.is_active = $4) AND ($5::text IS NULL OR q.type = $5)
       AND ($7::text IS NULL OR q.difficulty = $7)
       AND ($8::text IS NULL OR translate(lower(q.statement), '${accented}', '${plain}') LIKE '%' || $8 || '%')
     ORDER BY q.seq ${ids ? 'ASC' : 'DESC'} LIMIT $6`,
    [before, ids ?? null, isActive ?? null, type ?? null, limit, difficulty ?? null, search ? foldSearch(search).replace(/[\\%_]/g, '\\$&') : null],
  );
}

/** Whether a solver may read an assignment's questions now: always, or on a timed one while their clock runs. */
export async function solverClockAllows(db: Queryable, assignmentId: string, viewerId: string) {
  const [row] = await db.query<{ allows: boolean }>(
    `SELECT (a.time_limit_minutes IS NULL OR ${clockRunning('a.id', '$2')}) AS allows FROM assignments a WHERE a.id = $1`,
    [assignmentId, viewerId],
  );
  return row?.allows ?? false;
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
