-- Issue 32: a whole assignment offline, and nothing readable on a shared computer after logout.

-- Each account's key for what its browsers keep on the device (drafts, queued submissions, screens seen), encrypted
-- with it (AES-256-GCM): handed over with the session, never kept by the browser past it. One per user, made on first
-- need (account/offlineKeys.ts); deleting the account deletes it, so what its devices kept can never be opened again.
-- A table of its own, not a column of users: every `SELECT * FROM users` would otherwise carry it around.
CREATE TABLE offline_keys (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  key bytea NOT NULL CHECK (octet_length(key) = 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The answers of an open start so far (saveAttemptDraft), so a student who changes devices continues where they were.
-- Kept as the client sent it (JSON text, at most 256 KiB) and never graded; only its student reads it, and it is
-- cleared when a submission closes the start. All three set, or none.
ALTER TABLE attempt_starts ADD COLUMN draft text;
ALTER TABLE attempt_starts ADD COLUMN draft_step integer;
ALTER TABLE attempt_starts ADD COLUMN draft_saved_at timestamptz;
ALTER TABLE attempt_starts ADD CONSTRAINT attempt_starts_draft_whole
  CHECK ((draft IS NULL) = (draft_step IS NULL) AND (draft IS NULL) = (draft_saved_at IS NULL) AND (draft_step IS NULL OR draft_step >= 0));
