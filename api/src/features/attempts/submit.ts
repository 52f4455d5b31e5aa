import type { Database, Queryable } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../domain/errors.js';
import { notifyAttemptSubmitted } from '../notifications/repository.js';
import { checkAnswer, grade, meanScore } from '../questions/grading.js';
import { assignmentQuestions, questionsWithAccess } from '../questions/repository.js';
import { admitAttempt, assertNoOpenLiveGame, assertWithinTimeLimit, countedAt, isLate, solvableAssignment } from './policy.js';
import {
  attachAnswers,
  closeStart,
  findSubmission,
  insertAttempt,
  insertQuestionAttempts,
  loadAttempt,
  lockUnsubmittedAnswers,
  questionAttemptsOf,
  snapshotOf,
  toAttempt,
  toQuestionAttempt,
} from './repository.js';
import type { AnswerInput, Submission, SubmissionResult } from './schemas.js';
import { assertOpen, startOfSubmission } from './starts.js';

/** The questions a solver may answer now: an active assignment of an active group they belong to. */
async function questionsToSolve(db: Queryable, assignmentId: string, viewerId: string) {
  const assignment = await solvableAssignment(db, assignmentId, viewerId);
  const questions = await assignmentQuestions(db, [assignmentId]);
  return { assignment, questions: new Map(questions.map((q) => [q.id, q])) };
}

/** The first result of a submission sent before with the same client submission id, or null. */
async function previousResult(db: Queryable, viewerId: string, { assignmentId, clientSubmissionId }: Submission, knownId?: string) {
  const id = knownId ?? (await findSubmission(db, viewerId, clientSubmissionId));
  if (!id) return null;
  const attempt = await loadAttempt(db, id);
  if (attempt.assignment_id !== assignmentId) throw badRequest('El identificador de envío ya se usó en otra tarea');
  const questionAttempts = await questionAttemptsOf(db, id);
  return { result: true, assignmentAttempt: toAttempt(attempt), questionAttempts: questionAttempts.map(toQuestionAttempt) };
}

/**
 * Grades a submission and stores it in one transaction: the question attempts and the assignment attempt are
 * written together or not at all. The attempt's score is the mean over the assignment's questions, a missing or
 * pending answer counting 0. The same client submission id again (an offline client re-sending) returns the first
 * result, `replayed`, instead of counting twice, even when both copies arrive at once. The attempts policy
 * (policy.ts) is checked inside the transaction: attempts left, practice-only assignments, an open live game of
 * the assignment (unless `ofFinishedLiveGame`: its answers were revealed already), the start it closes (starts.ts),
 * when it counts, its time limit, and whether it is late.
 */
export async function submit(
  db: Database,
  viewerId: string,
  columnSecret: Buffer,
  submission: Submission,
  { ofFinishedLiveGame = false } = {},
): Promise<{ replayed: boolean; result: SubmissionResult }> {
  const { assignmentId, clientSubmissionId, answers, profileId } = submission;
  if (profileId && profileId !== viewerId) throw forbidden();
  const replay = await previousResult(db, viewerId, submission);
  if (replay) return { replayed: true, result: replay };
  try {
    const result = await db.transaction(async (tx) => {
      const { assignment, questions } = await questionsToSolve(tx, assignmentId, viewerId);
      const twinId = await admitAttempt(tx, assignment, viewerId, clientSubmissionId);
      if (twinId) return { twinId };
      if (!ofFinishedLiveGame) await assertNoOpenLiveGame(tx, assignmentId);
      const now = new Date();
      assertOpen(assignment, now);
      const start = await startOfSubmission(tx, assignment, viewerId, submission.attemptStartId);
      const counted = countedAt(submission.savedAt, start, now);
      assertWithinTimeLimit(start, counted, now);
      const seen = new Set<string>();
      const graded = answers.map((input) => {
        const question = questions.get(input.questionId);
        if (!question) throw badRequest('La pregunta no pertenece a la tarea');
        if (seen.has(input.questionId)) throw badRequest('Solo se admite una respuesta por pregunta');
        seen.add(input.questionId);
        const answer = checkAnswer(question, input, { profileId: viewerId, secret: columnSecret });
        return { questionId: input.questionId, answer, score: grade(question, answer), snapshot: snapshotOf(question) };
      });
      // The attempt row comes first: a concurrent twin with the same clientSubmissionId stops here.
      const score = meanScore(
        graded.map((g) => g.score),
        questions.size,
      );
      const attemptId = await insertAttempt(tx, {
        assignmentId,
        profileId: viewerId,
        score,
        questionCount: questions.size,
        clientSubmissionId,
        countedAt: counted,
        late: isLate(assignment, counted),
        start,
      });
      if (start) await closeStart(tx, start.id, now);
      const questionAttempts = await insertQuestionAttempts(tx, attemptId, viewerId, graded);
      await notifyAttemptSubmitted(tx, attemptId);
      return {
        result: true,
        assignmentAttempt: toAttempt(await loadAttempt(tx, attemptId)),
        questionAttempts: questionAttempts.map(toQuestionAttempt),
      };
    });
    if ('twinId' in result) return { replayed: true, result: (await previousResult(db, viewerId, submission, result.twinId))! };
    return { replayed: false, result };
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      const twin = await previousResult(db, viewerId, submission);
      if (twin) return { replayed: true, result: twin };
    }
    throw error;
  }
}

