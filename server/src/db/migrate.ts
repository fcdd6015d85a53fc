import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any constant shared by every process: serialises concurrent migration runs. */
const MIGRATION_LOCK_KEY = 727_001;

export type Migration = { version: string; name: string; sql: string };

/** `0001_platform.sql` → version `0001`. Files are applied in the order of their names. */
export function readMigrations(dir: string = migrationsDir): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_-]+\.sql$/i.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 4),
      name: file,
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Applies the pending migrations in one transaction under an advisory lock, so several processes
 * starting together apply each migration once, and a failing migration leaves nothing behind.
 * Returns the names of the migrations applied by this call.
 */
export async function migrate(database: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  const versions = new Set<string>();
  for (const migration of migrations) {
    if (versions.has(migration.version)) throw new Error(`Two migrations share version ${migration.version}`);
    versions.add(migration.version);
  }
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      done.push(migration.name);
    }
    return done;
  });
}
