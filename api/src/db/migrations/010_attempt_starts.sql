-- Attempts start on the server. A start is when the server saw the student open the assignment; the
-- submission that uses it closes it. An offline submission's save time is believed only between its start and its
-- arrival, and attempts are ordered by their start, so a device's clock can neither reorder attempts nor excuse
-- lateness. time_limit_minutes: null means none; deadline_at is fixed when the start opens.
ALTER TABLE assignments ADD COLUMN time_limit_minutes integer
  CHECK (time_limit_minutes IS NULL OR (time_limit_minutes >= 1 AND time_limit_minutes <= 600));

CREATE TABLE attempt_starts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  assignment_id uuid NOT NULL REFERENCES assignments (id),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  started_at timestamptz NOT NULL DEFAULT now(),
  deadline_at timestamptz,
  -- Set when a submission uses it, or when its time ran out and the student opened the assignment again.
  closed_at timestamptz
);
-- At most one open start per student and assignment: opening again resumes it.
CREATE UNIQUE INDEX attempt_starts_open ON attempt_starts (assignment_id, profile_id) WHERE closed_at IS NULL;
-- Every read of an assignment counts the viewer's lapsed starts (closed ones included): found by student, not scanned.
CREATE INDEX attempt_starts_by_student ON attempt_starts (assignment_id, profile_id);

-- started_at: the start's time for an attempt that used one (null before starts existed, or without one).
ALTER TABLE assignment_attempts ADD COLUMN attempt_start_id uuid UNIQUE REFERENCES attempt_starts (id);
ALTER TABLE assignment_attempts ADD COLUMN started_at timestamptz;
