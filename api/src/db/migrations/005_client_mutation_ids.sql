-- A create sent again by a client that did not see the answer (a slow link, a retry) returns the first record:
-- the client names each create with its own id, unique per author.
ALTER TABLE study_groups ADD COLUMN client_mutation_id text;
CREATE UNIQUE INDEX study_groups_client_mutation ON study_groups (owner_id, client_mutation_id);
ALTER TABLE assignments ADD COLUMN client_mutation_id text;
CREATE UNIQUE INDEX assignments_client_mutation ON assignments (assigner_profile_id, client_mutation_id);
ALTER TABLE questions ADD COLUMN client_mutation_id text;
CREATE UNIQUE INDEX questions_client_mutation ON questions (profile_id, client_mutation_id);
