import { gradingMessages } from '@aula/common';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../domain/errors.js';
import { notifyAttemptGraded } from '../notifications/repository.js';
import { assertGroupOwner } from '../studyGroups/access.js';
import {
  loadAnswer,
  lockAnswerForGrading,
  lockAttemptForComment,
  overrideScore,
  recordScoreChanges,
  rescore,
  setAnswerFeedback,
  setAttemptFeedback,
} from './correctionsSql.js';
import { loadAttempt, toAttempt, toQuestionAttempt } from './repository.js';
import type { GradeResult, TeacherGrade } from './schemas.js';

/** A comment as stored: trimmed, and an empty one clears it. */
const feedbackOf = (text: string | null) => (text?.trim() ? text.trim() : null);

/**
 * The group owner grades any answer of a submitted attempt by hand (0 to 100) and/or comments on it. The score
 * replaces the automatic one, which is kept beside it (autoScore), and a later regrade keeps it; each change is
 * recorded (score_changes). The attempt's score, the mean over its questions, is recomputed in the same
 * transaction, and the student is told (ATTEMPT_GRADED, one unread per attempt) when anything changed.
 */
export function gradeAnswer(db: Database, viewerId: string, questionAttemptId: string, input: TeacherGrade): Promise<GradeResult> {
  if (input.score === undefined && input.feedback === undefined) throw badRequest(gradingMessages.nothingToGrade);
  return db.transaction(async (tx) => {
    const row = await lockAnswerForGrading(tx, questionAttemptId);
    if (!row || !row.study_group_id || !row.assignment_attempt_id) throw notFound();
    await assertGroupOwner(tx, row.study_group_id, viewerId);
    // Gradings of one attempt take turns (its row lock), so their notification is written once.
    await lockAttemptForComment(tx, row.assignment_attempt_id);
    let changed = false;
    // The score it already has changes nothing: it is not marked as graded by hand (a regrade may still change it).
    if (input.score !== undefined && input.score !== row.score) {
      await overrideScore(tx, row.id, input.score);
      await recordScoreChanges(tx, [{ questionAttemptId: row.id, oldScore: row.score, newScore: input.score }], 'MANUAL', viewerId);
      await rescore(tx, [row.assignment_attempt_id]);
      changed = true;
    }
    const feedback = input.feedback === undefined ? row.feedback : feedbackOf(input.feedback);
    if (feedback !== row.feedback) {
      await setAnswerFeedback(tx, row.id, feedback);
      changed = true;
    }
    if (changed) await notifyAttemptGraded(tx, row.assignment_attempt_id, viewerId);
    return {
      questionAttempt: toQuestionAttempt(await loadAnswer(tx, row.id)),
      assignmentAttempt: toAttempt(await loadAttempt(tx, row.assignment_attempt_id)),
    };
  });
}

/** The group owner's comment on a whole attempt (an empty one clears it); the student is told when it changed. */
export function commentAttempt(db: Database, viewerId: string, attemptId: string, text: string | null) {
  return db.transaction(async (tx) => {
    const row = await lockAttemptForComment(tx, attemptId);
    if (!row) throw notFound();
    await assertGroupOwner(tx, row.study_group_id, viewerId);
    const before = await loadAttempt(tx, attemptId);
    const feedback = feedbackOf(text);
    if (feedback !== before.feedback) {
      await setAttemptFeedback(tx, attemptId, feedback);
      await notifyAttemptGraded(tx, attemptId, viewerId);
    }
    return toAttempt(await loadAttempt(tx, attemptId));
  });
}
