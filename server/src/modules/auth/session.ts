import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import { AppError } from '../../http/app-error.ts';
import type { SessionPrincipal } from './tokens.ts';
import { verifyAccessToken } from './tokens.ts';
import type { SessionLiveness } from './session-liveness.ts';

export type { SessionPrincipal } from './tokens.ts';

/** Reads one cookie out of a raw `Cookie` header. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (cookieHeader === undefined) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The signed-in principal of a raw `Cookie` header (the `pimento_access` JWT), or null when the
 * token is absent, expired or forged. For `/ws/` and anything outside Fastify's request cycle.
 */
export async function principalFromCookieHeader(cookieHeader: string | undefined, secret: Uint8Array): Promise<SessionPrincipal | null> {
  const token = cookieValue(cookieHeader, sessionCookieNames.access);
  if (token === undefined || token === '') return null;
  const verified = await verifyAccessToken(token, secret);
  return verified.status === 'valid' ? verified.value : null;
}

/**
 * As `principalFromCookieHeader`, and the token's session must still be live: a socket cannot be
 * reopened with the access token of a session that ended (logout, password reset or change).
 */
export async function livePrincipalFromCookieHeader(
  cookieHeader: string | undefined,
  secret: Uint8Array,
  liveness: SessionLiveness,
): Promise<SessionPrincipal | null> {
  const principal = await principalFromCookieHeader(cookieHeader, secret);
  if (principal === null || principal.sessionId === undefined) return null;
  return (await liveness.isLive(principal.sessionId)) ? principal : null;
}

/**
 * preHandler of every authenticated route: sets `request.principal` or answers 401
 * (`auth.required` without a token, `token-expired` when it expired or its session ended — logout,
 * password change or reset, deactivation —, `token-invalid` when forged). The session is checked
 * in this process's memo (`session-liveness.ts`), not with a query per request.
 */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = request.cookies[sessionCookieNames.access];
  if (token === undefined || token === '') throw new AppError(401, 'auth.required');
  const verified = await verifyAccessToken(token, request.server.deps.jwtSecret);
  if (verified.status === 'expired') throw new AppError(401, 'token-expired');
  if (verified.status === 'invalid') throw new AppError(401, 'token-invalid');
  // Every token names its session; one that does not could never be revoked.
  const sessionId = verified.value.sessionId;
  if (sessionId === undefined) throw new AppError(401, 'token-invalid');
  if (!(await request.server.sessionLiveness.isLive(sessionId))) throw new AppError(401, 'token-expired');
  request.principal = verified.value;
}

/** The principal of a route behind `requireSession`. */
export function principalOf(request: FastifyRequest): SessionPrincipal {
  if (request.principal === null) throw new AppError(401, 'auth.required');
  return request.principal;
}
