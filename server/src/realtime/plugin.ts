/**
 * `/ws/` (spec §7, docs/api.md): the real-time channel, authenticated by the session cookie.
 * An upgrade without a valid session is refused with 401 before any socket opens.
 */
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { Database } from '../db/database.ts';
import { realtimeBusFor } from './bus.ts';
import { createRealtimeHub } from './hub.ts';
import type { RealtimeHub, RealtimePrincipal } from './hub.ts';

export type RealtimePluginOptions = {
  db: Database;
  /** Turns the raw Cookie header into the signed-in principal, or null. */
  resolvePrincipal(cookieHeader: string | undefined): Promise<RealtimePrincipal | null>;
  heartbeatMs?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtimeHub: RealtimeHub;
  }
  interface FastifyRequest {
    realtimePrincipal?: RealtimePrincipal;
  }
}

async function registerRealtime(app: FastifyInstance, options: RealtimePluginOptions): Promise<void> {
  if (!app.hasDecorator('websocketServer')) await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const hub = createRealtimeHub({ bus: realtimeBusFor(options.db), heartbeatMs: options.heartbeatMs, log: app.log });
  await hub.start();
  app.decorate('realtimeHub', hub);
  // sockets first, so clients see a clean close rather than a reset when the server stops
  app.addHook('preClose', async () => hub.stop());

  app.get(
    '/ws/',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const principal = await options.resolvePrincipal(request.headers.cookie);
        if (!principal) {
          await reply.code(401).send({ code: 'auth.not_authenticated', message: 'Authentication required.' });
          return;
        }
        request.realtimePrincipal = principal;
      },
    },
    (socket, request) => {
      hub.accept(socket, request.realtimePrincipal!);
    },
  );
}

/** Registered without encapsulation (as fastify-plugin does), so `app.realtimeHub` is visible to the app. */
export const realtimePlugin = Object.assign(registerRealtime, { [Symbol.for('skip-override')]: true });
