/**
 * A student's grade on an assignment from their attempts `at` (an aggregate over them), by the assignment's grading
 * method: the best score, the mean, the first or the last attempt's (in the order they count, see policy.ts). An
 * attempt with short answers still to grade counts them 0 until the teacher grades them (then the attempt is
 * rescored and so is this grade), so a pending grade can only rise; callers mark it pending meanwhile.
 * Null without attempts.
 */
export const gradeByMethod = (method: string) => `CASE ${method}
    WHEN 'HIGHEST' THEN max(at.score)
    WHEN 'AVERAGE' THEN avg(at.score)
    WHEN 'FIRST' THEN (array_agg(at.score ORDER BY at.counted_at, at.seq))[1]
    ELSE (array_agg(at.score ORDER BY at.counted_at DESC, at.seq DESC))[1] END`;
