import type { FastifyRequest } from 'fastify';

/**
 * Cookies are `Secure` whenever the suite's public address is https (a TLS proxy in front may
 * still reach the process over plain HTTP), or the request itself came over HTTPS.
 */
export function cookiesAreSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.deps.config.publicUrl.startsWith('https:');
}
