import { createHash, randomBytes } from 'node:crypto';
import type { ChangeEmailRequest, ChangePasswordRequest, ResetPasswordRequest } from '@pimento/shared-kit/contracts/auth';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { Database, Queryable } from '../../db/database.ts';
import { constraintOf } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { disconnectSessions } from '../../realtime/disconnect.ts';
import type { AppDeps } from '../../http/fastify-types.ts';
import { emailConfirmationEmail, invitationEmail, passwordResetEmail } from './emails.ts';
import { attemptAllowances, forgiveAttempt, pruneAttempts, reserveAttempt } from './attempt-limiter.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hashing.ts';
import { brokenPasswordRules } from './password-policy.ts';
import type { AuthUser } from './repository.ts';
import * as repository from './repository.ts';
import type { SessionPrincipal, SignedToken } from './tokens.ts';
import { REFRESH_TOKEN_SECONDS, signAccessToken, signRefreshToken, verifyRefreshToken } from './tokens.ts';

/**
 * A refresh token is good for one refresh, but the token just replaced is honoured for this long
 * after its rotation: a browser reloading while its refresh was in flight never got the new pair
 * and sends the old token again. It then gets tokens of the current generation (the same pair as
 * the first answer); any older token, or the previous one later, ends the session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 20;

const PASSWORD_RESET_SECONDS = 24 * 60 * 60;
/** At most this many reset e-mails per account per hour, so the form cannot flood a mailbox. */
const PASSWORD_RESETS_PER_HOUR = 3;
const EMAIL_CONFIRMATION_SECONDS = 7 * 24 * 60 * 60;
const INVITATION_SECONDS = 7 * 24 * 60 * 60;

export type IssuedSession = { access: SignedToken; refresh: SignedToken; principal: SessionPrincipal };

/** Spec §5: spaces in the username are replaced by underscores on login. */
export function normaliseUsername(username: string): string {
  return username.trim().replace(/\s/g, '_');
}

export function principalOfUser(user: AuthUser): SessionPrincipal {
  return {
    userId: user.id,
    companyId: user.company_id,
    username: user.username,
    isSuperuser: user.is_superuser,
    isAdministrator: user.is_administrator,
    isConsultant: user.is_consultant,
    language: user.language,
  };
}

async function issueTokens(user: AuthUser, session: { id: string; generation: number; absoluteExpiresAt: Date }, secret: Uint8Array): Promise<IssuedSession> {
  const principal = { ...principalOfUser(user), sessionId: session.id };
  // No token outlives its session's absolute end.
  const notAfter = Math.floor(new Date(session.absoluteExpiresAt).getTime() / 1000);
  return {
    access: await signAccessToken(principal, secret, notAfter),
    refresh: await signRefreshToken({ userId: user.id, sessionId: session.id, generation: session.generation }, secret, notAfter),
    principal,
  };
}

function idleExpiry(): Date {
  return new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000);
}

/** The limiter's keys of a sign-in: the account from this address, the address, the account. */
function signInRules(account: string, ip: string) {
  return {
    accountFromAddress: { key: `sign-in:${JSON.stringify([account, ip])}`, freeFailures: attemptAllowances.accountFromAddress },
    address: { key: `sign-in-address:${ip}`, freeFailures: attemptAllowances.address },
    account: { key: `sign-in-account:${account}`, freeFailures: attemptAllowances.account },
  };
}

/**
 * `POST /api/auth/token/`: throttled (the attempt is counted before the password is verified),
 * timing-safe, 401 `invalid-credentials` for any mismatch.
 */
