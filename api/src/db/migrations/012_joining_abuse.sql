-- Joining that strangers cannot abuse.

-- A student the owner removed: their join by code or id becomes a request the owner decides, until the owner
-- adds them back (which deletes the row).
CREATE TABLE study_group_exclusions (
  study_group_id uuid NOT NULL REFERENCES study_groups (id),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  excluded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (study_group_id, profile_id)
);

-- A requester may withdraw a pending request: it is kept, as CANCELLED.
ALTER TABLE join_requests DROP CONSTRAINT join_requests_status_check;
ALTER TABLE join_requests ADD CONSTRAINT join_requests_status_check CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'));

-- The last rejection of a student by a group, read on every join to that group.
CREATE INDEX join_requests_student ON join_requests (study_group_id, profile_id, decided_at);
