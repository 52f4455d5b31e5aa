-- Drafts and scheduled publishing. `published_at` is when members start to see the assignment: null for a draft,
-- in the future while scheduled. Visibility is this predicate (published_at <= now()), so members see it on time
-- even when the job that notifies them runs late. `notified_at` is set, once, by whoever sends ASSIGNMENT_PUBLISHED
-- (UPDATE … WHERE notified_at IS NULL RETURNING), so two processes running the same job notify once.
ALTER TABLE assignments ADD COLUMN published_at timestamptz;
ALTER TABLE assignments ADD COLUMN notified_at timestamptz;
-- After close_at no attempt starts and no submission counts (Classroom's "close submissions after the due date").
ALTER TABLE assignments ADD COLUMN close_at timestamptz;
ALTER TABLE assignments ADD CONSTRAINT assignments_close_after_due CHECK (close_at IS NULL OR due_date IS NULL OR close_at > due_date);

-- Assignments made before drafts existed stay published, and those already announced are never announced again.
UPDATE assignments SET published_at = created_at;
-- One still without a question was never announced: it is, as before, once its first question is linked.
UPDATE assignments a SET notified_at = coalesce(
  (SELECT min(n.created_at) FROM notifications n WHERE n.assignment_id = a.id AND n.kind = 'ASSIGNMENT_PUBLISHED'), a.created_at)
 WHERE EXISTS (SELECT 1 FROM assignment_questions aq WHERE aq.assignment_id = a.id AND aq.is_active);

-- What the publication job and a restarted process look for: published, not yet announced.
CREATE INDEX assignments_to_announce ON assignments (published_at) WHERE notified_at IS NULL AND published_at IS NOT NULL;
