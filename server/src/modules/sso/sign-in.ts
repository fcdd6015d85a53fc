/**
 * Single sign-on journeys (docs/sso.md): start (the company found by the e-mail's domain, or the
 * administrator's own for a test), then the provider's answer turned into a session of the same
 * kind as a password sign-in. SSO-only never blocks this way in.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsoProtocol } from '@pimento/shared-kit/contracts/sso';
import type { AppDeps } from '../../http/fastify-types.ts';
import { AppError } from '../../http/app-error.ts';
import { forgiveAttempt, reserveAttempt } from '../auth/attempt-limiter.ts';
import { findUserById } from '../auth/repository.ts';
import type { IssuedSession } from '../auth/service.ts';
import { openSession } from '../auth/service.ts';
import { sessionClientOf } from '../auth/session-client.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import * as repository from './config-repository.ts';
import { linkIdentityToUser, userOfIdentity, type ProvenIdentity } from './identity-linking.ts';
import { finishOidc, startOidc } from './oidc.ts';
import { finishSaml, startSaml } from './saml.ts';
import { collectSamlSignIn, consumeSamlState, createSignInState, markSamlSignedIn, spendOidcState, type SignInState } from './sign-in-states.ts';

type Deps = Pick<AppDeps, 'config' | 'db' | 'jwtSecret'>;
/** Sign-ins an address may start and not finish in an hour before it waits (each start stores a state). */
const SSO_STARTS_PER_ADDRESS = 30;
const startKey = (request: FastifyRequest) => `sso-start-address:${request.ip}`;
export type SsoSignedIn = { session: IssuedSession; next: string; test: boolean };
/** The OpenID answer of a link started from the profile: linked, no new session. */
export type SsoLinked = { linked: true; next: string };

/** A path of this site only (never `//host`): where the user goes once signed in. */
function safePath(next: string | undefined | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/** Stores the state of a sign-in (or a test, or a link) and answers the provider's URL to send the browser to. */
export async function redirectFor(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  row: repository.SsoConfigRow,
  options: { loginHint: string | null; testBy: string | null; next: string; linkFor?: string },
): Promise<string> {
  const base = { company_id: row.company_id, protocol: row.protocol, test_by: options.testBy, next_path: options.next, link_for: options.linkFor ?? null };
  if (row.protocol === 'oidc') {
    const started = await startOidc(row, deps.config, options.loginHint);
    const state = await createSignInState(deps.db, reply, request, { ...base, code_verifier: started.codeVerifier, nonce: started.nonce, request_id: null });
    return started.authorizationUrl(state);
  }
  const started = await startSaml(row, deps.config);
  const state = await createSignInState(deps.db, reply, request, { ...base, code_verifier: null, nonce: null, request_id: started.requestId });
  return started.authorizationUrl(state);
}

/** `POST /api/auth/sso/start/`: 404 `sso.no_provider` when the domain has none (of that protocol). */
export async function startSignIn(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; protocol?: SsoProtocol | undefined; next?: string | undefined },
): Promise<string> {
  await reserveAttempt(deps.db, [{ key: startKey(request), freeFailures: SSO_STARTS_PER_ADDRESS }]);
  const domain = input.email.split('@').at(-1)?.toLowerCase() ?? '';
  const companyId = input.email.includes('@') ? await repository.companyOfDomain(deps.db, domain) : null;
  const row = companyId === null ? null : await repository.findSsoConfig(deps.db, companyId);
  if (row === null || (input.protocol !== undefined && row.protocol !== input.protocol)) {
    throw new AppError(404, 'sso.no_provider', { fields: { email: ['sso.no_provider'] } });
  }
  return redirectFor(deps, request, reply, row, { loginHint: input.email, testBy: null, next: safePath(input.next) });
}

