import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import { AppError } from './app-error.ts';
import { isCookieFree } from './cookie-free.ts';
import { cookiesAreSecure } from './secure-cookies.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A cross-site form post that proves itself otherwise (the SAML assertion consumer: a signed
     * assertion answering a request of this browser). Nothing else may set it.
     */
    csrfExempt?: boolean;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The request's CSRF token, issuing a new cookie when it has none. */
export function ensureCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[sessionCookieNames.csrf];
  if (existing !== undefined && /^[A-Za-z0-9_-]{32,64}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  // Readable by the page (not httpOnly): the client copies it into the X-CSRF-Token header.
  reply.setCookie(sessionCookieNames.csrf, token, { sameSite: 'lax', secure: cookiesAreSecure(request), path: '/' });
  request.cookies[sessionCookieNames.csrf] = token;
  return token;
}

/**
 * Double-submit CSRF protection: every unsafe method must send `X-CSRF-Token` equal to the
 * `pimento_csrf` cookie (403 `csrf.missing` / `csrf.mismatch`); every GET hands out the cookie.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) {
      if (request.method === 'GET' && !isCookieFree(request)) ensureCsrfToken(request, reply);
      return;
    }
    if (request.routeOptions.config.csrfExempt === true) return;
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[sessionCookieNames.csrf];
    if (typeof header !== 'string' || header === '' || cookie === undefined || cookie === '') {
      throw new AppError(403, 'csrf.missing');
    }
    if (!sameToken(header, cookie)) throw new AppError(403, 'csrf.mismatch');
  });
}
