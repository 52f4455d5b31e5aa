-- Aula's first schema. Every table keeps `seq` for keyset paging (ORDER BY seq, cursor = last seq)
-- and ids are random UUIDs so they cannot be guessed. Nothing is ever deleted: is_active is the soft delete.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL UNIQUE,
  phone text NOT NULL,
  password_hash text NOT NULL,
  subscription_method text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Failed logins per e-mail, read to throttle guessing (kept in the database so the api stays stateless).
CREATE TABLE login_failures (
  email text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_email_time ON login_failures (email, failed_at);

CREATE TABLE profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  user_id uuid NOT NULL UNIQUE REFERENCES users (id),
  username text NOT NULL UNIQUE,
  profile_picture_url text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE study_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  name text NOT NULL,
  description text,
  group_picture_url text,
  code text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true,
  is_public boolean NOT NULL DEFAULT true,
  requires_request boolean NOT NULL DEFAULT false,
  owner_id uuid NOT NULL REFERENCES profiles (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The owner is always a member too, so "groups I belong to" is one lookup.
CREATE TABLE study_group_members (
  study_group_id uuid NOT NULL REFERENCES study_groups (id),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  PRIMARY KEY (study_group_id, profile_id)
);
CREATE INDEX study_group_members_profile ON study_group_members (profile_id);

CREATE TABLE assignments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  name text NOT NULL,
  description text NOT NULL,
  difficulty text NOT NULL,
  due_date timestamptz,
  assigner_profile_id uuid NOT NULL REFERENCES profiles (id),
  assignee_profile_id uuid REFERENCES profiles (id),
  study_group_id uuid NOT NULL REFERENCES study_groups (id),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assignments_group ON assignments (study_group_id, seq);

-- Type-specific fields (answer keys included) live in `details`; the api never sends them to a solver.
CREATE TABLE questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  type text NOT NULL,
  statement text NOT NULL,
  difficulty text NOT NULL,
  profile_id uuid NOT NULL REFERENCES profiles (id),
  assignment_id uuid REFERENCES assignments (id),
  details jsonb NOT NULL DEFAULT '{}',
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questions_author ON questions (profile_id, seq);

-- An unlinked question keeps its row with is_active false; `position` keeps the author's order.
CREATE TABLE assignment_questions (
  assignment_id uuid NOT NULL REFERENCES assignments (id),
  question_id uuid NOT NULL REFERENCES questions (id),
  position integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (assignment_id, question_id)
);
CREATE INDEX assignment_questions_question ON assignment_questions (question_id);

CREATE TABLE assignment_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  assignment_id uuid NOT NULL REFERENCES assignments (id),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  score double precision NOT NULL,
  -- How many questions the assignment had when submitted: the denominator of the mean.
  question_count integer NOT NULL,
  client_submission_id text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (profile_id, client_submission_id)
);
CREATE INDEX assignment_attempts_assignment ON assignment_attempts (assignment_id, profile_id, seq);
CREATE INDEX assignment_attempts_profile ON assignment_attempts (profile_id, seq);

CREATE TABLE question_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  assignment_attempt_id uuid REFERENCES assignment_attempts (id),
  question_id uuid NOT NULL REFERENCES questions (id),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  -- null while a short answer waits for the group owner's grade
  score double precision,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX question_attempts_attempt ON question_attempts (assignment_attempt_id, seq);
CREATE INDEX question_attempts_profile ON question_attempts (profile_id, seq);
