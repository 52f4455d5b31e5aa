-- Per-assignment keyset pages of attempts in submission order (GET /assignments/getAttemptPages): the LATERAL join
-- walks this index and stops after one page. The (assignment_id, profile_id, seq) index serves one student's.
CREATE INDEX assignment_attempts_assignment_seq ON assignment_attempts (assignment_id, seq);
