import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import { cookiesAreSecure } from '../../http/secure-cookies.ts';
import type { SignedToken } from './tokens.ts';

const REFRESH_PATH = '/api/auth/';

function base(request: FastifyRequest): CookieSerializeOptions {
  return { sameSite: 'lax', secure: cookiesAreSecure(request), path: '/' };
}

/** Sets the access and refresh cookies and their readable payload cookies (expiry only). */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, access: SignedToken, refresh: SignedToken): void {
  const options = base(request);
  const now = Math.floor(Date.now() / 1000);
  reply.setCookie(sessionCookieNames.access, access.token, { ...options, httpOnly: true, maxAge: access.exp - now });
  reply.setCookie(sessionCookieNames.refresh, refresh.token, { ...options, path: REFRESH_PATH, httpOnly: true, maxAge: refresh.exp - now });
  reply.setCookie(sessionCookieNames.accessPayload, JSON.stringify({ exp: access.exp }), { ...options, maxAge: access.exp - now });
  reply.setCookie(sessionCookieNames.refreshPayload, JSON.stringify({ exp: refresh.exp }), { ...options, maxAge: refresh.exp - now });
}

/** Sets the `language` cookie the client reads (default `en`). */
export function setLanguageCookie(request: FastifyRequest, reply: FastifyReply, language: 'en' | 'fr'): void {
  reply.setCookie(sessionCookieNames.language, language, { ...base(request), maxAge: 365 * 24 * 60 * 60 });
}

/** Logout: every session cookie goes, the language stays. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = base(request);
  reply.clearCookie(sessionCookieNames.access, options);
  reply.clearCookie(sessionCookieNames.refresh, { ...options, path: REFRESH_PATH });
  reply.clearCookie(sessionCookieNames.accessPayload, options);
  reply.clearCookie(sessionCookieNames.refreshPayload, options);
  reply.clearCookie(sessionCookieNames.csrf, options);
}
