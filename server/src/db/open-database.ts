import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { acquirePgliteLock } from './pglite-lock.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/** The database the configuration selects: PostgreSQL with `DATABASE_URL`, else PGlite in `<dataDir>/pglite`. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl !== null) return openPostgresDatabase(config.databaseUrl, config.databasePoolSize);
  const release = acquirePgliteLock(config.dataDir);
  try {
    const database = await openPgliteDatabase(path.join(config.dataDir, 'pglite'));
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
