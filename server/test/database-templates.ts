/**
 * Ready-made starting points for test databases, built once per set of migrations and reused by
 * every suite: booting PGlite (an initdb in WebAssembly) and running every migration cost seconds
 * per suite, loading a dumped data directory or copying a PostgreSQL template a fraction of that.
 * Templates are keyed by a fingerprint of the migrations, so a changed migration builds new ones.
 * A seeded template also holds what a first start's seed writes: the seed checks the demo
 * administrator's password against zxcvbn's dictionaries, seconds of CPU per application a suite
 * starts. It is keyed by the server's sources as well, since the seed runs their code.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { databaseOverPglite } from '../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { seed } from '../src/seed/seed.ts';

const sourcesDir = path.join(import.meta.dirname, '..', 'src');
const migrationsDir = path.join(sourcesDir, 'db', 'migrations');
const pgliteVersion = (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string }).version;

export type TemplateKind = 'empty' | 'migrated' | 'seeded';

/** What the seeded template was seeded with: a first start's defaults, without the demo catalogue. */
const templateSeedConfig = loadConfig({ PIMENTO_DEMO_CATALOGUE: 'off' });

/** Whether a start with `config` would seed exactly what the seeded template holds. */
export function seedsLikeTemplate(config: Config): boolean {
  return (
    config.demoCatalogue === templateSeedConfig.demoCatalogue &&
    config.demoAdminUsername === templateSeedConfig.demoAdminUsername &&
    config.demoAdminPassword === templateSeedConfig.demoAdminPassword
  );
}

/** Every file under `dir` but tests, in a stable order. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const fingerprints = new Map<Exclude<TemplateKind, 'empty'>, string>();

/**
 * Changes whenever the PGlite version or a migration changes, and for the seeded kind whenever any
 * server source does (the seed goes through the companies, users and auth modules).
 */
function fingerprint(kind: Exclude<TemplateKind, 'empty'>): string {
  const known = fingerprints.get(kind);
  if (known !== undefined) return known;
  const hash = createHash('sha256').update(pgliteVersion);
  for (const file of sourceFiles(kind === 'seeded' ? sourcesDir : migrationsDir)) {
    hash.update(path.relative(sourcesDir, file)).update(fs.readFileSync(file));
  }
  const computed = hash.digest('hex').slice(0, 12);
  fingerprints.set(kind, computed);
  return computed;
}

/** What a template of `kind` holds beyond an empty cluster, written into `database`. */
async function fill(database: Database, kind: Exclude<TemplateKind, 'empty'>): Promise<void> {
  await migrate(database);
  if (kind === 'seeded') await seed(database, templateSeedConfig, pino({ level: 'silent' }));
}

/** A PGlite data directory dump of the given kind, built on first use and kept in the temp folder. */
export async function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  const file = path.join(os.tmpdir(), `pimento-pglite-${kind}-${kind === 'empty' ? pgliteVersion : fingerprint(kind)}.tar`);
  if (!fs.existsSync(file)) {
    const pglite = await PGlite.create();
    if (kind !== 'empty') await fill(databaseOverPglite(pglite), kind);
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    // Written aside, then linked into place only if no other suite placed one first: a suite running
    // in parallel never reads a half-written dump, and a dump in use is never replaced (its
    // file-backed blob would then fail to read: "The blob could not be read").
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    try {
      fs.linkSync(partial, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(partial, { force: true });
    }
    if (kind === 'seeded') removeStaleSeededDumps();
  }
  // A file-backed blob: PGlite reads it whole at once, where a Blob made from a buffer is read
  // back in chunks and joined (1.2 s of CPU of a 44 MB dump, each suite).
  return fs.openAsBlob(file);
}

/**
 * Seeded dumps change with every source edit and weigh 40 MB: the newest few are kept (other
 * checkouts on this machine share the temp folder and may still use theirs).
 */
function removeStaleSeededDumps(): void {
  const dumps = fs
    .readdirSync(os.tmpdir())
    .filter((name) => /^pimento-pglite-seeded-[0-9a-f]{12}\.tar$/.test(name))
    .map((name) => path.join(os.tmpdir(), name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const stale of dumps.slice(keptSeededTemplates)) fs.rmSync(stale, { force: true });
}

/** Seeded templates kept per machine: one per checkout that runs suites side by side, and some. */
const keptSeededTemplates = 5;

/**
 * The name of a PostgreSQL template database of `kind` on the test server, built on first use.
 * `CREATE DATABASE … TEMPLATE` copies it in well under a second.
 */
export async function postgresTemplate(adminUrl: string, kind: Exclude<TemplateKind, 'empty'>): Promise<string> {
  const prefix = kind === 'seeded' ? 'pimento_tpls_' : 'pimento_tpl_';
  const name = `${prefix}${fingerprint(kind)}`;
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
      await fill(database, kind);
    } finally {
      await database.close();
    }
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch {
      // Another suite finished its template first: use that one.
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    }
    await dropStaleTemplates(admin, kind, name);
    return name;
  } finally {
    await admin.end();
  }
}

/** Migrated templates of other migrations are dropped; of the seeded ones, the newest few are kept. */
async function dropStaleTemplates(admin: pg.Client, kind: Exclude<TemplateKind, 'empty'>, current: string): Promise<void> {
  const stale =
    kind === 'seeded'
      ? await admin.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE datname ~ '^pimento_tpls_[0-9a-f]{12}$' ORDER BY oid DESC OFFSET $1",
          [keptSeededTemplates],
        )
      : await admin.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE datname LIKE 'pimento\\_tpl\\_%' AND datname <> $1 AND datname !~ '_[0-9a-f]{8}$'",
          [current],
        );
  for (const { datname } of stale.rows) {
    await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
  }
}
