import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../domain/errors.js';
import { kindOf } from '../questions/kinds/registry.js';
import { notifyAnswerGraded } from '../notifications/repository.js';
import { assertGroupOwner } from '../studyGroups/access.js';
import { loadAttempt, lockAnswerForGrading, rescore, setAnswerScore, toAttempt, toQuestionAttempt } from './repository.js';
import type { GradeResult } from './schemas.js';

/**
 * A short answer without accepted answers waits (score null) for the group owner, who grades it from 0 to 100;
 * the attempt's score, the mean over its questions, is recomputed in the same transaction.
 */
export function gradeShortAnswer(db: Database, viewerId: string, questionAttemptId: string, score: number): Promise<GradeResult> {
  return db.transaction(async (tx) => {
    const row = await lockAnswerForGrading(tx, questionAttemptId);
    if (!row || !row.study_group_id || !row.assignment_attempt_id) throw notFound();
    await assertGroupOwner(tx, row.study_group_id, viewerId);
    if (!kindOf(row.type).teacherGradedWhen) throw badRequest('Solo se califican a mano las respuestas cortas');
    if (row.score === null) await notifyAnswerGraded(tx, row.id, viewerId);
    const updated = await setAnswerScore(tx, row.id, score);
    await rescore(tx, row.assignment_attempt_id);
    return { questionAttempt: toQuestionAttempt(updated), assignmentAttempt: toAttempt(await loadAttempt(tx, row.assignment_attempt_id)) };
  });
}
