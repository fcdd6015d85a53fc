import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable, Row } from './database.ts';
import { assertCompanyId, enterTenantSql, isPrepared, setTenantSql, watchedChannels } from './database.ts';

/** A prepared statement's name: its text's hash, so one name never stands for two texts. */
const statementName = (sql: string) => `p${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;

type Client = pg.PoolClient;

function wrap(client: Client): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = isPrepared(sql)
        ? await client.query<T>({ name: statementName(sql), text: sql, values: [...params] })
        : await client.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** PostgreSQL through a node-postgres pool (`DATABASE_URL`). */
export async function openPostgresDatabase(url: string, poolSize = 10): Promise<Database> {
  // `idleTimeoutMillis: 0`: connections stay open through quiet periods, so this process keeps
  // hearing the watched channels (see `checkout`) instead of starting its caches again after each
  // pause. The pool still holds at most `poolSize`.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 0 });
  // An idle client that loses its connection emits here; the pool replaces it.
  pool.on('error', () => {});
  const watchers = new Map<string, Set<{ onMessage: (payload: string) => void; onGap: () => void }>>();
  const dispatch = (message: pg.Notification) => {
    for (const watcher of watchers.get(message.channel) ?? []) watcher.onMessage(message.payload ?? '');
  };
  // Every connection listens on the watched channels before its first use: PostgreSQL hands a
  // session its own transaction's notifications before ReadyForQuery, so this process sees its
  // commits at once. Each listening connection hears every notification, so one is missed only
  // while none listens: when a connection starts listening after a moment without any (the
  // first, or every one was lost), watchers are told of the gap. A pool growing under load or
  // shrinking after it is not a gap.
  const listening = new WeakSet<pg.PoolClient>();
  let listeningClients = 0;
  pool.on('remove', (client) => {
    if (listening.delete(client)) listeningClients -= 1;
  });
  async function checkout(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    if (listening.has(client)) return client;
    try {
      // A connection lost while checked out (between two statements of a transaction) emits an
      // error with no query to fail: without a listener that would end the process. The next query
      // on it fails instead, and the pool drops it on release.
      client.on('error', () => {});
      client.on('notification', dispatch);
      await client.query(watchedChannels.map((channel) => `LISTEN ${pg.escapeIdentifier(channel)}`).join('; '));
    } catch (error) {
      client.release(true);
      throw error;
    }
    listening.add(client);
    listeningClients += 1;
    if (listeningClients === 1) for (const set of watchers.values()) for (const watcher of set) watcher.onGap();
    return client;
  }
  async function withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await checkout();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  }

  await pool.query('SELECT 1');

  /** `begin` opens the transaction: one round trip, however many statements it holds. */
  async function transaction<T>(begin: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await checkout();
    try {
      await client.query(begin);
      const result = await work(wrap(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  const root: Queryable = {
    query: (sql, params) => withClient((client) => wrap(client).query(sql, params)),
    exec: (sql) => withClient((client) => wrap(client).exec(sql)),
  };
  const listeners = new Set<(destroy: boolean) => Promise<void>>();
  let closing: Promise<void> | null = null;
  return {
    driver: 'postgres',
    query: root.query,
    exec: root.exec,
    transaction: (work) => transaction('BEGIN', work),
    withTenant: (companyId, work) => {
      // Checked as a uuid, the id can be written into the statement: the three statements that
      // open a tenant transaction then cost one round trip instead of three (every API request).
      assertCompanyId(companyId);
      return transaction(`BEGIN; ${enterTenantSql}; ${setTenantSql.replace('$1', pg.escapeLiteral(companyId))}`, work);
    },
    listen: async (channel, onMessage) => {
      if (closing) throw new Error('database closed');
      const client = await pool.connect();
      const handler = (message: pg.Notification) => {
        if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
      };
      let released = false;
      // Each LISTEN holds a pooled connection until it stops: `close()` stops them first, else
      // `pool.end()` waits for those connections for ever and a graceful shutdown never ends.
      const stop = async (destroy: boolean) => {
        if (released) return;
        released = true;
        listeners.delete(stop);
        client.off('notification', handler);
        if (!destroy) await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        // A destroyed connection takes its LISTEN with it.
        client.release(destroy);
      };
      listeners.add(stop);
      try {
        client.on('notification', handler);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await stop(true);
        throw error;
      }
      return () => stop(false);
    },
    watch: async (channel, onMessage, onGap) => {
      const watcher = { onMessage, onGap };
      const set = watchers.get(channel) ?? new Set();
      watchers.set(channel, set.add(watcher));
      return () => {
        set.delete(watcher);
      };
    },
    notify: async (channel, payload) => {
      await root.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => {
      closing ??= (async () => {
        await Promise.all([...listeners].map((stop) => stop(true)));
        await pool.end();
      })();
      return closing;
    },
  };
}
