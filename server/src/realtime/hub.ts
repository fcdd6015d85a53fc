/**
 * The sockets of one API process. Each socket belongs to one user of one company and receives
 * messages only after the handshake (spec §7): the client sends `{type:"code", code:"global"}`,
 * the hub answers `ack_code` then `msg`. Messages arrive from the bus (any process) and are
 * delivered here to the matching user's or company's sockets only.
 */
import type { WebSocket } from 'ws';
import { parseClientMessage } from '@pimento/shared-kit/contracts/ws';
import type { WsServerMessageInput } from '@pimento/shared-kit/contracts/ws';
import type { RealtimeBus, RealtimeEnvelope } from './bus.ts';

export type RealtimePrincipal = {
  userId: string;
  companyId: string;
  /** When the session behind the socket expires (ms since epoch): the socket closes then. */
  expiresAt?: number;
  /** The session the socket was opened with: logout closes that session's sockets. */
  sessionId?: string;
};

/** The one channel the client subscribes to: everything for this user and their company. */
export const globalCode = 'global';
/** Close codes: 4001 the session expired (the client refreshes and reconnects). */
export const sessionExpiredCloseCode = 4001;
/** 4003: the session ended (logout, password reset or change); the client checks its session before reconnecting. */
export const sessionEndedCloseCode = 4003;

type Connection = { socket: WebSocket; principal: RealtimePrincipal; subscribed: boolean; alive: boolean };

export type RealtimeHubOptions = {
  bus: RealtimeBus;
  /** Ping period; a socket that missed the previous pong is dropped. */
  heartbeatMs?: number;
  log?: { warn(object: unknown, message?: string): void };
};

export type RealtimeHub = {
  start(): Promise<void>;
  stop(): Promise<void>;
  accept(socket: WebSocket, principal: RealtimePrincipal): void;
  /** Sockets of this process that completed the handshake. */
  subscribedCount(): number;
};

export function createRealtimeHub(options: RealtimeHubOptions): RealtimeHub {
  const byCompany = new Map<string, Set<Connection>>();
  let unsubscribe: (() => Promise<void>) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  const send = (connection: Connection, message: WsServerMessageInput) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
  };

  const deliver = (envelope: RealtimeEnvelope) => {
    const connections = byCompany.get(envelope.companyId);
    if (!connections) return;
    if (envelope.scope === 'disconnect') {
      for (const connection of connections) {
        const { userId, sessionId } = connection.principal;
        if (userId !== envelope.userId) continue;
        if (envelope.sessionId !== undefined && sessionId !== envelope.sessionId) continue;
        if (envelope.exceptSessionId !== undefined && sessionId === envelope.exceptSessionId) continue;
        connection.socket.close(sessionEndedCloseCode, 'session ended');
      }
      return;
    }
    for (const connection of connections) {
      if (!connection.subscribed) continue;
      if (envelope.scope === 'user' && connection.principal.userId !== envelope.userId) continue;
      send(connection, envelope.message);
    }
  };

  const remove = (connection: Connection) => {
    const connections = byCompany.get(connection.principal.companyId);
    connections?.delete(connection);
    if (connections?.size === 0) byCompany.delete(connection.principal.companyId);
  };

  return {
    async start() {
      unsubscribe = await options.bus.subscribe(deliver);
      heartbeat = setInterval(() => {
        for (const connections of byCompany.values()) {
          for (const connection of connections) {
            if (!connection.alive) {
              connection.socket.terminate();
              continue;
            }
            connection.alive = false;
            connection.socket.ping();
          }
        }
      }, options.heartbeatMs ?? 30_000);
      heartbeat.unref();
    },

    async stop() {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      for (const connections of byCompany.values()) for (const connection of connections) connection.socket.close(1001);
      byCompany.clear();
      await unsubscribe?.();
      unsubscribe = null;
    },

    accept(socket, principal) {
      const connection: Connection = { socket, principal, subscribed: false, alive: true };
      let connections = byCompany.get(principal.companyId);
      if (!connections) byCompany.set(principal.companyId, (connections = new Set()));
      connections.add(connection);

      let expiry: NodeJS.Timeout | null = null;
      if (principal.expiresAt !== undefined) {
        expiry = setTimeout(() => socket.close(sessionExpiredCloseCode, 'session expired'), Math.max(0, principal.expiresAt - Date.now()));
        expiry.unref();
      }

      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('message', (data) => {
        const parsed = parseClientMessage(data.toString());
        if (!parsed.ok) {
          options.log?.warn({ reason: parsed.reason, type: parsed.type }, 'realtime: ignored client message');
          return;
        }
        if (parsed.message.code !== globalCode) {
          send(connection, { type: 'msg', code: parsed.message.code, message: 'unknown_code' });
          return;
        }
        connection.subscribed = true;
        send(connection, { type: 'ack_code', code: globalCode });
        send(connection, { type: 'msg', code: globalCode, message: 'connected' });
      });
      socket.on('close', () => {
        if (expiry) clearTimeout(expiry);
        remove(connection);
      });
    },

    subscribedCount() {
      let count = 0;
      for (const connections of byCompany.values()) for (const connection of connections) if (connection.subscribed) count += 1;
      return count;
    },
  };
}
