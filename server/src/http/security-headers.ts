import type { FastifyInstance } from 'fastify';

export type SecurityHeaderOptions = {
  /** The suite's public address (`PIMENTO_PUBLIC_URL`): its WebSocket origin is allowed explicitly. */
  publicUrl: string;
  /** Further origins the browser may send data to (the error-reporting service's DSN host). */
  reportingOrigins?: readonly string[];
};

/**
 * The Content-Security-Policy the built suite runs under (docs/server.md, "Security headers"):
 * scripts only from the suite itself, no framing, data only to the suite and its error reporting.
 * Styles allow 'unsafe-inline': antd's CSS-in-JS, the shell's `injectStyles` and the loading
 * screen of index.html insert <style> elements at run time.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const publicOrigin = new URL(options.publicUrl);
  const webSocketOrigin = `${publicOrigin.protocol === 'https:' ? 'wss:' : 'ws:'}//${publicOrigin.host}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", webSocketOrigin, ...(options.reportingOrigins ?? [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

const apiPath = /^\/api(\/|$|\?)/;

/**
 * Every response carries the security headers; API answers are never stored by a browser or a
 * proxy (`no-store`: they hold company data). Static files keep the Cache-Control their routes set.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const policy = contentSecurityPolicy(options);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    if (apiPath.test(request.url)) reply.header('cache-control', 'no-store');
  });
}
