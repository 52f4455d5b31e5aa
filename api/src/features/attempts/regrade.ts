import type { Database } from '../../db/database.js';
import { notifyAttemptGraded } from '../notifications/repository.js';
import { grade } from '../questions/grading.js';
import { assertAssignmentOwner } from '../studyGroups/access.js';
import { fitsLiveKey, lockAnswersToRegrade, recordScoreChanges, rescore, storeRegrades, type ScoreChange } from './correctionsSql.js';
import type { RegradeResult } from './schemas.js';

/**
 * Regrades an assignment's submitted attempts after its owner corrected a question's key: every answer is graded
 * again, as it was stored, against its question's key as it is now, by its kind's rule (questions/grading.ts), when
 * that key can grade it: an answer whose question changed shape since (other kind, options, blanks or items: see
 * regradable) keeps its score and is counted as skipped. An
 * answer the teacher graded by hand keeps that score (only its automatic score, shown beside it, follows the new
 * key). Each changed score is recorded (old and new, who, when), the attempts' scores are recomputed (and with them
 * the students' grades by any method), and each student whose attempt changed is told (ATTEMPT_GRADED). What the
 * attempt shows of the question stays what the student answered (its snapshot). One transaction.
 */
export function regradeAssignment(db: Database, viewerId: string, assignmentId: string): Promise<RegradeResult> {
  return db.transaction(async (tx) => {
    await assertAssignmentOwner(tx, assignmentId, viewerId);
    const all = await lockAnswersToRegrade(tx, assignmentId);
    const rows = all.filter(fitsLiveKey);
    const regraded = rows.map((row) => ({ row, autoScore: grade({ type: row.live_type, details: row.live_details }, row.answer) }));
    const stale = regraded.filter(
      ({ row, autoScore }) => autoScore !== row.auto_score || JSON.stringify(row.graded_details) !== JSON.stringify(row.live_details),
    );
    await storeRegrades(
      tx,
      stale.map(({ row, autoScore }) => ({ id: row.id, autoScore, details: row.live_details })),
    );
    const changes: ScoreChange[] = [];
    const attempts = new Set<string>();
    let keptCount = 0;
    for (const { row, autoScore } of regraded) {
      if (autoScore === row.auto_score) continue;
      if (row.score_overridden) {
        keptCount += 1;
      } else if (autoScore !== row.score) {
        changes.push({ questionAttemptId: row.id, oldScore: row.score, newScore: autoScore });
        attempts.add(row.assignment_attempt_id!);
      }
    }
    await recordScoreChanges(tx, changes, 'REGRADE', viewerId);
    await rescore(tx, [...attempts]);
    for (const attemptId of attempts) await notifyAttemptGraded(tx, attemptId, viewerId);
    return {
      checkedCount: rows.length,
      changedCount: changes.length,
      changedAttemptCount: attempts.size,
      keptManualCount: keptCount,
      skippedCount: all.length - rows.length,
    };
  });
}
