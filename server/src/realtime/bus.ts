/**
 * The real-time bus: carries messages from whichever process produced them (an API request, a
 * worker, a scheduler) to every API process, each of which delivers them to its own sockets.
 *
 * - PostgreSQL: NOTIFY on one channel; every process LISTENs. A body larger than a NOTIFY payload
 *   allows is stored in `realtime_messages` and only its id is notified.
 * - PGlite: the database lives in one process, so the bus is an in-memory fan-out.
 *
 * One bus per database object, so an in-process worker and the API share it.
 */
import type { Database } from '../db/database.ts';
import type { WsServerMessageInput } from '@pimento/shared-kit/contracts/ws';

export type RealtimeEnvelope =
  | { scope: 'user'; companyId: string; userId: string; message: WsServerMessageInput }
  | { scope: 'company'; companyId: string; message: WsServerMessageInput }
  /**
   * Not a message: closes a user's sockets on every process (logout, password reset or change).
   * `sessionId` limits it to one session; `exceptSessionId` spares one.
   */
  | { scope: 'disconnect'; companyId: string; userId: string; sessionId?: string; exceptSessionId?: string };

export type RealtimeBus = {
  publish(envelope: RealtimeEnvelope): Promise<void>;
  /** Resolves once the listener is in place; the returned function removes it. */
  subscribe(onEnvelope: (envelope: RealtimeEnvelope) => void): Promise<() => Promise<void>>;
};

export const realtimeChannel = 'pimento_realtime';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin. */
export const maxInlinePayloadBytes = 7900;

const buses = new WeakMap<Database, RealtimeBus>();

export function realtimeBusFor(db: Database): RealtimeBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = db.driver === 'pglite' ? createInProcessBus() : createPostgresBus(db);
    buses.set(db, bus);
  }
  return bus;
}

function createInProcessBus(): RealtimeBus {
  const listeners = new Set<(envelope: RealtimeEnvelope) => void>();
  return {
    async publish(envelope) {
      // a copy per publish, as NOTIFY would give: no listener shares the producer's objects
      const text = JSON.stringify(envelope);
      for (const listener of listeners) listener(JSON.parse(text) as RealtimeEnvelope);
    },
    async subscribe(onEnvelope) {
      listeners.add(onEnvelope);
      return async () => {
        listeners.delete(onEnvelope);
      };
    },
  };
}

type Notified = { inline: RealtimeEnvelope } | { ref: string };

function createPostgresBus(db: Database): RealtimeBus {
  const listeners = new Set<(envelope: RealtimeEnvelope) => void>();
  let unlisten: Promise<() => Promise<void>> | null = null;

  const deliver = async (payload: string) => {
    const notified = JSON.parse(payload) as Notified;
    let envelope: RealtimeEnvelope;
    if ('ref' in notified) {
      const rows = await db.query<{ body: string }>('SELECT body FROM realtime_messages WHERE id = $1', [notified.ref]);
      if (!rows[0]) return;
      envelope = JSON.parse(rows[0].body) as RealtimeEnvelope;
    } else {
      envelope = notified.inline;
    }
    for (const listener of listeners) listener(envelope);
  };

  return {
    async publish(envelope) {
      const inline = JSON.stringify({ inline: envelope } satisfies Notified);
      if (Buffer.byteLength(inline) <= maxInlinePayloadBytes) {
        await db.notify(realtimeChannel, inline);
        return;
      }
      const [row] = await db.query<{ id: string }>(
        'INSERT INTO realtime_messages (body) VALUES ($1) RETURNING id::text AS id',
        [JSON.stringify(envelope)],
      );
      await db.notify(realtimeChannel, JSON.stringify({ ref: row!.id } satisfies Notified));
      // listeners read the body within milliseconds; a minute is ample before purging
      await db.query("DELETE FROM realtime_messages WHERE created_at < clock_timestamp() - interval '1 minute'");
    },
    async subscribe(onEnvelope) {
      listeners.add(onEnvelope);
      unlisten ??= db.listen(realtimeChannel, (payload) => {
        deliver(payload).catch((error: unknown) => console.error('realtime: undeliverable message', error));
      });
      await unlisten;
      return async () => {
        listeners.delete(onEnvelope);
        if (listeners.size === 0 && unlisten) {
          const stop = await unlisten;
          unlisten = null;
          await stop();
        }
      };
    },
  };
}
