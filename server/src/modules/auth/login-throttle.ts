import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

/** Failed sign-ins tolerated within the window, per account and per client address. */
export const loginThrottle = { windowSeconds: 15 * 60, perAccount: 5, perAddress: 20 } as const;

type Count = { failures: number; oldest: Date | null };

async function countFailures(db: Queryable, column: 'username' | 'ip', value: string): Promise<Count> {
  const [row] = await db.query<Count>(
    `SELECT count(*)::int AS failures, min(failed_at) AS oldest FROM login_failures
      WHERE ${column} = $1 AND failed_at > now() - make_interval(secs => $2)`,
    [value, loginThrottle.windowSeconds],
  );
  return row ?? { failures: 0, oldest: null };
}

function retryAfterSeconds(oldest: Date | null): number {
  if (oldest === null) return loginThrottle.windowSeconds;
  const unlock = new Date(oldest).getTime() + loginThrottle.windowSeconds * 1000;
  return Math.max(1, Math.ceil((unlock - Date.now()) / 1000));
}

/**
 * Refuses a sign-in with 429 `auth.throttled` and `Retry-After` when the account or the address
 * has failed too often. Counts live in the database so every API process agrees.
 */
export async function assertLoginAllowed(db: Queryable, username: string, ip: string): Promise<void> {
  const account = await countFailures(db, 'username', username.toLowerCase());
  const address = await countFailures(db, 'ip', ip);
  const blocked = [
    account.failures >= loginThrottle.perAccount ? account : null,
    address.failures >= loginThrottle.perAddress ? address : null,
  ].filter((count): count is Count => count !== null);
  if (blocked.length === 0) return;
  const retryAfter = Math.max(...blocked.map((count) => retryAfterSeconds(count.oldest)));
  throw new AppError(429, 'auth.throttled', { headers: { 'retry-after': String(retryAfter) } });
}

export async function recordLoginFailure(db: Queryable, username: string, ip: string): Promise<void> {
  await db.query('INSERT INTO login_failures (username, ip) VALUES ($1, $2)', [username.toLowerCase(), ip]);
  // Keep the table small: nothing older than a day matters.
  await db.query("DELETE FROM login_failures WHERE failed_at < now() - interval '1 day'");
}

/** A successful sign-in forgives the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Queryable, username: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE username = $1', [username.toLowerCase()]);
}
