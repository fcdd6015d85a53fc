/**
 * Ready-made starting points for test databases, built once per set of migrations and reused by
 * every suite: booting PGlite (an initdb in WebAssembly) and running every migration cost seconds
 * per suite, loading a dumped data directory or copying a PostgreSQL template a fraction of that.
 * Templates are keyed by a fingerprint of the migrations, so a changed migration builds new ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate } from '../src/db/migrate.ts';
import { databaseOverPglite } from '../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';

const migrationsDir = path.join(import.meta.dirname, '..', 'src', 'db', 'migrations');
const pgliteVersion = (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string }).version;

export type TemplateKind = 'empty' | 'migrated';

/** Changes whenever a migration file or the PGlite version changes. */
function fingerprint(): string {
  const hash = createHash('sha256').update(pgliteVersion);
  for (const file of fs.readdirSync(migrationsDir).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** A PGlite data directory dump of the given kind, built on first use and kept in the temp folder. */
export async function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  const file = path.join(os.tmpdir(), `pimento-pglite-${kind}-${kind === 'empty' ? pgliteVersion : fingerprint()}.tar`);
  if (!fs.existsSync(file)) {
    const pglite = await PGlite.create();
    if (kind === 'migrated') await migrate(databaseOverPglite(pglite));
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    // Written aside and renamed: a suite running in parallel never reads a half-written dump.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

/**
 * The name of a migrated PostgreSQL template database on the test server, built on first use.
 * `CREATE DATABASE … TEMPLATE` copies it in well under a second.
 */
export async function postgresMigratedTemplate(adminUrl: string): Promise<string> {
  const name = `pimento_tpl_${fingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount) return name;
    // Built under another name and renamed when complete, so no suite copies a half-migrated one.
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openPostgresDatabase(url.toString(), 1);
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch {
      // Another suite finished its template first: use that one.
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    }
    await dropStaleTemplates(admin, name);
    return name;
  } finally {
    await admin.end();
  }
}

async function dropStaleTemplates(admin: pg.Client, current: string): Promise<void> {
  const stale = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'pimento\\_tpl\\_%' AND datname <> $1 AND datname !~ '_[0-9a-f]{8}$'",
    [current],
  );
  for (const { datname } of stale.rows) {
    await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
  }
}
