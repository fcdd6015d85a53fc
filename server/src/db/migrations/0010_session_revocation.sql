-- Sessions that end when they end.
--
-- Every API process keeps, per session, whether it is live (modules/auth/session-liveness.ts), so
-- an access token is checked against its session without a query per request. These triggers tell
-- every process, through NOTIFY at commit, that a session ended: revoked, deleted with its user, or
-- its user deactivated (which revokes the user's sessions here, whoever deactivates them).
--
-- The refresh token is single-use: it carries the session's `refresh_generation`, which each
-- refresh moves on. `rotated_at` dates the last rotation (a duplicate of the token just replaced is
-- tolerated for a few seconds). `absolute_expires_at` ends the session however often it refreshes.

ALTER TABLE auth_sessions
  ADD COLUMN refresh_generation integer NOT NULL DEFAULT 0,
  ADD COLUMN rotated_at timestamptz,
  ADD COLUMN absolute_expires_at timestamptz;
UPDATE auth_sessions SET absolute_expires_at = created_at + interval '30 days';
ALTER TABLE auth_sessions ALTER COLUMN absolute_expires_at SET NOT NULL;

CREATE FUNCTION pimento_notify_session_ended() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('pimento_session_ended', OLD.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER auth_sessions_revoked AFTER UPDATE OF revoked_at ON auth_sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION pimento_notify_session_ended();
CREATE TRIGGER auth_sessions_deleted AFTER DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION pimento_notify_session_ended();

-- SECURITY DEFINER: an administrator deactivates a user in a tenant transaction (role
-- pimento_app), which has no right on auth_sessions.
CREATE FUNCTION pimento_revoke_sessions_of_deactivated_user() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
BEGIN
  UPDATE auth_sessions SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER users_deactivated_end_sessions AFTER UPDATE OF is_active ON users
  FOR EACH ROW WHEN (OLD.is_active AND NOT NEW.is_active)
  EXECUTE FUNCTION pimento_revoke_sessions_of_deactivated_user();
