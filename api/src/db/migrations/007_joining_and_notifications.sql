-- Joining a group by its code or by a request the owner decides, and the notifications both sides receive.

-- One request per student and group while it waits: a double tap or two tabs cannot file two.
CREATE TABLE join_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  study_group_id uuid NOT NULL REFERENCES study_groups (id),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE UNIQUE INDEX join_requests_one_pending ON join_requests (study_group_id, profile_id) WHERE status = 'PENDING';
CREATE INDEX join_requests_group ON join_requests (study_group_id, seq);
CREATE INDEX join_requests_profile ON join_requests (profile_id, seq);

-- Written in the transaction of the change that causes it; `message` is the Spanish text as shown.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  recipient_id uuid NOT NULL REFERENCES profiles (id),
  kind text NOT NULL,
  message text NOT NULL,
  actor_id uuid REFERENCES profiles (id),
  study_group_id uuid REFERENCES study_groups (id),
  assignment_id uuid REFERENCES assignments (id),
  assignment_attempt_id uuid REFERENCES assignment_attempts (id),
  join_request_id uuid REFERENCES join_requests (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_recipient ON notifications (recipient_id, seq);
CREATE INDEX notifications_unread ON notifications (recipient_id) WHERE read_at IS NULL;
