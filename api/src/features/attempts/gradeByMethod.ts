/**
 * A student's grade on an assignment from their attempts `at` (an aggregate over them), by the assignment's grading
 * method: the best score, the mean, the first or the last attempt's. FIRST and LAST order attempts by when the server
 * saw them start (their attempt start; without one, when they counted), never by a time the device claims. An
 * attempt with short answers still to grade counts them 0 until the teacher grades them (then the attempt is
 * rescored and so is this grade), so a pending grade can only rise; callers mark it pending meanwhile.
 * Null without attempts.
 */
export const gradeByMethod = (method: string) => `CASE ${method}
    WHEN 'HIGHEST' THEN max(at.score)
    WHEN 'AVERAGE' THEN avg(at.score)
    WHEN 'FIRST' THEN (array_agg(at.score ORDER BY coalesce(at.started_at, at.counted_at), at.seq))[1]
    ELSE (array_agg(at.score ORDER BY coalesce(at.started_at, at.counted_at) DESC, at.seq DESC))[1] END`;