/** `POST /api/sso/test/`: the administrator signs in through the provider as themselves. */
export async function startTestSignIn(deps: Deps, request: FastifyRequest, reply: FastifyReply, principal: SessionPrincipal): Promise<string> {
  const row = await repository.findSsoConfig(deps.db, principal.companyId);
  if (row === null) throw new AppError(404, 'sso.not_configured');
  return redirectFor(deps, request, reply, row, { loginHint: null, testBy: principal.userId, next: '/settings/company/?tab=sso' });
}

async function signedIn(deps: Deps, state: SignInState, identity: ProvenIdentity): Promise<string> {
  const domains = await repository.domainsOf(deps.db, state.company_id);
  const user = await userOfIdentity(deps.db, state.company_id, domains, identity);
  if (state.test_by !== null) {
    if (user.id !== state.test_by) throw new AppError(403, 'sso.test_other_user');
    await repository.recordSuccessfulTest(deps.db, state.company_id, user.id);
  }
  return user.id;
}

async function sessionOf(deps: Deps, request: FastifyRequest, userId: string, state: SignInState): Promise<SsoSignedIn> {
  const user = await findUserById(deps.db, userId);
  if (user === null || !user.is_active) throw new AppError(403, 'sso.unknown_user');
  // A finished sign-in does not count against its address.
  await forgiveAttempt(deps.db, { clear: [], refund: [startKey(request)] });
  return { session: await openSession(deps.db, user, sessionClientOf(request), deps), next: safePath(state.next_path), test: state.test_by !== null };
}

async function configOfState(deps: Deps, state: SignInState): Promise<repository.SsoConfigRow> {
  const row = await repository.findSsoConfig(deps.db, state.company_id);
  // The settings changed protocol meanwhile: this answer is for settings that no longer exist.
  if (row === null || row.protocol !== state.protocol) throw new AppError(400, 'sso.link_expired');
  return row;
}

/**
 * `POST /api/auth/microsoft/connect/`: the callback's query (code, state, iss) from this browser.
 * A state started from the profile links the identity to its user instead of signing in.
 */
export async function finishOidcSignIn(deps: Deps, request: FastifyRequest, queryText: string): Promise<SsoSignedIn | SsoLinked> {
  const query = new URLSearchParams(queryText);
  const stateToken = query.get('state') ?? '';
  const state = await spendOidcState(deps.db, request, stateToken);
  const row = await configOfState(deps, state);
  const identity = await finishOidc(row, deps.config, query, { state: stateToken, codeVerifier: state.code_verifier ?? '', nonce: state.nonce ?? '' });
  if (state.link_for !== null) {
    await linkIdentityToUser(deps.db, state.company_id, state.link_for, identity);
    return { linked: true, next: safePath(state.next_path) };
  }
  return sessionOf(deps, request, await signedIn(deps, state, identity), state);
}

/**
 * `POST /api/auth/saml/acs/`: the provider's form post. Answers where the browser goes next: the
 * callback page, which collects the session (`/api/auth/ms-saml/token/refresh/`) or shows the error.
 */
export async function consumeSamlResponse(deps: Deps, body: { SAMLResponse?: string; RelayState?: string }): Promise<{ requestId: string } | { error: string }> {
  const stateToken = body.RelayState ?? '';
  const state = stateToken === '' ? null : await consumeSamlState(deps.db, stateToken);
  if (state === null) return { error: 'sso.link_expired' };
  try {
    const row = await configOfState(deps, state);
    const identity = await finishSaml(row, deps.config, state.request_id ?? '', body.SAMLResponse ?? '');
    await markSamlSignedIn(deps.db, stateToken, await signedIn(deps, state, identity));
    return { requestId: stateToken };
  } catch (error) {
    if (error instanceof AppError) return { error: error.code };
    throw error;
  }
}

export async function collectSamlSession(deps: Deps, request: FastifyRequest, requestId: string): Promise<SsoSignedIn> {
  const state = await collectSamlSignIn(deps.db, request, requestId);
  return sessionOf(deps, request, state.signed_in_user, state);
}
