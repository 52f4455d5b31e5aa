import type { Queryable } from '../../../db/database.js';
import { notifyAssignmentPublished } from '../../notifications/repository.js';
import type { QuestionRow } from '../repository.js';

// The SQL of importing and exporting: the author's questions an import may reuse, links to an assignment, and the
// questions an export writes.

/** The author's active questions with one of these statements, oldest first (those an import may reuse). */
export function activeWithStatements(db: Queryable, authorId: string, statements: string[]) {
  if (statements.length === 0) return Promise.resolve([]);
  return db.query<QuestionRow>('SELECT * FROM questions WHERE profile_id = $1 AND is_active AND statement = ANY($2::text[]) ORDER BY seq', [
    authorId,
    statements,
  ]);
}

/** Links questions after the assignment's last one, in order; one already linked (and active) stays where it is. */
export async function linkAll(tx: Queryable, assignmentId: string, questionIds: string[]) {
  // As appendQuestion: two writers on one assignment take turns, or both append at the same position.
  await tx.query('SELECT 1 FROM assignments WHERE id = $1 FOR NO KEY UPDATE', [assignmentId]);
  await tx.query(
    `INSERT INTO assignment_questions (assignment_id, question_id, position)
     SELECT $1, t.id, (SELECT coalesce(max(position), 0) FROM assignment_questions WHERE assignment_id = $1) + t.ord
       FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, ord)
     ON CONFLICT (assignment_id, question_id) DO UPDATE SET is_active = true, position = EXCLUDED.position
      WHERE NOT assignment_questions.is_active`,
    [assignmentId, [...new Set(questionIds)]],
  );
  await notifyAssignmentPublished(tx, assignmentId);
}

/** Questions by id, whoever wrote them (the caller checks they are the viewer's). */
export function questionsByIds(db: Queryable, ids: string[]) {
  return db.query<QuestionRow>('SELECT * FROM questions WHERE id = ANY($1::uuid[])', [ids]);
}

/** The author's whole active bank, oldest first. */
export function activeBank(db: Queryable, authorId: string) {
  return db.query<QuestionRow>('SELECT * FROM questions WHERE profile_id = $1 AND is_active ORDER BY seq', [authorId]);
}
