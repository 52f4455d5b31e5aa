-- When a student first saw a question's solution in Modo Libre. Linking such a question to a graded
-- assignment, or closing a practised assignment for grading, hands students keys they already know: the api asks
-- the teacher to confirm. Null: nobody but its author has seen it checked.
ALTER TABLE questions ADD COLUMN solution_shown_at timestamptz;