export async function logIn(
  db: Database,
  input: { username: string; password: string; ip: string; userAgent: string | null },
  deps: Pick<AppDeps, 'config' | 'jwtSecret'>,
): Promise<IssuedSession> {
  const username = normaliseUsername(input.username);
  const rules = signInRules(username.toLowerCase(), input.ip);
  await reserveAttempt(db, [rules.accountFromAddress, rules.address, rules.account]);
  const user = await repository.findUserByUsername(db, username);
  if (user === null) await verifyAgainstDecoy(input.password);
  const valid = user !== null && (await verifyPassword(user.password_hash, input.password));
  if (user === null || !valid || !user.is_active) {
    await pruneAttempts(db);
    throw new AppError(401, 'invalid-credentials');
  }
  await forgiveAttempt(db, { clear: [rules.accountFromAddress.key], refund: [rules.address.key, rules.account.key] });
  if (passwordRefusedBySsoOnly(user)) throw new AppError(403, 'auth.sso_only');
  return openSession(db, user, { ip: input.ip, userAgent: input.userAgent }, deps);
}

/**
 * SSO-only (docs/sso.md): passwords are refused for the company's users, except superusers and
 * the company's named emergency administrator, the way in when the identity provider is down.
 */
export function passwordRefusedBySsoOnly(user: AuthUser): boolean {
  return user.sso_only && !user.is_superuser && !user.sso_emergency;
}

/** A new session for a user whose identity was proven (password, or an identity provider). */
export async function openSession(db: Database, user: AuthUser, client: repository.SessionClient, deps: Pick<AppDeps, 'config' | 'jwtSecret'>): Promise<IssuedSession> {
  const absoluteExpiresAt = new Date(Date.now() + deps.config.sessionLifetimeSeconds * 1000);
  const idleExpiresAt = new Date(Math.min(idleExpiry().getTime(), absoluteExpiresAt.getTime()));
  const sessionId = await repository.createSession(db, user.id, idleExpiresAt, absoluteExpiresAt, client);
  await repository.recordSignIn(db, user.company_id, user.id);
  return issueTokens(user, { id: sessionId, generation: 0, absoluteExpiresAt }, deps.jwtSecret);
}

type RefreshOutcome =
  | { kind: 'ended' }
  | { kind: 'reused' }
  | { kind: 'issued'; generation: number; absoluteExpiresAt: Date };

/**
 * `POST /api/auth/token/refresh/`: a live session's current refresh token gets a fresh pair and is
 * spent. The token just replaced, within `REFRESH_REUSE_GRACE_SECONDS`, gets the current pair
 * again; any other spent token is a stolen copy being replayed (or the original, after a thief
 * refreshed first), so the whole session ends (OAuth 2.0 Security BCP, refresh token rotation).
 */
export async function refresh(
  db: Database,
  refreshToken: string | undefined,
  client: repository.SessionClient,
  deps: Pick<AppDeps, 'jwtSecret' | 'logger'>,
): Promise<IssuedSession> {
  if (refreshToken === undefined || refreshToken === '') throw new AppError(401, 'token-expired');
  const verified = await verifyRefreshToken(refreshToken, deps.jwtSecret);
  if (verified.status === 'expired') throw new AppError(401, 'token-expired');
  if (verified.status === 'invalid') throw new AppError(401, 'token-invalid');
  const { userId, sessionId, generation } = verified.value;
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const session = await repository.lockSessionForRefresh(tx, sessionId, REFRESH_REUSE_GRACE_SECONDS);
    if (session === null || session.user_id !== userId || !session.live) return { kind: 'ended' };
    const absoluteExpiresAt = session.absolute_expires_at;
    if (generation === session.refresh_generation) {
      await repository.touchSession(tx, sessionId, client);
      return { kind: 'issued', generation: await repository.rotateSession(tx, sessionId, idleExpiry()), absoluteExpiresAt };
    }
    if (generation === session.refresh_generation - 1 && session.rotated_recently) {
      return { kind: 'issued', generation: session.refresh_generation, absoluteExpiresAt };
    }
    await repository.revokeSession(tx, sessionId);
    return { kind: 'reused' };
  });
  if (outcome.kind === 'ended') throw new AppError(401, 'token-expired');
  const user = await repository.findUserById(db, userId);
  if (outcome.kind === 'reused') {
    deps.logger.warn({ userId, sessionId }, 'spent refresh token presented again: session revoked');
    if (user !== null) await disconnectSessions(db, { companyId: user.company_id, userId, sessionId });
    throw new AppError(401, 'token-invalid');
  }
  if (user === null || !user.is_active) throw new AppError(401, 'token-expired');
  return issueTokens(user, { id: sessionId, generation: outcome.generation, absoluteExpiresAt: outcome.absoluteExpiresAt }, deps.jwtSecret);
}

