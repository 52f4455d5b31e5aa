-- An answer keeps the question as it was answered: editing a bank question later must not rewrite a graded
-- attempt. The snapshot holds what the views need (type, statement, difficulty, details with the key); the
-- question's id, author and access still come from the live row.
ALTER TABLE question_attempts ADD COLUMN question_snapshot jsonb;

-- Existing answers take the question as it is now: the best record left of what they answered.
UPDATE question_attempts qa
   SET question_snapshot = jsonb_build_object('type', q.type, 'statement', q.statement, 'difficulty', q.difficulty, 'details', q.details)
  FROM questions q
 WHERE q.id = qa.question_id;
