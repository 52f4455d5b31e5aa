import type { Queryable } from '../../db/database.js';
import { teacherGradedSql } from '../questions/kinds/registry.js';
import type { QuestionRow } from '../questions/repository.js';
import type { PracticeQuery } from './schemas.js';

/**
 * Whether the viewer ($1) may practise question `q`: it is used by an active assignment of an active group, and
 * either the assignment is open for practice, published, and the viewer belongs to the group, or the viewer wrote the
 * question and owns the group (an owner practising their own bank). $2 and $3 narrow it to a group and an
 * assignment. A question that a live graded assignment also uses (active, in an active group, not open for
 * practice) is left out for anyone but its author, so practice never shows the key of a graded assignment. A question
 * only a teacher could grade (a short answer with no accepted answers) is left out too.
 */
const practisable = `q.is_active
  AND NOT (${teacherGradedSql})
  AND (q.profile_id = $1 OR NOT EXISTS (
    SELECT 1 FROM assignment_questions gq JOIN assignments ga ON ga.id = gq.assignment_id JOIN study_groups gg ON gg.id = ga.study_group_id
     WHERE gq.question_id = q.id AND gq.is_active AND ga.is_active AND gg.is_active AND NOT ga.open_for_practice))
  AND EXISTS (
    SELECT 1 FROM assignment_questions aq JOIN assignments a ON a.id = aq.assignment_id JOIN study_groups g ON g.id = a.study_group_id
     WHERE aq.question_id = q.id AND aq.is_active AND a.is_active AND g.is_active
       AND ($2::uuid IS NULL OR g.id = $2) AND ($3::uuid IS NULL OR a.id = $3)
       AND ((a.open_for_practice AND (g.owner_id = $1 OR (a.published_at <= now() AND EXISTS (
              SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $1))))
         OR (g.owner_id = $1 AND q.profile_id = $1)))`;

/** Questions the viewer may practise in the group, in random order. */
export function practiceQuestions(db: Queryable, viewerId: string, query: PracticeQuery) {
  return db.query<QuestionRow>(
    `SELECT q.* FROM questions q
      WHERE ${practisable} AND ($4::text IS NULL OR q.type = $4) AND ($5::text IS NULL OR q.difficulty = $5)
      ORDER BY random() LIMIT $6`,
    [viewerId, query.studyGroupId, query.assignmentId ?? null, query.type ?? null, query.difficulty ?? null, query.limit],
  );
}

/** The question when the viewer may practise it (in any of their groups), else undefined. */
export async function findPractisable(db: Queryable, viewerId: string, questionId: string) {
  const [row] = await db.query<QuestionRow>(`SELECT q.* FROM questions q WHERE q.id = $4 AND ${practisable}`, [viewerId, null, null, questionId]);
  return row;
}

/** Notes that a student has seen the question's solution (the first time counts): see questionList.ts. */
export async function markSolutionShown(db: Queryable, questionId: string) {
  await db.query('UPDATE questions SET solution_shown_at = now() WHERE id = $1 AND solution_shown_at IS NULL', [questionId]);
}
