-- Gradebook weights (issue 26): each assignment counts in a student's average ('Promedio') by its weight, 0 to 100.
-- Every assignment starts at 1, so the average stays the plain mean until the teacher says otherwise; 0 leaves an
-- assignment out of the average while its column stays.
ALTER TABLE assignments ADD COLUMN gradebook_weight double precision NOT NULL DEFAULT 1
  CHECK (gradebook_weight >= 0 AND gradebook_weight <= 100);
