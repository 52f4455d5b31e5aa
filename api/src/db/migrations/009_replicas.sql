-- Uploaded images live in the database when it is PostgreSQL, so every api process serves every image and no
-- process keeps anything on its own disk. The key ("<uuid>.png") names the type; the bytes never change.
CREATE TABLE stored_images (
  key text PRIMARY KEY,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The counters of the per-address rate limits (@fastify/rate-limit) when no Redis is configured: shared by every
-- api process, unlike its default in-memory store. One fixed window per route and address.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset ON rate_limit_hits (reset_at);
