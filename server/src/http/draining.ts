import type { FastifyInstance } from 'fastify';

/** Whether the process is on its way out: readiness answers 503 and connections are not kept. */
export type Drain = { active: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `drainAndClose`; read by the readiness probe (`modules/health/routes.ts`). */
    drain: Drain;
  }
}

/**
 * While draining, every answer says `Connection: close`, so a keep-alive socket closes as soon as
 * its request is answered instead of idling until the keep-alive timeout: a load balancer then
 * sends its next request to another process. Needs `return503OnClosing: false` on the app, so
 * requests that reach a closing server are served rather than refused.
 */
export function registerDraining(app: FastifyInstance): void {
  app.decorate('drain', { active: false });
  app.addHook('onSend', async (request, reply) => {
    if (app.drain.active && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  });
}

/**
 * Graceful stop: readiness turns 503 at once, the listener closes (new connections go to the
 * other processes), idle keep-alive sockets close, in-flight requests finish and their sockets
 * close after the answer. Sockets still busy after `graceMs` are cut so the process always ends.
 */
export async function drainAndClose(app: FastifyInstance, graceMs: number): Promise<void> {
  app.drain.active = true;
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