/** Logout revokes the refresh token's session if the token is genuine. */
export async function logOut(db: Database, refreshToken: string | undefined, deps: Pick<AppDeps, 'jwtSecret'>): Promise<void> {
  if (refreshToken === undefined || refreshToken === '') return;
  const verified = await verifyRefreshToken(refreshToken, deps.jwtSecret);
  if (verified.status !== 'valid') return;
  const { userId, sessionId } = verified.value;
  await repository.revokeSession(db, sessionId);
  const user = await repository.findUserById(db, userId);
  // the session's sockets close on every API process (they would otherwise live until the access token expires)
  if (user !== null) await disconnectSessions(db, { companyId: user.company_id, userId, sessionId });
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The `uid` of a reset link: the user id in base64url, as opaque as Django's. */
export function encodeUid(userId: string): string {
  return Buffer.from(userId, 'utf8').toString('base64url');
}

function decodeUid(uid: string): string | null {
  const decoded = Buffer.from(uid, 'base64url').toString('utf8');
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(decoded) ? decoded : null;
}

function displayName(user: Pick<AuthUser, 'first_name' | 'username'>): string {
  return user.first_name !== '' ? user.first_name : user.username;
}

/**
 * `POST /api/auth/forgot-password/`, what the answer waits for: the address's allowance (429
 * `auth.throttled` beyond it). The search for the account and the e-mail (`sendPasswordReset`)
 * happen after the answer, so a known and an unknown account answer alike and in the same time.
 */
export async function admitPasswordResetRequest(db: Database, ip: string): Promise<void> {
  await reserveAttempt(db, [{ key: `password-reset-address:${ip}`, freeFailures: attemptAllowances.passwordResetFromAddress }]);
}

/**
 * E-mails a reset link `/reset-password/{uid}/{token}/` to an active account found by username or
 * e-mail, at most `PASSWORD_RESETS_PER_HOUR` times an hour; nothing for an unknown account.
 */
export async function sendPasswordReset(db: Database, usernameOrEmail: string, deps: Pick<AppDeps, 'config' | 'logger' | 'mailer'>): Promise<void> {
  const user = await repository.findUserByUsernameOrEmail(db, usernameOrEmail);
  // SSO-only: no password to reset; the answer stays the same as for an unknown account.
  if (user === null || !user.is_active || passwordRefusedBySsoOnly(user)) return;
  const { token, hash } = newToken();
  const stored = await repository.storeAuthTokenWithinLimit(
    db,
    { hash, userId: user.id, purpose: 'password_reset', email: null, expiresAt: new Date(Date.now() + PASSWORD_RESET_SECONDS * 1000) },
    { count: PASSWORD_RESETS_PER_HOUR, seconds: 3600 },
  );
  if (!stored) {
    deps.logger.warn({ userId: user.id }, 'password reset e-mail skipped: hourly limit reached');
    return;
  }
  const link = `${deps.config.publicUrl}/reset-password/${encodeUid(user.id)}/${token}/`;
  try {
    await deps.mailer.send(passwordResetEmail(user.email, user.language, displayName(user), link));
  } catch (error) {
    // The answer must not reveal the account; the operator sees the failure in the logs.
    deps.logger.error({ err: error, userId: user.id }, 'password reset e-mail could not be sent');
  }
}

/**
 * What an administrator sends from user administration: the invitation (a first password, link
 * valid 7 days) or the reset e-mail of the forgot-password screen. Both open
 * `/reset-password/{uid}/{token}/`. The caller has checked the user is of their company; the
 * token is stored through the server's own connection (auth tokens are out of tenant reach).
 * A failed sending is the caller's error (`mail.send_failed`), unlike the anonymous forgot-password form.
 */
export async function sendPasswordLink(db: Database, userId: string, kind: 'invitation' | 'reset', deps: Pick<AppDeps, 'config' | 'logger' | 'mailer'>): Promise<void> {
  const user = await repository.findUserById(db, userId);
  if (user === null || !user.is_active) throw new AppError(409, 'users.inactive');
  const { token, hash } = newToken();
  const seconds = kind === 'invitation' ? INVITATION_SECONDS : PASSWORD_RESET_SECONDS;
  await repository.storeAuthToken(db, { hash, userId: user.id, purpose: 'password_reset', email: null, expiresAt: new Date(Date.now() + seconds * 1000) });
  const link = `${deps.config.publicUrl}/reset-password/${encodeUid(user.id)}/${token}/`;
  const compose = kind === 'invitation' ? invitationEmail : passwordResetEmail;
  try {
    await deps.mailer.send(compose(user.email, user.language, displayName(user), link));
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, `${kind} e-mail could not be sent`);
    throw new AppError(502, 'mail.send_failed');
  }
}

