import type { Queryable } from '../../db/database.js';
import { badRequest } from '../../domain/errors.js';

/**
 * Makes `questionIds` the assignment's questions, in that order: new ones are linked, missing ones unlinked
 * (kept with is_active false), returning ones relinked. Only your own questions, or ones already linked, may be used.
 */
export async function setQuestions(db: Queryable, assignmentId: string, questionIds: string[], authorId: string) {
  await lockQuestionList(db, assignmentId);
  const unique = [...new Set(questionIds)];
  if (unique.length !== questionIds.length) throw badRequest('Una pregunta no puede repetirse en la tarea');
  const usable = await db.query<{ id: string }>(
    `SELECT q.id FROM questions q
      WHERE q.id = ANY($1::uuid[]) AND q.is_active
        AND (q.profile_id = $2 OR EXISTS (
          SELECT 1 FROM assignment_questions aq WHERE aq.question_id = q.id AND aq.assignment_id = $3))`,
    [unique, authorId, assignmentId],
  );
  if (usable.length !== unique.length) throw badRequest('Alguna de las preguntas no existe o no es suya');
  await db.query('UPDATE assignment_questions SET is_active = false WHERE assignment_id = $1 AND NOT (question_id = ANY($2::uuid[]))', [
    assignmentId,
    unique,
  ]);
  await db.query(
    `INSERT INTO assignment_questions (assignment_id, question_id, position)
     SELECT $1, id, ord FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, ord)
     ON CONFLICT (assignment_id, question_id) DO UPDATE SET is_active = true, position = EXCLUDED.position`,
    [assignmentId, unique],
  );
}

/** Adds a question after the assignment's last one. */
export async function appendQuestion(db: Queryable, assignmentId: string, questionId: string) {
  await lockQuestionList(db, assignmentId);
  await db.query(
    `INSERT INTO assignment_questions (assignment_id, question_id, position)
     SELECT $1, $2, coalesce(max(position), 0) + 1 FROM assignment_questions WHERE assignment_id = $1`,
    [assignmentId, questionId],
  );
}

/** Unlinks a question (the link stays, inactive); false when it was not linked. */
export async function unlinkQuestion(db: Queryable, assignmentId: string, questionId: string): Promise<boolean> {
  const unlinked = await db.query(
    'UPDATE assignment_questions SET is_active = false WHERE assignment_id = $1 AND question_id = $2 AND is_active RETURNING question_id',
    [assignmentId, questionId],
  );
  return unlinked.length > 0;
}

/**
 * Positions are computed from the links already there: two writers on the same assignment must take turns, or
 * both append at the same position. (NO KEY UPDATE leaves the foreign-key locks of inserted links and attempts free.)
 */
async function lockQuestionList(db: Queryable, assignmentId: string) {
  await db.query('SELECT 1 FROM assignments WHERE id = $1 FOR NO KEY UPDATE', [assignmentId]);
}

/**
 * Whether any of `questionIds` that the assignment does not use yet (all of them for a new assignment) has had its
 * solution seen by a student in Modo Libre: linked to a graded assignment, it would hand them a key they know.
 */
export async function linksPractisedQuestions(db: Queryable, assignmentId: string | null, questionIds: string[]) {
  const [row] = await db.query<{ practised: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM questions q
        WHERE q.id = ANY($1::uuid[]) AND q.solution_shown_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM assignment_questions aq WHERE aq.assignment_id = $2 AND aq.question_id = q.id AND aq.is_active)
     ) AS practised`,
    [questionIds, assignmentId],
  );
  return row!.practised;
}

/** Whether a student has seen in Modo Libre the solution of any question the assignment uses now. */
export async function usesPractisedQuestions(db: Queryable, assignmentId: string) {
  const [row] = await db.query<{ practised: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM assignment_questions aq JOIN questions q ON q.id = aq.question_id
        WHERE aq.assignment_id = $1 AND aq.is_active AND q.solution_shown_at IS NOT NULL
     ) AS practised`,
    [assignmentId],
  );
  return row!.practised;
}
