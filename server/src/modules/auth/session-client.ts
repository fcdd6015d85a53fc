import type { FastifyRequest } from 'fastify';

/** The browser a sign-in or refresh comes from, as the profile's "Active sessions" names it. */
export function sessionClientOf(request: FastifyRequest): { ip: string; userAgent: string | null } {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' && userAgent !== '' ? userAgent : null };
}
