-- The login limiter (modules/auth/attempt-limiter.ts): one row per key (an account and address
-- pair, an address, an account, a user's current-password check, a forgot-password address).
-- An attempt is counted here before the password is verified, in the same statement that decides
-- whether it may proceed, so parallel guesses cannot all slip through; a success takes it back.
-- Not granted to pimento_app: used on the server's own connection, before a tenant is known.

CREATE TABLE login_limits (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);
CREATE INDEX login_limits_last_failure_idx ON login_limits (last_failure_at);

DROP TABLE login_failures;
