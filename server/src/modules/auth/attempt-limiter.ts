import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Growing delays after failed attempts (sign-in, current-password checks, forgot-password), per
 * key in the table `login_limits` so every process agrees.
 *
 * A key tolerates `freeFailures` failures; after that each attempt must wait `firstDelaySeconds`
 * after the last failure, twice as long after each further failure, at most `maxDelaySeconds`.
 * A key's failures are forgotten `forgetAfterSeconds` after its last one.
 *
 * An attempt is recorded as a failure BEFORE the secret is checked, by the same statement that
 * decides whether it may proceed (the row is locked meanwhile), so a burst of parallel guesses is
 * cut at the allowance instead of being verified in full; `forgive` takes a success back.
 */
export type AttemptRule = { key: string; freeFailures: number };

export const attemptDelays = { firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 } as const;

/** The limiter's allowances (docs/server.md "Sign-in limiter"). */
export const attemptAllowances = {
  /** One account from one address: the owner who mistypes. */
  accountFromAddress: 5,
  /** Every account from one address: credential stuffing. */
  address: 20,
  /** One account from every address: a guess spread over many addresses. */
  account: 50,
  /** The current-password check of change-password, per user. */
  currentPassword: 5,
  /** Forgot-password requests from one address. */
  passwordResetFromAddress: 10,
} as const;

const reserveSql = `
  INSERT INTO login_limits AS l (key, failures, last_failure_at) VALUES ($1, 1, now())
  ON CONFLICT (key) DO UPDATE
     SET failures = CASE WHEN l.last_failure_at <= now() - make_interval(secs => $3) THEN 1 ELSE l.failures + 1 END,
         last_failure_at = now()
   WHERE l.last_failure_at <= now() - make_interval(secs => $3)
      OR l.failures < $2
      OR l.last_failure_at + make_interval(secs => least($5, $4 * power(2, l.failures - $2))) <= now()
  RETURNING failures`;

const waitSql = `
  SELECT ceil(extract(epoch FROM l.last_failure_at + make_interval(secs => least($4, $3 * power(2, l.failures - $2))) - now()))::int AS seconds
    FROM login_limits l WHERE key = $1`;

/** Thrown inside the reservation so its transaction rolls back: no key counts a refused attempt. */
class Refused extends Error {
  readonly rule: AttemptRule;
  constructor(rule: AttemptRule) {
    super('attempt refused');
    this.rule = rule;
  }
}

/** How long `rule`'s key must still wait (at least 1 s). */
async function secondsToWait(db: Queryable, rule: AttemptRule): Promise<number> {
  const [row] = await db.query<{ seconds: number }>(waitSql, [rule.key, rule.freeFailures, attemptDelays.firstDelaySeconds, attemptDelays.maxDelaySeconds]);
  return Math.max(1, Number(row?.seconds ?? 1));
}

/**
 * Records one attempt against every rule, or none of them and throws 429 `auth.throttled` with
 * `Retry-After` when a rule's key must still wait.
 */
export async function reserveAttempt(db: Database, rules: readonly AttemptRule[]): Promise<void> {
  // Keys locked in one order: two reservations sharing keys cannot deadlock.
  const ordered = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  try {
    await db.transaction(async (tx) => {
      for (const rule of ordered) {
        const reserved = await tx.query(reserveSql, [
          rule.key,
          rule.freeFailures,
          attemptDelays.forgetAfterSeconds,
          attemptDelays.firstDelaySeconds,
          attemptDelays.maxDelaySeconds,
        ]);
        if (reserved.length === 0) throw new Refused(rule);
      }
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const seconds = await secondsToWait(db, error.rule);
    throw new AppError(429, 'auth.throttled', { headers: { 'retry-after': String(seconds) }, params: { seconds } });
  }
}

/** A success: `clear` keys start again from nothing, `refund` keys take this attempt back. */
export async function forgiveAttempt(db: Queryable, { clear, refund }: { clear: readonly string[]; refund: readonly string[] }): Promise<void> {
  if (clear.length > 0) await db.query('DELETE FROM login_limits WHERE key = ANY($1::text[])', [clear]);
  if (refund.length > 0) await db.query('UPDATE login_limits SET failures = greatest(failures - 1, 0) WHERE key = ANY($1::text[])', [refund]);
}

/** Drops keys whose failures are forgotten anyway: the table stays small. */
export async function pruneAttempts(db: Queryable): Promise<void> {
  await db.query('DELETE FROM login_limits WHERE last_failure_at <= now() - make_interval(secs => $1)', [attemptDelays.forgetAfterSeconds]);
}
