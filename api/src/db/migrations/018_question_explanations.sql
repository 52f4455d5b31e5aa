-- Issue 29: the author's explanation of a question's answer (GIFT's general feedback, Moodle XML's generalfeedback),
-- shown after a practice answer and beside a submitted answer. Null: none. Snapshots carry it in their JSON.
ALTER TABLE questions ADD COLUMN explanation text CHECK (explanation IS NULL OR char_length(explanation) <= 2000);
