import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import { AppError } from '../../http/app-error.ts';
import type { SessionPrincipal } from './tokens.ts';
import { verifyAccessToken } from './tokens.ts';
import { isSessionLive } from './repository.ts';
import type { Queryable } from '../../db/database.ts';

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
  db: Queryable,
): Promise<SessionPrincipal | null> {
  const principal = await principalFromCookieHeader(cookieHeader, secret);
  if (principal === null) return null;
  if (principal.sessionId !== undefined && !(await isSessionLive(db, principal.sessionId))) return null;
  return principal;
}

/**
 * preHandler of every authenticated route: sets `request.principal` or answers 401
 * (`auth.required` without a token, `token-expired`, `token-invalid` when forged).
 */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = request.cookies[sessionCookieNames.access];
  if (token === undefined || token === '') throw new AppError(401, 'auth.required');
  const verified = await verifyAccessToken(token, request.server.deps.jwtSecret);
  if (verified.status === 'expired') throw new AppError(401, 'token-expired');
  if (verified.status === 'invalid') throw new AppError(401, 'token-invalid');
  request.principal = verified.value;
}

/** The principal of a route behind `requireSession`. */
export function principalOf(request: FastifyRequest): SessionPrincipal {
  if (request.principal === null) throw new AppError(401, 'auth.required');
  return request.principal;
}
