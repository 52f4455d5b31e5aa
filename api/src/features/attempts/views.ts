import type { Queryable } from '../../db/database.js';
import type { ImageStore } from '../../storage/images.js';
import { assignmentsByIds, toAssignment } from '../assignments/repository.js';
import { questionsWithAccess, type QuestionWithAccess } from '../questions/repository.js';
import { authorView, keyOf, presentQuestion } from '../questions/views.js';
import type { QuestionAttemptRow } from './repository.js';
import { toQuestionAttempt } from './repository.js';
import type { AssignmentAttempt } from './schemas.js';

/** Attempts with their assignment embedded (the grades screens). */
export async function withAssignments(db: Queryable, viewerId: string, attempts: AssignmentAttempt[]) {
  const assignments = await assignmentsByIds(db, [...new Set(attempts.map((a) => a.assignmentId))], viewerId);
  const byId = new Map(assignments.map((a) => [a.id, toAssignment(a)]));
  return attempts.map((attempt) => ({ ...attempt, assignment: byId.get(attempt.assignmentId) }));
}

/**
 * Answers with their question embedded, as it was when answered (its snapshot; a later edit of the bank question
 * does not change a graded answer): the group owner sees it in full, with the key it is graded with (after a regrade,
 * the corrected key; the statement, options, blanks and items still the ones answered), a student in the solver view
 * of the snapshot. Having answered it, a student may always see the question again, never its key. Id, author and
 * access are the live question's.
 */
export async function withQuestions(db: Queryable, viewerId: string, rows: QuestionAttemptRow[], images: ImageStore, columnSecret: Buffer) {
  const questions = await questionsWithAccess(db, viewerId, 'q.id = ANY($2::uuid[])', [[...new Set(rows.map((r) => r.question_id))]]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const viewOf = (question: QuestionWithAccess | undefined) =>
    question &&
    (presentQuestion(question, viewerId, images, columnSecret) ??
      presentQuestion({ ...question, solver_access: true }, viewerId, images, columnSecret) ??
      undefined);
  return rows.map((row) => {
    const live = byId.get(row.question_id);
    const answered = live && row.question_snapshot ? { ...live, ...row.question_snapshot } : live;
    const shown = viewOf(answered);
    // After a regrade the author sees the key the answer is now graded with: its key fields only.
    const question =
      shown?.view === 'AUTHOR' && row.graded_details
        ? { ...shown, ...keyOf(authorView({ ...answered!, details: row.graded_details }, images.url)) }
        : shown;
    // The explanation as answered: for the group owner (and the author), and for the student once submitted.
    const seesExplanation = shown?.view === 'AUTHOR' || (row.profile_id === viewerId && row.assignment_attempt_id !== null);
    const explanation = seesExplanation ? (answered?.explanation ?? null) : null;
    return { ...toQuestionAttempt(row), question, currentQuestion: viewOf(live), explanation };
  });
}
