-- Authentication bookkeeping. None of it is reachable by pimento_app: it is used before a tenant
-- is known (sign-in, password reset), through the server's own connection.

-- One row per signed-in browser: the refresh token carries its id; logout revokes it.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

-- Single-use tokens sent by e-mail; only their SHA-256 is stored.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_confirmation')),
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose);

-- Failed sign-ins, counted per account and per address so every process throttles alike.
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  ip text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_username_idx ON login_failures (username, failed_at);
CREATE INDEX login_failures_ip_idx ON login_failures (ip, failed_at);
