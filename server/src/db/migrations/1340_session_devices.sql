-- What the profile's "Active sessions" shows of each signed-in browser (docs/rights.md "Sessions"):
-- the browser's user agent and address at sign-in, moved on with the last activity at each
-- token refresh (every access-token lifetime, 15 minutes, while the browser is in use).
ALTER TABLE auth_sessions
  ADD COLUMN user_agent text CHECK (length(user_agent) <= 500),
  ADD COLUMN ip text CHECK (length(ip) <= 100),
  ADD COLUMN last_active_at timestamptz;
UPDATE auth_sessions SET last_active_at = coalesce(rotated_at, created_at);
ALTER TABLE auth_sessions ALTER COLUMN last_active_at SET DEFAULT now();
ALTER TABLE auth_sessions ALTER COLUMN last_active_at SET NOT NULL;
