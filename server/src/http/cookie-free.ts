import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public file a shared cache may keep (public media addresses): no cookie is handed out with
     * it, or a proxy could keep one browser's cookie and give it to every reader.
     */
    cookieFree?: boolean;
  }
}

export function isCookieFree(request: FastifyRequest): boolean {
  return request.routeOptions.config.cookieFree === true;
}
