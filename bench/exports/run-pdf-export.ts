/**
 * A PDF catalogue of the bench catalogue, run in this process by the export job's own handler (so
 * this process's memory is the worker's, Chromium's apart): `node bench/exports/run-pdf-export.ts
 * [pages]`. One product a page, twelve fields, a main image on every product (one photo-like JPEG
 * linked to the products for the run, removed after), a cover and the contents. Prints one JSON
 * line: pages, elapsed time, the file's size, this process's peak memory and its Chromium's.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ExportColumn, ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import { pdfPageOptionsSchema } from '@pimento/shared-kit/contracts/pdf-catalogues';
import { openPostgresDatabase } from '../../server/src/db/postgres-database.ts';
import { operatorActor } from '../../server/src/modules/admin/operator-jobs.ts';
import { insertStoredAsset } from '../../server/src/modules/assets/asset-repository.ts';
import { runExport } from '../../server/src/modules/exports/export-job.ts';
import { createExportRun } from '../../server/src/modules/exports/export-runs.ts';
import { openFileStorage } from '../../server/src/storage/open-file-storage.ts';
import { common, codeOf, familyAttributes } from '../catalogue/attributes-plan.ts';
import { benchCompany } from '../catalogue/generate.ts';
import { benchDatabaseUrl } from '../catalogue/open.ts';
import { directExportJob } from './direct-export-job.ts';

const pages = Number(process.argv[2] ?? 1000);

/** A product photo's thumbnail: shapes and a gradient at 1,200 × 900, compressed as a photo is. */
async function productImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfe7ef"/><stop offset="1" stop-color="#7a8ea3"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/><circle cx="600" cy="380" r="220" fill="#c8553d"/><rect x="560" y="560" width="80" height="260" fill="#444"/><ellipse cx="600" cy="830" rx="260" ry="40" fill="#333"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Resident memory of this process's Chromium (its descendants only: other browsers on the machine are not counted). */
function chromiumRssMb(): number {
  try {
    const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
    const parent = new Map(rows.map(([pid, ppid]) => [pid, ppid]));
    const descends = (pid: number) => {
      for (let at = parent.get(pid); at !== undefined && at > 1; at = parent.get(at)) if (at === process.pid) return true;
      return false;
    };
    return rows.reduce((sum, [pid, , rss]) => sum + (descends(pid) ? rss : 0), 0) / 1024;
  } catch {
    return 0;
  }
}

const db = await openPostgresDatabase(benchDatabaseUrl(), 4);
const folder = await mkdtemp(path.join(tmpdir(), 'pimento-bench-pdf-'));
let assetId: number | null = null;
const actor = await operatorActor(db, benchCompany.name);
const companyId = actor.principal.companyId;
try {
  const storage = await openFileStorage({ driver: 'local', root: folder });
  const image = await productImage();
  const key = `companies/${companyId}/assets/bench-pdf-${randomUUID()}.jpg`;
  await storage.put(key, image, { contentType: 'image/jpeg' });
  const ids = (await db.query<{ id: number }>('SELECT id::int AS id FROM products WHERE company_id = $1 ORDER BY id LIMIT $2', [companyId, pages])).map((row) => row.id);
  assetId = await db.withTenant(companyId, async (tx) => {
    const id = await insertStoredAsset(tx, companyId, { fileName: `bench-pdf-${randomUUID()}.jpg`, categoryId: null, kind: 'image', mimeType: 'image/jpeg', size: image.length, width: 1200, height: 900, storageKey: key, description: '', language: null, createdBy: actor.principal.userId });
    await tx.query('INSERT INTO product_assets (company_id, product_id, asset_id) SELECT $1, unnest($2::bigint[]), $3', [companyId, ids, id]);
    await tx.query('UPDATE products SET featured_asset_id = $3 WHERE company_id = $1 AND id = ANY($2::bigint[])', [companyId, ids, id]);
    return id;
  });

  const attributeIds = new Map((await db.query<{ id: number; code: string }>('SELECT id::int AS id, code FROM attributes WHERE company_id = $1', [companyId])).map((row) => [row.code, row.id]));
  const attribute = (index: number): ExportSource => ({ kind: 'attribute', attribute_id: attributeIds.get(codeOf(index))!, language: null, part: 'value', unit: null });
  const fields: ExportSource[] = [{ kind: 'status' }, { kind: 'model' }, { kind: 'categories', tree_id: null }];
  const sources: ExportSource[] = [...fields, ...Object.values(common).filter((index) => index !== common.title).map(attribute), ...familyAttributes(0).slice(0, 4).map(attribute)].slice(0, 12);
  const layout = { sheets: [{ name: 'Card', visible: true, columns: sources.map((source): ExportColumn => ({ id: randomUUID(), source, header: {} })) }] };
  const pdfPage = pdfPageOptionsSchema.parse({ products_per_page: 1, cover: { enabled: true, title: { en: 'Bench catalogue' }, subtitle: {} }, header: { en: 'Pimento bench' }, footer: { en: 'bench.example' } });
  const { runId } = await db.withTenant(companyId, (tx) =>
    createExportRun(tx, actor, { source: { kind: 'layout', layout, pdf_page: pdfPage }, format: 'pdf', selection: { kind: 'ids', ids } }, 'layout'),
  );

  const samples: number[] = [];
  const browser: number[] = [];
  const sampler = setInterval(() => {
    samples.push(process.memoryUsage().rss);
    browser.push(chromiumRssMb());
  }, 250);
  const job = directExportJob({ db, storage, companyId, userId: actor.principal.userId, runId });
  const started = performance.now();
  const result = await runExport(job);
  const elapsedMs = performance.now() - started;
  clearInterval(sampler);
  const [published] = await db.query<{ storage_key: string; warnings: unknown[] }>('SELECT storage_key, warnings FROM export_runs WHERE id = $1', [runId]);
  const file = path.join(folder, published!.storage_key);
  const pageCount = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  console.log(
    JSON.stringify({
      products: 'products' in result ? result.products : result.files,
      pages: pageCount,
      elapsedMs,
      sizeMb: result.size / 1024 ** 2,
      warnings: published!.warnings.length,
      peakRssMb: Math.max(...samples) / 1024 ** 2,
      peakChromiumRssMb: Math.max(0, ...browser),
      // Both at the same instant: what the machine must hold at once.
      peakTotalRssMb: Math.max(...samples.map((rss, index) => rss / 1024 ** 2 + (browser[index] ?? 0))),
    }),
  );
} finally {
  if (assetId !== null) await db.withTenant(companyId, (tx) => tx.query('DELETE FROM assets WHERE company_id = $1 AND id = $2', [companyId, assetId]));
  await db.close();
  await rm(folder, { recursive: true, force: true });
}