/** Checks a new password against every rule of spec §5, including "differs from the previous one". */
async function assertAcceptablePassword(user: AuthUser, password: string, confirmation: string): Promise<void> {
  const broken: ErrorCode[] = brokenPasswordRules(password, {
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
  });
  if (password !== confirmation) broken.push('password.confirmation_mismatch');
  if ((await verifyPassword(user.password_hash, password)) || (await verifyPassword(user.previous_password_hash, password))) {
    broken.push('password.same_as_previous');
  }
  if (broken.length > 0) throw new AppError(400, 'invalid-password', { fields: { password: broken } });
}

/** `POST /api/auth/reset-password/`: the token is spent only when the new password is accepted. */
export async function resetPassword(db: Database, input: ResetPasswordRequest): Promise<void> {
  const userId = decodeUid(input.uid);
  const hash = hashToken(input.token);
  const companyId = await db.transaction(async (tx) => {
    const token = await repository.findLiveAuthToken(tx, hash, 'password_reset');
    if (token === null || userId === null || token.user_id !== userId) throw new AppError(400, 'invalid-token');
    const user = await repository.findUserById(tx, userId);
    if (user === null || !user.is_active) throw new AppError(400, 'invalid-token');
    if (passwordRefusedBySsoOnly(user)) throw new AppError(403, 'auth.sso_only');
    if (input.password === '') throw new AppError(400, 'password-required', { fields: { password: ['password-required'] } });
    await assertAcceptablePassword(user, input.password, input.password_confirmation);
    await repository.replacePassword(tx, user.id, await hashPassword(input.password));
    await repository.markAuthTokenUsed(tx, hash);
    // A reset ends every existing session: whoever knew the old password is out.
    await repository.revokeUserSessions(tx, user.id);
    return user.company_id;
  });
  await disconnectSessions(db, { companyId, userId: userId! });
}

