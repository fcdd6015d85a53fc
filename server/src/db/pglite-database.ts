import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './database.ts';
import { assertCompanyId, enterTenantSql, setTenantSql } from './database.ts';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * PGlite: PostgreSQL compiled to WebAssembly, in this process. `dataDir` null keeps it in memory
 * (tests). PGlite runs one statement at a time, so its transactions are naturally serialised.
 */
export async function openPgliteDatabase(dataDir: string | null): Promise<Database> {
  return databaseOverPglite(dataDir === null ? await PGlite.create() : await PGlite.create(dataDir));
}

/** The `Database` interface over an already open PGlite instance (tests start theirs from a dump). */
export function databaseOverPglite(pglite: PGlite): Database {
  const root = wrap(pglite);
  return {
    driver: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    withTenant: (companyId, work) => {
      assertCompanyId(companyId);
      return pglite.transaction(async (tx) => {
        await tx.query(enterTenantSql);
        await tx.query(setTenantSql, [companyId]);
        return work(wrap(tx));
      });
    },
    listen: async (channel, onMessage) => {
      const unsubscribe = await pglite.listen(channel, onMessage);
      return async () => {
        await unsubscribe();
      };
    },
    // One in-process database: its notifications reach listeners as the notifying statement
    // completes, and none can be missed.
    watch: async (channel, onMessage) => {
      const unsubscribe = await pglite.listen(channel, onMessage);
      return () => {
        void unsubscribe();
      };
    },
    notify: async (channel, payload) => {
      await pglite.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pglite.close(),
  };
}
