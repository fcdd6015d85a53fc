/** Opens (building it first if needed) the bench catalogue of a driver. */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import pg from 'pg';
import type { Database } from '../../server/src/db/database.ts';
import { openPgliteDatabase } from '../../server/src/db/pglite-database.ts';
import { openPostgresDatabase } from '../../server/src/db/postgres-database.ts';
import type { BenchCatalogue } from './generate.ts';
import { existingCatalogue, generateCatalogue } from './generate.ts';

/** `BENCH_CATALOGUE_DATABASE` names another database: a catalogue of another size beside the shared one. */
export const benchDatabaseName = process.env.BENCH_CATALOGUE_DATABASE ?? 'pimento_bench_catalogue';
if (!/^[a-z_][a-z0-9_]*$/.test(benchDatabaseName)) throw new Error(`${benchDatabaseName}: a database name of lower-case letters, digits and underscores`);
export const pgliteCatalogueDir = '/tmp/pimento-bench-catalogue-pglite';
const adminUrl = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function benchDatabaseUrl(): string {
  const url = new URL(adminUrl);
  url.pathname = `/${benchDatabaseName}`;
  return url.toString();
}

async function recreatePostgres(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${benchDatabaseName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${benchDatabaseName}`);
  await admin.end();
}

async function postgresExists(): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const result = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [benchDatabaseName]);
  await admin.end();
  return result.rowCount === 1;
}

export async function openCatalogueDatabase(
  driver: 'postgres' | 'pglite',
  size: number,
  options: { force?: boolean } = {},
): Promise<{ db: Database; catalogue: BenchCatalogue; location: string; close(): Promise<void> }> {
  let db: Database;
  if (driver === 'postgres') {
    if (options.force || !(await postgresExists())) await recreatePostgres();
    db = await openPostgresDatabase(benchDatabaseUrl(), 4);
    const existing = await existingCatalogue(db, size);
    if (existing !== null) return { db, catalogue: existing, location: benchDatabaseUrl(), close: () => db.close() };
    await db.close();
    await recreatePostgres();
    db = await openPostgresDatabase(benchDatabaseUrl(), 4);
    const catalogue = await generateCatalogue(db, size, { parallel: 2 });
    return { db, catalogue, location: benchDatabaseUrl(), close: () => db.close() };
  }
  const pgliteDir = `${pgliteCatalogueDir}/pglite`;
  if (options.force) rmSync(pgliteCatalogueDir, { recursive: true, force: true });
  if (existsSync(pgliteDir)) {
    db = await openPgliteDatabase(pgliteDir);
    const existing = await existingCatalogue(db, size);
    if (existing !== null) return { db, catalogue: existing, location: pgliteCatalogueDir, close: () => db.close() };
    await db.close();
    rmSync(pgliteCatalogueDir, { recursive: true, force: true });
  }
  mkdirSync(pgliteCatalogueDir, { recursive: true });
  db = await openPgliteDatabase(pgliteDir);
  const catalogue = await generateCatalogue(db, size);
  return { db, catalogue, location: pgliteCatalogueDir, close: () => db.close() };
}
