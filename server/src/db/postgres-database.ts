import pg from 'pg';
import type { Database, Queryable, Row } from './database.ts';
import { assertCompanyId, enterTenantSql, setTenantSql } from './database.ts';

type Client = pg.Pool | pg.PoolClient;

function wrap(client: Client): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await client.query<T>(sql, [...params]);
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
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection emits here; the pool replaces it.
  pool.on('error', () => {});
  await pool.query('SELECT 1');

  async function transaction<T>(prepare: (client: pg.PoolClient) => Promise<void>, work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await prepare(client);
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

  const root = wrap(pool);
  return {
    driver: 'postgres',
    query: root.query,
    exec: root.exec,
    transaction: (work) => transaction(async () => {}, work),
    withTenant: (companyId, work) => {
      assertCompanyId(companyId);
      return transaction(async (client) => {
        await client.query(enterTenantSql);
        await client.query(setTenantSql, [companyId]);
      }, work);
    },
    listen: async (channel, onMessage) => {
      const client = await pool.connect();
      const handler = (message: pg.Notification) => {
        if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
      };
      client.on('notification', handler);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off('notification', handler);
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        client.release();
      };
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pool.end(),
  };
}
