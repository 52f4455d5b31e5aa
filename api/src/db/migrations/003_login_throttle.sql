-- Login throttling per account and client address, with growing delays, instead of a lock for everyone.
DROP TABLE login_failures;

CREATE TABLE login_throttle (
  email text NOT NULL,
  -- The client's address, or '' for the account over all addresses.
  client text NOT NULL,
  failures integer NOT NULL,
  locked_until timestamptz,
  -- Once this passes quietly, the failures are forgotten.
  forget_at timestamptz NOT NULL,
  PRIMARY KEY (email, client)
);
CREATE INDEX login_throttle_forget ON login_throttle (forget_at);
