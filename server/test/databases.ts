import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../src/db/database.ts';
import { openPgliteDatabase } from '../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';

export type Driver = Database['driver'];

/** Both drivers: every integration suite runs once per driver (`describe.each(drivers)`). */
export const drivers: Driver[] = ['pglite', 'postgres'];

/** The PostgreSQL test server (trust auth). Override with `PIMENTO_TEST_POSTGRES_URL`. */
export const testPostgresUrl = process.env.PIMENTO_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDatabase = {
  database: Database;
  /** The connection string of the fresh PostgreSQL database, null for PGlite. */
  url: string | null;
  /** Closes the connections and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
};

/**
 * A fresh, empty database: an in-memory PGlite, or a new database `pimento_t_<random>` on the
 * PostgreSQL test server, dropped by `dispose`.
 */
export async function createTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = await openPgliteDatabase(null);
    return { database, url: null, dispose: () => database.close() };
  }
  const name = `pimento_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString(), 5);
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: testPostgresUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
