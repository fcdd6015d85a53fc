/**
 * `/ws/` (spec §7, docs/api.md): the real-time channel, authenticated by the session cookie.
 * An upgrade from a page of another origin is refused with 403, one without a valid session with
 * 401, before any socket opens.
 */
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { decodeJwt } from 'jose';
import { sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import { cookieValue } from '../modules/auth/session.ts';
import type { Database } from '../db/database.ts';
import { sendError } from '../http/error-handler.ts';
import { realtimeBusFor } from './bus.ts';
import { createRealtimeHub } from './hub.ts';
import type { RealtimeHub, RealtimePrincipal } from './hub.ts';

export type RealtimePluginOptions = {
  db: Database;
  /**
   * The suite's origin (`PIMENTO_PUBLIC_URL`). Browsers always send `Origin` on a WebSocket
   * upgrade, and a page elsewhere would otherwise ride on the user's cookies; a request without
   * `Origin` is no browser's and is left to the session check.
   */
  allowedOrigin: string;
  /** Turns the raw Cookie header into the signed-in principal, or null. */
  resolvePrincipal(cookieHeader: string | undefined): Promise<RealtimePrincipal | null>;
  heartbeatMs?: number;
};

/** When the access token of the cookie expires (ms since epoch); the resolver has already verified it. */
function accessTokenExpiry(cookieHeader: string | undefined): number | undefined {
  const token = cookieValue(cookieHeader, sessionCookieNames.access);
  if (!token) return undefined;
  try {
    const { exp } = decodeJwt(token);
    return exp === undefined ? undefined : exp * 1000;
  } catch {
    return undefined;
  }
}

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
        const origin = request.headers.origin;
        if (origin !== undefined && origin !== options.allowedOrigin) {
          request.log.warn({ origin }, 'WebSocket upgrade from another origin refused');
          await sendError(reply, 403, 'realtime.origin_forbidden');
          return;
        }
        const principal = await options.resolvePrincipal(request.headers.cookie);
        if (!principal) {
          await reply.code(401).send({ code: 'auth.not_authenticated', message: 'Authentication required.' });
          return;
        }
        // the socket lives as long as the access token it opened with; the client reconnects after refreshing
        request.realtimePrincipal = { ...principal, expiresAt: principal.expiresAt ?? accessTokenExpiry(request.headers.cookie) };
      },
    },
    (socket, request) => {
      hub.accept(socket, request.realtimePrincipal!);
    },
  );
}

/** Registered without encapsulation (as fastify-plugin does), so `app.realtimeHub` is visible to the app. */
export const realtimePlugin = Object.assign(registerRealtime, { [Symbol.for('skip-override')]: true });
