// SQL and constants about attempt starts, shared by the attempts, assignments and questions queries. It imports
// nothing, so any feature may use it without an import circle.

/** How long after a time limit's deadline an answer is still taken: the network's share, not the student's. */
export const deadlineGraceSeconds = 60;

/**
 * SQL counting the starts of `profile` on `assignment` (SQL expressions) whose time limit ran out, grace included,
 * without a submission. Such a start uses up its attempt, as in Moodle: otherwise a student could open a timed
 * assignment, read its questions, let the time run out and start again with a fresh clock. Its submission, saved
 * offline within the deadline, is still taken when it arrives.
 */
export const lapsedStartCount = (assignment: string, profile: string) => `(SELECT count(*)::int FROM attempt_starts s
    WHERE s.assignment_id = ${assignment} AND s.profile_id = ${profile}
      AND s.deadline_at + interval '${deadlineGraceSeconds} seconds' < now()
      AND NOT EXISTS (SELECT 1 FROM assignment_attempts used WHERE used.attempt_start_id = s.id))`;

/**
 * SQL: whether `profile` holds an open start on `assignment` whose time has not run out. A timed assignment shows
 * its questions to a student only then: reading them is what the clock measures.
 */
export const clockRunning = (assignment: string, profile: string) => `EXISTS (SELECT 1 FROM attempt_starts s
    WHERE s.assignment_id = ${assignment} AND s.profile_id = ${profile} AND s.closed_at IS NULL
      AND (s.deadline_at IS NULL OR s.deadline_at + interval '${deadlineGraceSeconds} seconds' >= now()))`;
