import type { Exam } from './exam.js';
import type { StudentResult } from './students.js';

type Query = (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

/**
 * What the database holds after the burst, against what each student sent (read from the tables, not through the
 * api, whose answers are what is being checked): every student exactly one attempt of the exam (one client
 * submission id each; re-sent copies carry the same), with all its answers and the score its answers earn.
 */
export async function checkSubmissions(query: Query, exam: Exam, results: StudentResult[]) {
  const rows = await query(
    `SELECT a.id, a.profile_id, a.score, a.client_submission_id,
            (SELECT count(*) FROM question_attempts q WHERE q.assignment_attempt_id = a.id)::int AS answers
       FROM assignment_attempts a WHERE a.assignment_id = $1`,
    [exam.assignmentId],
  );
  const byStudent = new Map<string, Array<Record<string, unknown>>>();
  for (const row of rows) byStudent.set(row.profile_id as string, [...(byStudent.get(row.profile_id as string) ?? []), row]);
  let lost = 0;
  let doubled = 0;
  let wrongScores = 0;
  let incomplete = 0;
  let foreign = 0;
  for (const result of results) {
    const stored = byStudent.get(result.profileId) ?? [];
    if (stored.length === 0) lost += 1;
    doubled += Math.max(0, stored.length - 1);
    for (const row of stored) {
      if (row.client_submission_id !== result.clientSubmissionId) foreign += 1;
      if (row.answers !== exam.questions.length) incomplete += 1;
      if (Math.abs((row.score as number) - result.expectedScore) > 1e-9) wrongScores += 1;
    }
  }
  return {
    /** Students with no stored attempt. */
    lost,
    /** Attempts beyond one per student. */
    doubled,
    /** Stored attempts whose score is not what the answers earn. */
    wrongScores,
    /** Stored attempts without all their answers (a submission is one transaction). */
    incomplete,
    /** Stored attempts under a client submission id the student never sent. */
    foreign,
    stored: rows.length,
  };
}