/**
 * The first step of the two-step flow: answers stored without a score. A score now would let a student try
 * answers until one scores (an oracle); they are graded when an attempt bundles them.
 */
export async function storeAnswers(db: Database, viewerId: string, columnSecret: Buffer, answers: AnswerInput[]) {
  const ids = [...new Set(answers.map((a) => a.questionId))];
  const questions = new Map(
    (await questionsWithAccess(db, viewerId, 'q.id = ANY($2::uuid[]) AND q.is_active', [ids]))
      .filter((q) => q.solver_access || q.full_access)
      .map((q) => [q.id, q]),
  );
  const stored = answers.map((input) => {
    const question = questions.get(input.questionId);
    if (!question) throw notFound();
    const answer = checkAnswer(question, input, { profileId: viewerId, secret: columnSecret });
    return { questionId: question.id, answer, score: null, snapshot: snapshotOf(question) };
  });
  const rows = await insertQuestionAttempts(db, null, viewerId, stored);
  return rows.map(toQuestionAttempt);
}

/**
 * The second step: an attempt from the student's stored answers, each graded now, in one transaction. It closes the
 * viewer's open start, if any, and counts now.
 */
export async function bundleAnswers(db: Database, viewerId: string, assignmentId: string, questionAttemptIds: string[]) {
  const attempt = await db.transaction(async (tx) => {
    const { assignment, questions } = await questionsToSolve(tx, assignmentId, viewerId);
    await admitAttempt(tx, assignment, viewerId);
    await assertNoOpenLiveGame(tx, assignmentId);
    const now = new Date();
    assertOpen(assignment, now);
    const start = await startOfSubmission(tx, assignment, viewerId, undefined);
    assertWithinTimeLimit(start, now, now);
    const ids = [...new Set(questionAttemptIds)];
    const parts = await lockUnsubmittedAnswers(tx, ids, viewerId);
    if (parts.length !== ids.length) throw badRequest('Alguna respuesta no existe o ya se envió');
    if (parts.some((p) => !questions.has(p.question_id))) throw badRequest('La pregunta no pertenece a la tarea');
    if (new Set(parts.map((p) => p.question_id)).size !== parts.length) throw badRequest('Solo se admite una respuesta por pregunta');
    const scores = parts.map((p) => grade(questions.get(p.question_id)!, p.answer));
    const id = await insertAttempt(tx, {
      assignmentId,
      profileId: viewerId,
      score: meanScore(scores, questions.size),
      questionCount: questions.size,
      countedAt: now,
      late: isLate(assignment, now),
      start,
    });
    if (start) await closeStart(tx, start.id, now);
    const snapshots = parts.map((p) => snapshotOf(questions.get(p.question_id)!));
    await attachAnswers(
      tx,
      id,
      parts.map((p) => p.id),
      scores,
      snapshots,
    );
    await notifyAttemptSubmitted(tx, id);
    return loadAttempt(tx, id);
  });
  return toAttempt(attempt);
}
