import type { Database, Queryable } from '../../db/database.ts';
import type { UserIdentity } from '../users/repository.ts';

/**
 * Authentication queries. They run on the server's own connection, not in a tenant transaction:
 * sign-in and password reset happen before the company is known. Nothing here returns data to a
 * caller of another company — each query is keyed by a username, a token or the caller's own ids.
 */
export type AuthUser = UserIdentity & {
  password_hash: string | null;
  previous_password_hash: string | null;
  sso_only: boolean;
  /** The company's emergency administrator (docs/sso.md): keeps password sign-in under SSO-only. */
  sso_emergency: boolean;
};

const authUserColumns = `u.id, u.company_id, u.username, u.email, u.first_name, u.last_name, u.language,
  u.is_superuser, u.is_administrator, u.is_consultant, u.is_active, u.password_hash, u.previous_password_hash,
  coalesce((c.settings ->> 'sso_only')::boolean, false) AS sso_only,
  EXISTS (SELECT 1 FROM sso_configs s WHERE s.company_id = u.company_id AND s.emergency_user_id = u.id AND u.is_administrator) AS sso_emergency`;

export async function findUserByUsername(db: Queryable, username: string): Promise<AuthUser | null> {
  const rows = await db.query<AuthUser>(
    `SELECT ${authUserColumns} FROM users u JOIN companies c ON c.id = u.company_id WHERE lower(u.username) = lower($1)`,
    [username],
  );
  return rows[0] ?? null;
}

