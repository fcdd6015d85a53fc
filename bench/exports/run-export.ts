/**
 * One export of the bench catalogue, run in this process by the export job's own handler (so this
 * process's memory is the worker's): `node bench/exports/run-export.ts <xlsx|csv> <matrix|quick>`.
 * Prints one JSON line: products, elapsed time, the file's size, the share of cells with a value,
 * and the resident memory sampled every 200 ms (peak, and at each quarter of the run).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ExportColumn, ExportLayout, ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import { openPostgresDatabase } from '../../server/src/db/postgres-database.ts';
import { operatorActor } from '../../server/src/modules/admin/operator-jobs.ts';
import { runExport } from '../../server/src/modules/exports/export-job.ts';
import { createExportRun, quickExportLayout } from '../../server/src/modules/exports/export-runs.ts';
import { openFileStorage } from '../../server/src/storage/open-file-storage.ts';
import { common, familyAttributes, familyCount, codeOf } from '../catalogue/attributes-plan.ts';
import { benchCompany } from '../catalogue/generate.ts';
import { benchDatabaseUrl } from '../catalogue/open.ts';
import { directExportJob } from './direct-export-job.ts';

const [format = 'xlsx', kind = 'matrix'] = process.argv.slice(2) as ['xlsx' | 'csv', 'matrix' | 'quick'];
const quickRows = Number(process.env.BENCH_EXPORT_QUICK_ROWS ?? 100_000);
const matrixColumns = 50;

const db = await openPostgresDatabase(benchDatabaseUrl(), 4);
const folder = await mkdtemp(path.join(tmpdir(), 'pimento-bench-export-'));
try {
  const storage = await openFileStorage({ driver: 'local', root: folder });
  const actor = await operatorActor(db, benchCompany.name);
  const companyId = actor.principal.companyId;
  const attributeIds = new Map(
    (await db.query<{ id: number; code: string }>('SELECT id::int AS id, code FROM attributes WHERE company_id = $1', [companyId])).map((row) => [row.code, row.id]),
  );
  const idOf = (index: number) => attributeIds.get(codeOf(index))!;

  let layout: ExportLayout;
  let selection: { kind: 'all' } | { kind: 'ids'; ids: number[] };
  if (kind === 'quick') {
    // The listing's usual columns: its built-in fields and the common attributes.
    const columns = ['sku', 'name', 'status', 'model_reference', 'categories', ...Object.values(common).map((index) => `attribute:${idOf(index)}`)];
    layout = quickExportLayout(columns);
    const ids = await db.query<{ id: number }>('SELECT id::int AS id FROM products WHERE company_id = $1 ORDER BY id LIMIT $2', [companyId, quickRows]);
    selection = { kind: 'ids', ids: ids.map((row) => row.id) };
  } else {
    // 50 columns: the product's fields, the common attributes (the title in two languages), then
    // the attributes of the first families until 50.
    const sources: ExportSource[] = [{ kind: 'sku' }, { kind: 'name' }, { kind: 'status' }, { kind: 'model' }, { kind: 'categories', tree_id: null }];
    const attribute = (index: number, language: string | null): ExportSource => ({ kind: 'attribute', attribute_id: idOf(index), language, part: 'value', unit: null });
    for (const index of Object.values(common)) sources.push(attribute(index, index === common.title ? 'en' : null));
    sources.push(attribute(common.title, 'fr'));
    const taken = new Set<number>(Object.values(common));
    for (let family = 0; family < familyCount && sources.length < matrixColumns; family += 1) {
      for (const index of familyAttributes(family)) {
        if (sources.length >= matrixColumns || taken.has(index)) continue;
        taken.add(index);
        sources.push(attribute(index, 'en'));
      }
    }
    layout = { sheets: [{ name: 'Products', visible: true, columns: sources.map((source): ExportColumn => ({ id: randomUUID(), source, header: {} })) }] };
    selection = { kind: 'all' };
  }
  const { runId } = await db.withTenant(companyId, (tx) =>
    createExportRun(tx, actor, { source: { kind: 'layout', layout }, format, selection, csv_separator: ';' }, kind === 'quick' ? 'quick' : 'layout'),
  );

  const rssBefore = process.memoryUsage().rss;
  const samples: number[] = [];
  const heap: number[] = [];
  const sampler = setInterval(() => {
    const memory = process.memoryUsage();
    samples.push(memory.rss);
    heap.push(memory.heapUsed);
  }, 200);
  const job = directExportJob({ db, storage, companyId, userId: actor.principal.userId, runId });
  const started = performance.now();
  const result = await runExport(job);
  const elapsedMs = performance.now() - started;
  clearInterval(sampler);
  samples.push(process.memoryUsage().rss);
  const quarter = (fraction: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(samples.length * fraction))]! / 1024 ** 2);
  // How full the attribute columns are: the share of them with a value, over the first 2,000 products (the generator's families repeat).
  const attributeKeys = [...new Set(layout.sheets[0]!.columns.flatMap((column) => (column.source.kind === 'attribute' ? [String(column.source.attribute_id)] : [])))];
  const [fill] = await db.query<{ filled: number }>(
    `SELECT avg((SELECT count(*) FROM jsonb_object_keys(attribute_values) k WHERE k = ANY($2::text[])))::float8 / $3 AS filled
       FROM (SELECT attribute_values FROM products WHERE company_id = $1 ORDER BY id LIMIT 2000) p`,
    [companyId, attributeKeys, attributeKeys.length],
  );
  console.log(
    JSON.stringify({
      products: 'products' in result ? result.products : result.files,
      columns: layout.sheets[0]!.columns.length,
      elapsedMs,
      sizeMb: result.size / 1024 ** 2,
      attributeCellsFilled: fill!.filled,
      rssBeforeMb: rssBefore / 1024 ** 2,
      peakRssMb: Math.max(...samples) / 1024 ** 2,
      peakHeapMb: Math.max(...heap) / 1024 ** 2,
      rssMbAtQuarters: [quarter(0.25), quarter(0.5), quarter(0.75), quarter(1)],
    }),
  );
} finally {
  await db.close();
  await rm(folder, { recursive: true, force: true });
}
