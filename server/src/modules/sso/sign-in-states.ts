/**
 * Sign-ins under way (docs/sso.md "States"). The state travels through the identity provider; the
 * browser binding stays in an httpOnly cookie of this browser, so an answer replayed into another
 * browser (a login CSRF, a stolen link) is refused. Only their SHA-256 is stored, and a state is
 * spent once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsoProtocol } from '@pimento/shared-kit/contracts/sso';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { cookiesAreSecure } from '../../http/secure-cookies.ts';

const STATE_SECONDS = 10 * 60;
/** After a SAML response is accepted, the browser has this long to collect its session. */
const PICKUP_SECONDS = 60;
export const SSO_BROWSER_COOKIE = 'pimento_sso';

export type SignInState = {
  company_id: string;
  protocol: SsoProtocol;
  code_verifier: string | null;
  nonce: string | null;
  request_id: string | null;
  test_by: string | null;
  next_path: string | null;
  signed_in_user: string | null;
  /** A link started from this user's profile (docs/sso.md "Linking from the profile"): the answer links, it does not sign in. */
  link_for: string | null;
};

const returned = 'company_id, protocol, code_verifier, nonce, request_id, test_by, next_path, signed_in_user, link_for';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

/** Stores a new state bound to this browser (its cookie set on `reply`) and answers the state. */
export async function createSignInState(
  db: Queryable,
  reply: FastifyReply,
  request: FastifyRequest,
  state: Omit<SignInState, 'signed_in_user'>,
): Promise<string> {
  const token = randomToken();
  const browser = randomToken();
  await db.query('DELETE FROM sso_sign_in_states WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sso_sign_in_states (state_hash, browser_hash, company_id, protocol, code_verifier, nonce, request_id, test_by, next_path, link_for, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11))`,
    [sha256(token), sha256(browser), state.company_id, state.protocol, state.code_verifier, state.nonce, state.request_id, state.test_by, state.next_path, state.link_for, STATE_SECONDS],
  );
  reply.setCookie(SSO_BROWSER_COOKIE, browser, { path: '/api/auth/', httpOnly: true, sameSite: 'lax', secure: cookiesAreSecure(request), maxAge: STATE_SECONDS });
  return token;
}

function browserHashOf(request: FastifyRequest): string {
  const cookie = request.cookies[SSO_BROWSER_COOKIE];
  return cookie === undefined || cookie === '' ? '' : sha256(cookie);
}

/** OpenID Connect: spends the state of this browser, or 400 `sso.link_expired`. */
export async function spendOidcState(db: Queryable, request: FastifyRequest, token: string): Promise<SignInState> {
  const rows = await db.query<SignInState>(
    `DELETE FROM sso_sign_in_states WHERE state_hash = $1 AND browser_hash = $2 AND protocol = 'oidc' AND expires_at > now() RETURNING ${returned}`,
    [sha256(token), browserHashOf(request)],
  );
  if (rows[0] === undefined) throw new AppError(400, 'sso.link_expired');
  return rows[0];
}

/**
 * SAML: the identity provider's post consumes the state (its cookie is not sent on a cross-site
 * post: the browser proves itself when it collects the session). A second response for the same
 * state, a replay, finds it consumed.
 */
export async function consumeSamlState(db: Queryable, token: string): Promise<SignInState | null> {
  const rows = await db.query<SignInState>(
    `UPDATE sso_sign_in_states SET consumed_at = now() WHERE state_hash = $1 AND protocol = 'saml' AND consumed_at IS NULL AND expires_at > now() RETURNING ${returned}`,
    [sha256(token)],
  );
  return rows[0] ?? null;
}

export async function markSamlSignedIn(db: Queryable, token: string, userId: string): Promise<void> {
  await db.query('UPDATE sso_sign_in_states SET signed_in_user = $2, expires_at = now() + make_interval(secs => $3) WHERE state_hash = $1', [sha256(token), userId, PICKUP_SECONDS]);
}

/** The browser that started the SAML sign-in collects its session, once. */
export async function collectSamlSignIn(db: Queryable, request: FastifyRequest, token: string): Promise<SignInState & { signed_in_user: string }> {
  const rows = await db.query<SignInState>(
    `DELETE FROM sso_sign_in_states WHERE state_hash = $1 AND browser_hash = $2 AND signed_in_user IS NOT NULL AND expires_at > now() RETURNING ${returned}`,
    [sha256(token), browserHashOf(request)],
  );
  const row = rows[0];
  if (row === undefined || row.signed_in_user === null) throw new AppError(400, 'sso.link_expired');
  return { ...row, signed_in_user: row.signed_in_user };
}
