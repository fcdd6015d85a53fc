// The catalogue core on the 1,000,000-product catalogue (PostgreSQL): listing pages with
// filters, a deep page, counts, detail, save, and a bulk set on 100,000 products while the API
// keeps answering. The catalogue is built once (bench/catalogue) and reused.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeCursor } from '../../server/src/modules/catalogue/index.ts';
import { openPostgresDatabase } from '../../server/src/db/postgres-database.ts';
import { openCatalogueDatabase } from '../catalogue/open.ts';
import type { BenchCatalogue } from '../catalogue/generate.ts';
import { benchCompany } from '../catalogue/generate.ts';
import { sample, summarise } from '../catalogue/measure.ts';
import type { Latencies } from '../catalogue/measure.ts';
import { repositoryRoot, startServer } from '../lib/server-process.ts';
import { signIn } from '../lib/session.ts';
import type { SignedInHeaders } from '../lib/session.ts';
import type { BenchResult } from '../lib/result.ts';

const port = Number(process.env.BENCH_PORT ?? 18090);
const size = Number(process.env.BENCH_CATALOGUE_SIZE ?? 1_000_000);
const driver = (process.env.BENCH_CATALOGUE_DRIVER ?? 'postgres') as 'postgres' | 'pglite';

type Answer = { status: number; json: unknown };
export type Api = { post(path: string, body: unknown): Promise<Answer>; get(path: string): Promise<Answer>; patch(path: string, body: unknown): Promise<Answer> };

export function apiOf(baseUrl: string, headers: SignedInHeaders): Api {
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json();
    if (response.status >= 300) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
    return { status: response.status, json };
  };
  return { post: (path, body) => send('POST', path, body), get: (path) => send('GET', path), patch: (path, body) => send('PATCH', path, body) };
}

/** The filter sets the listing cycles through: 1 to 3 attribute filters, indexed sorts. */
export function listingQueries(catalogue: BenchCatalogue) {
  const a = catalogue.attributes;
  return [
    { filters: [{ field: `attribute:${a.brand}`, operator: 'equals', value: 'c3' }], sort: { field: 'sku' } },
    { filters: [{ field: `attribute:${a.weight}`, operator: 'between', value: [1000, 3000] }, { field: `attribute:${a.colour}`, operator: 'among', value: ['c1', 'c2'] }], sort: { field: 'updated', direction: 'desc' } },
    {
      filters: [
        { field: `attribute:${a.brand}`, operator: 'among', value: ['c5', 'c6'] },
        { field: `attribute:${a.price}`, operator: 'gte', value: 5000 },
        { field: 'status', operator: 'equals', value: 'active' },
      ],
      sort: { field: 'name' },
    },
    { filters: [{ field: `attribute:${a.title}`, operator: 'equals', value: 'en-426', language: 'en' }], sort: { field: 'sku' } },
    { filters: [{ field: 'category', operator: 'among', value: [catalogue.categories.child] }, { field: `attribute:${a.launch}`, operator: 'gte', value: '2022-01-01' }], sort: { field: 'sku', direction: 'desc' } },
  ];
}

function startWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['server/src/main.ts', 'worker'], {
    cwd: repositoryRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** The machine's 1-minute load average (2 shared cores: each figure is read against it). */
export const load = () => Math.round(loadavg()[0]! * 10) / 10;

/** Each figure is printed as soon as it is measured: a long run stopped halfway still reports. */
export const row = (scenario: string, figures: Latencies, pick: 'p95Ms' | 'p99Ms', target: string): BenchResult => {
  const detail = { ...figures, load1: load() };
  console.log(`  ${scenario}: ${JSON.stringify(detail)} (target ${target})`);
  return { scenario, figure: figures[pick], unit: `ms ${pick.slice(0, 3)}`, target, detail };
};
/** Samples per figure (BENCH_CATALOGUE_SAMPLES scales them down on a busy machine). */
const scale = Number(process.env.BENCH_CATALOGUE_SAMPLES ?? 1);
export const n = (count: number) => Math.max(5, Math.round(count * scale));

export async function catalogueCore(): Promise<BenchResult[]> {
  const opened = await openCatalogueDatabase(driver, size);
  const catalogue = opened.catalogue;
  // The previous run's bulk edit cleared the visibility map of the pages it wrote: autovacuum
  // (thresholds of migration 0302) marks them again within a minute or two — unless it is off,
  // as on the shared bench cluster; then this run vacuums first, as autovacuum would have.
  if (driver === 'postgres') {
    const [setting] = await opened.db.query<{ autovacuum: string }>('SHOW autovacuum');
    const written = await opened.db.query<{ name: string }>(
      `SELECT relname AS name FROM pg_stat_user_tables
        WHERE relname IN ('products', 'product_categories', 'product_value_text', 'product_value_number', 'product_value_date')
          AND (n_dead_tup > 0 OR n_ins_since_vacuum > 0)`,
    );
    if (setting?.autovacuum === 'off' && written.length > 0) {
      const started = performance.now();
      await opened.db.exec(`VACUUM ${written.map((table) => table.name).join(', ')}`);
      console.log(`  autovacuum is off: ${written.map((table) => table.name).join(', ')} vacuumed first (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
    // A catalogue server keeps its working set in memory; on the shared bench machine the OS
    // evicts it between runs (10 GB of catalogue, other agents' files). Read the indexes the
    // listing uses and the product rows once, so the figures are not those of a cold disk.
    const started = performance.now();
    await opened.db.exec('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    const [warmed] = await opened.db.query<{ blocks: number }>(
      `SELECT sum(pg_prewarm(c.oid, 'read'))::int AS blocks FROM pg_class c
        WHERE c.relname IN ('products', 'product_value_text_lookup', 'product_value_number_lookup', 'product_value_number_product',
                            'product_value_date_lookup', 'product_value_date_product', 'product_categories_pkey', 'product_categories_product')
           OR (c.relkind = 'i' AND c.relname LIKE 'products\\_%')`,
    );
    console.log(`  ${Math.round((warmed!.blocks * 8) / 1024)} MB read into the OS cache (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  // Cursor of the 10,000th page (sorted by SKU, one filter-free listing): its first key, found once.
  const deepOffset = Math.min(9_999 * 50, size - 50);
  const [deep] = await opened.db.query<{ id: number; sku: string }>('SELECT id::int AS id, sku FROM products WHERE company_id = $1 ORDER BY sku OFFSET $2 LIMIT 1', [catalogue.companyId, deepOffset - 1]);
  const modelIds = await opened.db.query<{ id: number }>('SELECT id::int AS id FROM products WHERE company_id = $1 ORDER BY id LIMIT 1', [catalogue.companyId]);
  const firstProductId = modelIds[0]!.id;
  await opened.close();

  const dataDir = mkdtempSync(join(tmpdir(), 'pimento-bench-catalogue-'));
  const env: Record<string, string> = driver === 'postgres' ? { DATABASE_URL: opened.location, DATABASE_POOL_SIZE: '20' } : {};
  const server = await startServer({ port, dataDir: driver === 'pglite' ? opened.location : dataDir, env });
  const worker = driver === 'postgres' ? startWorker({ ...env, PIMENTO_DATA_DIR: dataDir }) : null;
  const results: BenchResult[] = [];
  const label = `${size.toLocaleString('en')} products, ${driver}`;
  try {
    const headers = await signIn(server.baseUrl, { username: benchCompany.username, password: benchCompany.password });
    const api = apiOf(server.baseUrl, headers);
    const queries = listingQueries(catalogue);
    const page = (index: number) => api.post('/api/catalogue/product/search/', { ...queries[index % queries.length], page_size: 50, columns: [`attribute:${catalogue.attributes.brand}`] });
    // The first page of each filter set on a fresh server: what a user waits for before the
    // server's source cache holds the filter (docs/catalogue-storage.md), reported apart.
    const firstPages: number[] = [];
    for (let i = 0; i < queries.length; i += 1) {
      const started = performance.now();
      await page(i);
      firstPages.push(Math.round((performance.now() - started) * 10) / 10);
    }
    console.log(`  first page of each filter set on a fresh server: ${firstPages.join(', ')} ms`);
    // Big filter sets and the time sort keys are read in the background after the first pages
    // (about 4 s of database time on a million products): let those reads finish, so the figures
    // below are the steady state and the first pages above the cold one.
    await new Promise((resolve) => setTimeout(resolve, 10_000));

    const onePage = row(`listing page 1 of 50, 1–3 filters, indexed sort — 1 user (${label})`, await sample(n(100), 1, async (i) => void (await page(i))), 'p95Ms', 'p95 ≤ 50 ms');
    const firstPageDetail = Object.fromEntries(firstPages.map((ms, i) => [`firstPageMs${i + 1}`, ms]));
    results.push({ ...onePage, detail: { ...onePage.detail, ...firstPageDetail } });
    const concurrent = await sample(n(800), 16, async (i) => void (await page(i)));
    results.push(row(`listing page 1, 16 concurrent users (${label})`, concurrent, 'p95Ms', 'p95 ≤ 150 ms'));
    results.push(row(`listing page 1, 16 concurrent users (${label})`, concurrent, 'p99Ms', 'p99 ≤ 300 ms'));

    const deepCursor = encodeCursor({ sort: 'sku:asc:', phase: 'v', value: deep!.sku, id: deep!.id });
    const deepPage = await sample(n(100), 1, async () => {
      const answer = await api.post('/api/catalogue/product/search/', { sort: { field: 'sku' }, page_size: 50, after: deepCursor });
      if ((answer.json as { items: unknown[] }).items.length !== 50) throw new Error('deep page not full');
    });
    results.push(row(`page ${(deepOffset / 50 + 1).toLocaleString('en')} (keyset cursor), sorted by SKU (${label})`, deepPage, 'p95Ms', 'as fast as page 1'));

    const counts = await sample(n(60), 1, async (i) => void (await api.post('/api/catalogue/product/search/count/', { filters: queries[i % queries.length]!.filters })));
    results.push(row(`exact count of a filtered result (${label})`, counts, 'p95Ms', 'p95 ≤ 150 ms'));
    const tree = await api.get(`/api/catalogue/category/?parent_id=${catalogue.categories.root}`);
    const childIds = (tree.json as { results: { id: number }[] }).results.map((category) => category.id);
    const categoryCounts = await sample(n(30), 1, async () => void (await api.post('/api/catalogue/category/counts/', { category_ids: childIds })));
    results.push(row(`category counts, 10 categories with descendants (${label})`, categoryCounts, 'p95Ms', 'p95 ≤ 150 ms'));

    const detail = await sample(n(200), 1, async (i) => void (await api.get(`/api/catalogue/product/${firstProductId + ((i * 4999) % size)}/`)));
    results.push(row(`product detail with all its values (${label})`, detail, 'p95Ms', 'p95 ≤ 30 ms'));
    const saves: number[] = [];
    for (let i = 0; i < n(100); i += 1) {
      const id = firstProductId + ((i * 7919 + 13) % size);
      const current = await api.get(`/api/catalogue/product/${id}/`);
      const started = performance.now();
      await api.patch(`/api/catalogue/product/${id}/`, { version: (current.json as { version: number }).version, name: `Saved ${i}`, values: { [catalogue.attributes.weight]: i } });
      saves.push(performance.now() - started);
    }
    results.push(row(`saving one product with validation (${label})`, summarise(saves), 'p95Ms', 'p95 ≤ 50 ms'));

    // Bulk set of one value on 100,000 products (brand c7 or c8: 2 × 5 %), current-user sampled
    // meanwhile. A value no earlier run wrote, so every product is rewritten (the full write cost).
    const bulkValue = 10_000 + (Math.floor(Date.now() / 1000) % 1_000_000);
    // What the write costs the server (PostgreSQL): WAL, full-page images, checkpoints it set off.
    const stats = driver === 'postgres' ? await openPostgresDatabase(opened.location, 1) : null;
    const walSql = `SELECT w.wal_bytes::float8 AS bytes, w.wal_fpi::float8 AS fpi, (b.checkpoints_req + b.checkpoints_timed)::float8 AS checkpoints
                      FROM pg_stat_wal w, pg_stat_bgwriter b`;
    const [walBefore] = (await stats?.query<{ bytes: number; fpi: number; checkpoints: number }>(walSql)) ?? [];
    const bulkStarted = performance.now();
    const started = await api.post('/api/catalogue/product/bulk/', {
      selection: { filters: [{ field: `attribute:${catalogue.attributes.brand}`, operator: 'among', value: ['c7', 'c8'] }] },
      operation: { action: 'set_value', attribute_id: catalogue.attributes.weight, value: bulkValue },
    });
    const taskId = (started.json as { task_id: string }).task_id;
    const responsiveness: number[] = [];
    let result: unknown = null;
    for (;;) {
      const probeStarted = performance.now();
      await api.get('/api/catalogue/current-user/');
      responsiveness.push(performance.now() - probeStarted);
      const tasks = await api.get('/api/tasks/');
      const task = (tasks.json as { results: { id: string; status: string; result: unknown; error: unknown }[] }).results.find((candidate) => candidate.id === taskId);
      if (task?.status === 'done') {
        result = task.result;
        break;
      }
      if (task?.status === 'error') throw new Error(`bulk task failed: ${JSON.stringify(task.error)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const bulkSeconds = (performance.now() - bulkStarted) / 1000;
    const [walAfter] = (await stats?.query<{ bytes: number; fpi: number; checkpoints: number }>(walSql)) ?? [];
    // The cluster's write settings, which decide the checkpoints (docs/catalogue-storage.md).
    const [settings] = (await stats?.query<{ max_wal_size: string; wal_compression: string }>(
      "SELECT current_setting('max_wal_size') AS max_wal_size, current_setting('wal_compression') AS wal_compression",
    )) ?? [];
    await stats?.close();
    const wal: Record<string, number | string> =
      walBefore && walAfter
        ? {
            walMB: Math.round((walAfter.bytes - walBefore.bytes) / 1e6),
            fullPageImages: walAfter.fpi - walBefore.fpi,
            checkpoints: walAfter.checkpoints - walBefore.checkpoints,
            ...settings,
          }
        : {};
    const changed = (result as { changed: number }).changed;
    console.log(`  bulk set on ${changed} products: ${bulkSeconds.toFixed(1)} s ${JSON.stringify(wal)}`);
    results.push({
      scenario: `bulk set of one value on the ~100,000 products of a filter (${label})`,
      figure: bulkSeconds,
      unit: 's',
      target: '≤ 15 s',
      detail: { ...(result as Record<string, number>), ...wal, load1: load() },
    });
    results.push(row(`GET current-user during the bulk job (${label})`, summarise(responsiveness), 'p99Ms', 'p99 < 100 ms'));
  } finally {
    worker?.kill('SIGTERM');
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
