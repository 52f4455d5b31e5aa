-- Consent before names (issue 26, QA F4): an owner reads a member's real names and e-mail only once the member chose
-- the group. Joining by code or link and an approved request set the time at once (the default); an owner's addition
-- leaves it null until the member opens the group or starts an attempt in it. Today's members keep their names
-- readable: adding the column with its default fills their rows with now().
ALTER TABLE study_group_members ADD COLUMN acknowledged_at timestamptz DEFAULT now();
