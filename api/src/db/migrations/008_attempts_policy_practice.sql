-- Attempts policy (issue 15). max_attempts null means unlimited: rows that exist keep it, so the attempts already
-- submitted stay valid; new assignments get 1 from the api unless the owner says otherwise.
ALTER TABLE assignments ADD COLUMN max_attempts integer CHECK (max_attempts IS NULL OR max_attempts >= 1);
ALTER TABLE assignments ADD COLUMN grading_method text NOT NULL DEFAULT 'HIGHEST'
  CHECK (grading_method IN ('HIGHEST', 'AVERAGE', 'FIRST', 'LAST'));
-- Open for practice (Modo Libre): its keys may be shown after each practice answer, so it takes no graded attempts.
ALTER TABLE assignments ADD COLUMN open_for_practice boolean NOT NULL DEFAULT false;

-- When the attempt counts as handed in: the client's save time for an offline submission within the grace, else
-- when it arrived. late: counted after the assignment's due date.
ALTER TABLE assignment_attempts ADD COLUMN counted_at timestamptz;
UPDATE assignment_attempts SET counted_at = submitted_at;
ALTER TABLE assignment_attempts ALTER COLUMN counted_at SET NOT NULL;
ALTER TABLE assignment_attempts ALTER COLUMN counted_at SET DEFAULT now();
ALTER TABLE assignment_attempts ADD COLUMN late boolean NOT NULL DEFAULT false;