/** `POST /api/auth/change-password/`: the current password must be right. */
export async function changePassword(db: Database, principal: SessionPrincipal, input: ChangePasswordRequest): Promise<void> {
  // A stolen session must not be a way to guess the password: the check is limited like a sign-in.
  const currentPasswordRule = { key: `current-password:${principal.userId}`, freeFailures: attemptAllowances.currentPassword };
  await reserveAttempt(db, [currentPasswordRule]);
  const user = await repository.findUserById(db, principal.userId);
  if (user === null) throw new AppError(401, 'token-invalid');
  if (!(await verifyPassword(user.password_hash, input.old_password))) {
    throw new AppError(400, 'old-password-incorrect', { fields: { old_password: ['old-password-incorrect'] } });
  }
  await forgiveAttempt(db, { clear: [currentPasswordRule.key], refund: [] });
  await db.transaction(async (tx) => {
    if (input.password === '') throw new AppError(400, 'password-required', { fields: { password: ['password-required'] } });
    await assertAcceptablePassword(user, input.password, input.password_confirmation);
    await repository.replacePassword(tx, user.id, await hashPassword(input.password));
    // Every other session ends (whoever knew the old password is out); this one stays signed in.
    if (principal.sessionId !== undefined) await repository.revokeUserSessions(tx, user.id, principal.sessionId);
  });
  if (principal.sessionId !== undefined) {
    await disconnectSessions(db, { companyId: principal.companyId, userId: principal.userId, exceptSessionId: principal.sessionId });
  }
}

/**
 * `POST /api/auth/change-email/`: the current password checked (limited like a sign-in), the new
 * address free, then a confirmation link e-mailed to the new address. Nothing changes until the
 * link is opened: a typo cannot lock the user out of their reset e-mails.
 */
export async function requestEmailChange(db: Database, principal: SessionPrincipal, input: ChangeEmailRequest, deps: Pick<AppDeps, 'config' | 'logger' | 'mailer'>): Promise<void> {
  const currentPasswordRule = { key: `current-password:${principal.userId}`, freeFailures: attemptAllowances.currentPassword };
  await reserveAttempt(db, [currentPasswordRule]);
  const user = await repository.findUserById(db, principal.userId);
  if (user === null) throw new AppError(401, 'token-invalid');
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError(400, 'old-password-incorrect', { fields: { password: ['old-password-incorrect'] } });
  }
  await forgiveAttempt(db, { clear: [currentPasswordRule.key], refund: [] });
  const email = input.email.trim();
  if (email.toLowerCase() === user.email.toLowerCase()) throw new AppError(400, 'user.email_unchanged', { fields: { email: ['user.email_unchanged'] } });
  if (await repository.emailTakenByAnother(db, email, user.id)) throw new AppError(409, 'user.email_taken', { fields: { email: ['user.email_taken'] } });
  try {
    await sendEmailConfirmation(db, { ...user, email }, deps);
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'e-mail change confirmation could not be sent');
    throw new AppError(502, 'mail.send_failed');
  }
}

/** E-mails a confirmation link `/confirm-email/{token}/` for `email` (the user's address by default). */
export async function sendEmailConfirmation(
  db: Queryable,
  user: Pick<AuthUser, 'id' | 'email' | 'language' | 'first_name' | 'username'>,
  deps: Pick<AppDeps, 'config' | 'mailer'>,
): Promise<void> {
  const { token, hash } = newToken();
  await repository.storeAuthToken(db, {
    hash,
    userId: user.id,
    purpose: 'email_confirmation',
    email: user.email,
    expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_SECONDS * 1000),
  });
  const link = `${deps.config.publicUrl}/confirm-email/${token}/`;
  await deps.mailer.send(emailConfirmationEmail(user.email, user.language, displayName(user), link));
}

/** `POST /api/auth/confirm-email/`. */
export async function confirmEmail(db: Database, token: string): Promise<void> {
  const hash = hashToken(token);
  await db.transaction(async (tx) => {
    const live = await repository.findLiveAuthToken(tx, hash, 'email_confirmation');
    if (live === null) throw new AppError(400, 'invalid-token');
    try {
      await repository.confirmEmail(tx, live.user_id, live.email);
    } catch (error) {
      // Another account took the new address between the request and the link being opened.
      if (constraintOf(error) === 'users_email_key') throw new AppError(409, 'user.email_taken');
      throw error;
    }
    await repository.markAuthTokenUsed(tx, hash);
  });
}