export async function findUserByUsernameOrEmail(db: Queryable, value: string): Promise<AuthUser | null> {
  const rows = await db.query<AuthUser>(
    `SELECT ${authUserColumns} FROM users u JOIN companies c ON c.id = u.company_id
      WHERE lower(u.username) = lower($1) OR lower(u.email) = lower($2)
      ORDER BY (lower(u.username) = lower($1)) DESC LIMIT 1`,
    [value.replace(/\s/g, '_'), value.trim()],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, userId: string): Promise<AuthUser | null> {
  const rows = await db.query<AuthUser>(
    `SELECT ${authUserColumns} FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** The browser behind a session, as the profile's "Active sessions" shows it. */
export type SessionClient = { ip: string | null; userAgent: string | null };

/** Bounded to the columns' lengths: a forged header cannot bloat the table. */
function clientColumns(client: SessionClient): [string | null, string | null] {
  return [client.ip?.slice(0, 100) ?? null, client.userAgent?.slice(0, 500) ?? null];
}

/** A new session: idle until `expiresAt` (moved on by each refresh), over at `absoluteExpiresAt` whatever happens. */
export async function createSession(db: Queryable, userId: string, expiresAt: Date, absoluteExpiresAt: Date, client: SessionClient): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO auth_sessions (user_id, expires_at, absolute_expires_at, ip, user_agent) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [userId, expiresAt, absoluteExpiresAt, ...clientColumns(client)],
  );
  return row!.id;
}

/** A refresh is the session's sign of life: its time, address and browser become the last seen. */
export async function touchSession(db: Queryable, sessionId: string, client: SessionClient): Promise<void> {
  const [ip, userAgent] = clientColumns(client);
  await db.query('UPDATE auth_sessions SET last_active_at = now(), ip = coalesce($2, ip), user_agent = coalesce($3, user_agent) WHERE id = $1', [sessionId, ip, userAgent]);
}

export type LiveSessionRow = { id: string; user_agent: string | null; ip: string | null; created_at: Date; last_active_at: Date };

/** The user's sessions that are neither revoked nor expired, the most recently active first. */
export async function liveSessionsOf(db: Queryable, userId: string): Promise<LiveSessionRow[]> {
  return db.query<LiveSessionRow>(
    `SELECT id, user_agent, ip, created_at, last_active_at FROM auth_sessions
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() AND absolute_expires_at > now()
      ORDER BY last_active_at DESC, created_at DESC`,
    [userId],
  );
}

/** Revokes the session if it is the user's own and still live; false otherwise. */
export async function revokeSessionOf(db: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE auth_sessions SET revoked_at = now()
      WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now() AND absolute_expires_at > now() RETURNING id`,
    [sessionId, userId],
  );
  return rows.length === 1;
}

/** A session as a refresh sees it, its row locked until the caller's transaction ends. */
export type SessionForRefresh = {
  user_id: string;
  refresh_generation: number;
  /** Not revoked, not idle for too long, not past its absolute end. */
  live: boolean;
  /** The last rotation happened within the grace window given. */
  rotated_recently: boolean;
  absolute_expires_at: Date;
};

export async function lockSessionForRefresh(db: Queryable, sessionId: string, graceSeconds: number): Promise<SessionForRefresh | null> {
  const rows = await db.query<SessionForRefresh>(
    `SELECT user_id, refresh_generation,
            revoked_at IS NULL AND expires_at > now() AND absolute_expires_at > now() AS live,
            coalesce(rotated_at > now() - make_interval(secs => $2), false) AS rotated_recently,
            absolute_expires_at
       FROM auth_sessions WHERE id = $1 FOR UPDATE`,
    [sessionId, graceSeconds],
  );
  return rows[0] ?? null;
}

/** Spends the current refresh generation: the next one is the only one good for the next refresh. */
export async function rotateSession(db: Queryable, sessionId: string, idleExpiresAt: Date): Promise<number> {
  const [row] = await db.query<{ refresh_generation: number }>(
    `UPDATE auth_sessions
        SET refresh_generation = refresh_generation + 1, rotated_at = now(), expires_at = least($2, absolute_expires_at)
      WHERE id = $1 RETURNING refresh_generation`,
    [sessionId, idleExpiresAt],
  );
  return row!.refresh_generation;
}

/** `live` when the session is neither revoked nor expired, `ended` otherwise (or when it does not exist). */
export async function sessionState(db: Queryable, sessionId: string): Promise<'live' | 'ended'> {
  const rows = await db.query(
    'SELECT 1 FROM auth_sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > now() AND absolute_expires_at > now()',
    [sessionId],
  );
  return rows.length > 0 ? 'live' : 'ended';
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

export async function revokeUserSessions(db: Queryable, userId: string, exceptSessionId?: string): Promise<void> {
  if (exceptSessionId !== undefined) {
    await db.query('UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL', [userId, exceptSessionId]);
    return;
  }
  await db.query('UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

export type AuthTokenPurpose = 'password_reset' | 'email_confirmation';

export async function storeAuthToken(
  db: Queryable,
  token: { hash: string; userId: string; purpose: AuthTokenPurpose; email: string | null; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO auth_tokens (token_hash, user_id, purpose, email, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [token.hash, token.userId, token.purpose, token.email, token.expiresAt],
  );
}

/**
 * Stores the token unless the user already received `limit` tokens of its purpose within the last
 * `seconds`; false when refused. The user's row is locked first so parallel requests are counted
 * one after the other: a burst cannot all read the same count and all pass.
 */
export async function storeAuthTokenWithinLimit(
  db: Database,
  token: { hash: string; userId: string; purpose: AuthTokenPurpose; email: string | null; expiresAt: Date },
  limit: { count: number; seconds: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [token.userId]);
    const [row] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM auth_tokens WHERE user_id = $1 AND purpose = $2 AND created_at > now() - make_interval(secs => $3)',
      [token.userId, token.purpose, limit.seconds],
    );
    if ((row?.count ?? 0) >= limit.count) return false;
    await storeAuthToken(tx, token);
    return true;
  });
}

export type LiveAuthToken = { user_id: string; email: string | null };

/** The token if it is unused and unexpired; `FOR UPDATE` so two uses cannot both succeed. */
export async function findLiveAuthToken(db: Queryable, hash: string, purpose: AuthTokenPurpose): Promise<LiveAuthToken | null> {
  const rows = await db.query<LiveAuthToken>(
    `SELECT user_id, email FROM auth_tokens
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [hash, purpose],
  );
  return rows[0] ?? null;
}

export async function markAuthTokenUsed(db: Queryable, hash: string): Promise<void> {
  await db.query('UPDATE auth_tokens SET used_at = now() WHERE token_hash = $1', [hash]);
}

/** The current hash becomes the previous one, so the next change can refuse reusing it. */
export async function replacePassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query(
    'UPDATE users SET previous_password_hash = password_hash, password_hash = $2, updated_at = now() WHERE id = $1',
    [userId, passwordHash],
  );
}

/** Whether another account (of any company: addresses are unique platform-wide) uses this address. */
export async function emailTakenByAnother(db: Queryable, email: string, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [email, userId]);
  return rows.length > 0;
}

export async function confirmEmail(db: Queryable, userId: string, email: string | null): Promise<boolean> {
  const rows = await db.query(
    `UPDATE users SET email_confirmed = true, email = coalesce($2, email), updated_at = now() WHERE id = $1 RETURNING id`,
    [userId, email],
  );
  return rows.length === 1;
}

/** The user's last sign-in, shown in user administration (its own table: see migration 0900). */
export async function recordSignIn(db: Queryable, companyId: string, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO user_sign_ins (user_id, company_id, last_sign_in_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id) DO UPDATE SET last_sign_in_at = excluded.last_sign_in_at`,
    [userId, companyId],
  );
}
