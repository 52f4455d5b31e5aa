-- Grading a teacher can correct and explain. `score` stays what counts; `auto_score` is what the question's kind
-- gave (null while a short answer without accepted answers waits), kept beside a teacher's override
-- (`score_overridden`: a regrade never replaces a manual score). Feedback: a comment per answer and per attempt.
ALTER TABLE question_attempts ADD COLUMN auto_score double precision;
ALTER TABLE question_attempts ADD COLUMN score_overridden boolean NOT NULL DEFAULT false;
ALTER TABLE question_attempts ADD COLUMN feedback text;
-- The key the automatic score was computed with after a regrade (null: the snapshot's, as answered).
ALTER TABLE question_attempts ADD COLUMN graded_details jsonb;
ALTER TABLE assignment_attempts ADD COLUMN feedback text;

-- Existing answers: what was scored automatically keeps its score as the automatic one; a short answer without
-- accepted answers that has a score was graded by the teacher.
UPDATE question_attempts
   SET auto_score = score
 WHERE assignment_attempt_id IS NOT NULL
   AND NOT (question_snapshot->>'type' = 'SHORT_ANSWER'
            AND jsonb_array_length(coalesce(question_snapshot->'details'->'acceptedAnswers', '[]'::jsonb)) = 0);
UPDATE question_attempts
   SET score_overridden = true
 WHERE score IS NOT NULL AND question_snapshot->>'type' = 'SHORT_ANSWER'
   AND jsonb_array_length(coalesce(question_snapshot->'details'->'acceptedAnswers', '[]'::jsonb)) = 0;

-- Every change of an answer's score after its submission: a teacher's grade (MANUAL) or a regrade after a key
-- correction (REGRADE), old and new, who and when.
CREATE TABLE score_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  question_attempt_id uuid NOT NULL REFERENCES question_attempts (id),
  old_score double precision,
  new_score double precision,
  reason text NOT NULL CHECK (reason IN ('MANUAL', 'REGRADE')),
  changed_by uuid NOT NULL REFERENCES profiles (id),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX score_changes_answer ON score_changes (question_attempt_id, seq);
