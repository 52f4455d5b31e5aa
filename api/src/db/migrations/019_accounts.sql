-- Issue 31: accounts that last. A token names a session kept here, checked on every request, so logging out,
-- changing the password or a reset ends it at once on every process.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  -- 'Recordarme': kept past the browser's closing, sliding while used; otherwise a short absolute lifetime.
  remembered boolean NOT NULL,
  -- What the owner sees in their list ("Chrome en Android"), read from the User-Agent when it began.
  device text NOT NULL,
  user_agent text CHECK (user_agent IS NULL OR char_length(user_agent) <= 512),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  -- When it ends unless used again (a remembered session's idle limit moves with use, never past max_expires_at).
  expires_at timestamptz NOT NULL,
  max_expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX sessions_by_user ON sessions (user_id);
-- Sessions closed a month ago are deleted a few at a time as others start (auth/sessions.ts): found, not scanned.
CREATE INDEX sessions_closed ON sessions ((coalesce(ended_at, expires_at)));

-- Password reset links: only a SHA-256 of the random token is kept; single use, valid one hour.
CREATE TABLE password_reset_tokens (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);

-- Reset requests per e-mail (a SHA-256 of the normalised address, registered or not, so the limit reveals nothing).
CREATE TABLE password_reset_requests (
  email_hash bytea NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_requests_email_time ON password_reset_requests (email_hash, requested_at);

-- A deleted account: deactivated, its name, e-mail and phone anonymised, its e-mail free to register again.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;

-- The data export (account/export.ts) reads a teacher's assignments and a student's attempt starts by their author.
CREATE INDEX assignments_assigner ON assignments (assigner_profile_id, seq);
CREATE INDEX attempt_starts_by_profile ON attempt_starts (profile_id, seq);
