import type { Queryable } from '../../db/database.js';

// Whether a live game is open on an assignment or a question: what other features ask before grading anything of
// it (attempts, practice). Apart from repository.ts so that they depend on this alone.

/** The open (not finished) game of the assignment, if any. */
export async function openGameOfAssignment(db: Queryable, assignmentId: string) {
  const [row] = await db.query<{ id: string }>(`SELECT id FROM live_games WHERE assignment_id = $1 AND status <> 'FINISHED'`, [assignmentId]);
  return row?.id;
}

/** Whether the question is one of an open game's: until it ends, nothing else may grade it for its players. */
export async function isInOpenGame(db: Queryable, questionId: string) {
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM live_games WHERE status <> 'FINISHED' AND $1::uuid = ANY(question_ids)) AS found`,
    [questionId],
  );
  return row!.found;
}
