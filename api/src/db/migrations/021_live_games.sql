-- Issue 30: En vivo, a live quiz on an assignment's questions. Every step of a game lives here (no process keeps
-- anything that decides), and the database's clock is the only one: a question opens at clock_timestamp() and an
-- answer counts only while clock_timestamp() <= question_ends_at (features/liveGames).
CREATE TABLE live_games (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pin char(6) NOT NULL CHECK (pin ~ '^[0-9]{6}$'),
  assignment_id uuid NOT NULL REFERENCES assignments (id),
  host_profile_id uuid NOT NULL REFERENCES profiles (id),
  status text NOT NULL DEFAULT 'LOBBY' CHECK (status IN ('LOBBY', 'QUESTION', 'REVEAL', 'FINISHED')),
  question_seconds integer NOT NULL CHECK (question_seconds BETWEEN 5 AND 240),
  points text NOT NULL CHECK (points IN ('STANDARD', 'DOUBLE', 'NONE')),
  streak_bonus boolean NOT NULL,
  counts_as_attempt boolean NOT NULL,
  -- Frozen at the start, in the assignment's order: editing the assignment mid-game changes nothing.
  question_ids uuid[] NOT NULL CHECK (cardinality(question_ids) >= 1),
  question_index integer CHECK (question_index >= 0 AND question_index < cardinality(question_ids)),
  question_opened_at timestamptz,
  question_ends_at timestamptz,
  -- Grows with each change of state (not with answers): what the live announcements carry.
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CHECK (status <> 'LOBBY' OR question_index IS NULL),
  CHECK (status NOT IN ('QUESTION', 'REVEAL') OR (question_index IS NOT NULL AND question_ends_at IS NOT NULL)),
  CHECK ((status = 'FINISHED') = (finished_at IS NOT NULL))
);
-- A PIN names one open game; one open game per assignment.
CREATE UNIQUE INDEX live_games_open_pin ON live_games (pin) WHERE status <> 'FINISHED';
CREATE UNIQUE INDEX live_games_open_assignment ON live_games (assignment_id) WHERE status <> 'FINISHED';
CREATE INDEX live_games_assignment ON live_games (assignment_id, created_at DESC);

-- Totals are written at each reveal only, so nothing about an answer's correctness exists before its question closes.
CREATE TABLE live_players (
  live_game_id uuid NOT NULL REFERENCES live_games (id),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  joined_at timestamptz NOT NULL DEFAULT now(),
  score integer NOT NULL DEFAULT 0 CHECK (score >= 0),
  streak integer NOT NULL DEFAULT 0 CHECK (streak >= 0),
  correct_count integer NOT NULL DEFAULT 0 CHECK (correct_count >= 0),
  -- The tiebreak: an unanswered question counts its whole time.
  total_response_ms bigint NOT NULL DEFAULT 0 CHECK (total_response_ms >= 0),
  -- With counts_as_attempt: why the finished game's job did not turn the answers into an attempt (Spanish).
  attempt_skipped_reason text,
  PRIMARY KEY (live_game_id, profile_id)
);
CREATE INDEX live_players_profile ON live_players (profile_id);

-- One answer per player and question: the primary key refuses a second one.
CREATE TABLE live_answers (
  live_game_id uuid NOT NULL,
  profile_id uuid NOT NULL,
  question_index integer NOT NULL CHECK (question_index >= 0),
  question_id uuid NOT NULL REFERENCES questions (id),
  -- As sent (what countsAsAttempt submits again through the attempts' code) and as grading reads it.
  sent jsonb NOT NULL,
  answer jsonb NOT NULL,
  response_ms integer NOT NULL CHECK (response_ms >= 0),
  -- Null for an answer nobody grades in a game (a short answer without accepted answers).
  score double precision CHECK (score BETWEEN 0 AND 100),
  -- Null until the question's reveal.
  points integer CHECK (points >= 0),
  streak_bonus integer CHECK (streak_bonus >= 0),
  answered_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (live_game_id, profile_id, question_index),
  FOREIGN KEY (live_game_id, profile_id) REFERENCES live_players (live_game_id, profile_id)
);
