-- Uploaded images live in the database when it is PostgreSQL, so every api process serves every image and no
-- process keeps anything on its own disk. The key ("<uuid>.png") names the type; the bytes never change.
CREATE TABLE stored_images (
  key text PRIMARY KEY,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
