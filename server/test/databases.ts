import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../src/db/database.ts';
import { PGlite } from '@electric-sql/pglite';
import { databaseOverPglite } from '../src/db/pglite-database.ts';
import { pgliteTemplate, postgresTemplate } from './database-templates.ts';
import type { TemplateKind } from './database-templates.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';

export type Driver = Database['driver'];

/** Both drivers: every integration suite runs once per driver (`describe.each(drivers)`). */
export const drivers: Driver[] = ['pglite', 'postgres'];

/**
 * The PostgreSQL test server: 127.0.0.1:5432, trust auth, database `test`, as `postgres` or, where
 * that role does not exist, `root`. Override with `PIMENTO_TEST_POSTGRES_URL`.
 */
const candidateUrls = process.env.PIMENTO_TEST_POSTGRES_URL
  ? [process.env.PIMENTO_TEST_POSTGRES_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];

let resolvedUrl: Promise<string> | undefined;

/** The first candidate URL that accepts a connection (the last error otherwise). */
export function testPostgresUrl(): Promise<string> {
  resolvedUrl ??= (async () => {
    let lastError: unknown;
    for (const url of candidateUrls) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.end();
        return url;
      } catch (error) {
        lastError = error;
        await client.end().catch(() => {});
      }
    }
    throw lastError;
  })();
  return resolvedUrl;
}

/**
 * PGlite's own start settings, with 16 MB of shared buffers instead of the cluster's 128: the
 * start zeroes them, and that was half of the 3 s of CPU a suite's database took to open; a
 * suite's data fits many times over (docs/testing.md "Time").
 */
const testStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export type TestDatabase = {
  database: Database;
  /** The connection string of the fresh PostgreSQL database, null for PGlite. */
  url: string | null;
  /** Closes the connections and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
};

/**
 * A fresh database: an in-memory PGlite, or a new database `pimento_t_<random>` on the PostgreSQL
 * test server, dropped by `dispose`. Empty by default; `migrated` starts it with every migration
 * applied, `seeded` with a first start's seed as well, copied from a template built once
 * (`database-templates.ts`).
 */
export async function createTestDatabase(driver: Driver, { template = 'empty' }: { template?: TemplateKind } = {}): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const pglite = await PGlite.create({ loadDataDir: await pgliteTemplate(template), startParams: testStartParams });
    const database = databaseOverPglite(pglite);
    return { database, url: null, dispose: () => database.close() };
  }
  const name = `pimento_t_${randomBytes(6).toString('hex')}`;
  const adminUrl = await testPostgresUrl();
  const templateName = template === 'empty' ? null : await postgresTemplate(adminUrl, template);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(templateName ? `CREATE DATABASE ${name} TEMPLATE ${templateName}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString(), 5);
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
