// Text search on the 1,000,000-product bench catalogue (issue: "Text search on a million
// products"): SKU, name and text attribute prefixes and fragments, `empty` / `not_empty` and
// negations, alone and with other filters, and the listing's quick search — the first page on a
// fresh server (before the text columns are in memory), then pages and counts for one user and
// pages for 16 (docs/catalogue-storage.md, "Text search in memory").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCatalogueDatabase } from '../catalogue/open.ts';
import { benchCompany } from '../catalogue/generate.ts';
import { codeOf, kindOf } from '../catalogue/attributes-plan.ts';
import { sample } from '../catalogue/measure.ts';
import { startServer } from '../lib/server-process.ts';
import { signIn } from '../lib/session.ts';
import type { BenchResult } from '../lib/result.ts';
import { apiOf, load, n, row } from './catalogue.ts';

const port = Number(process.env.BENCH_PORT ?? 18091);
const size = Number(process.env.BENCH_CATALOGUE_SIZE ?? 1_000_000);
const driver = (process.env.BENCH_CATALOGUE_DRIVER ?? 'postgres') as 'postgres' | 'pglite';

type Shape = { name: string; filters: Record<string, unknown>[]; sort: Record<string, unknown> };

export async function textSearch(): Promise<BenchResult[]> {
  const opened = await openCatalogueDatabase(driver, size);
  const { catalogue } = opened;
  const a = catalogue.attributes;
  // A single-language text attribute with values ('v<n>'): the first of the plan that has some.
  let text: number | null = null;
  for (let index = 0; index < 1000 && text === null; index += 1) {
    if (kindOf(index) !== 'text') continue;
    const [found] = await opened.db.query<{ id: number }>(
      `SELECT a.id::int AS id FROM attributes a WHERE a.company_id = $1 AND a.code = $2
          AND EXISTS (SELECT 1 FROM product_value_text v WHERE v.company_id = a.company_id AND v.attribute_id = a.id AND v.language = '')`,
      [catalogue.companyId, codeOf(index)],
    );
    text = found?.id ?? null;
  }
  await opened.close();
  if (text === null) throw new Error('no text attribute with values in the bench catalogue');
  const title = `attribute:${a.title}`;
  const plain = `attribute:${text}`;
  const shapes: Shape[] = [
    { name: 'SKU starts with SKU-0012', filters: [{ field: 'sku', operator: 'starts_with', value: 'SKU-0012' }], sort: { field: 'sku' } },
    { name: 'SKU contains 4567', filters: [{ field: 'sku', operator: 'contains', value: '4567' }], sort: { field: 'sku' } },
    { name: 'name starts with "Product 12"', filters: [{ field: 'name', operator: 'starts_with', value: 'Product 12' }], sort: { field: 'name' } },
    { name: 'name contains 12', filters: [{ field: 'name', operator: 'contains', value: '12' }], sort: { field: 'updated', direction: 'desc' } },
    { name: 'text attribute contains "ab" (no match)', filters: [{ field: plain, operator: 'contains', value: 'ab' }], sort: { field: 'sku' } },
    { name: 'text attribute starts with v12', filters: [{ field: plain, operator: 'starts_with', value: 'v12' }], sort: { field: 'sku' } },
    { name: 'text attribute does not contain v1', filters: [{ field: plain, operator: 'not_contains', value: 'v1' }], sort: { field: 'sku' } },
    { name: 'text attribute empty, status active', filters: [{ field: plain, operator: 'empty' }, { field: 'status', operator: 'equals', value: 'active' }], sort: { field: 'sku' } },
    { name: 'text attribute not empty', filters: [{ field: plain, operator: 'not_empty' }], sort: { field: 'name' } },
    { name: 'title (4 languages) contains -19', filters: [{ field: title, operator: 'contains', value: '-19' }], sort: { field: 'sku' } },
    { name: 'title[fr] starts with fr-42, brand c3', filters: [{ field: title, operator: 'starts_with', value: 'fr-42', language: 'fr' }, { field: `attribute:${a.brand}`, operator: 'equals', value: 'c3' }], sort: { field: 'updated', direction: 'desc' } },
    { name: 'name contains 77, not brand c3, category', filters: [{ field: 'name', operator: 'contains', value: '77' }, { field: `attribute:${a.brand}`, operator: 'not_equals', value: 'c3' }, { field: 'category', operator: 'among', value: [catalogue.categories.child] }], sort: { field: 'sku', direction: 'desc' } },
    { name: 'quick search 0012345', filters: [{ field: 'search', operator: 'contains', value: '0012345' }], sort: { field: 'sku' } },
    { name: 'quick search "product 4"', filters: [{ field: 'search', operator: 'contains', value: 'product 4' }], sort: { field: 'updated', direction: 'desc' } },
  ];

  const dataDir = mkdtempSync(join(tmpdir(), 'pimento-bench-text-'));
  const env: Record<string, string> = driver === 'postgres' ? { DATABASE_URL: opened.location, DATABASE_POOL_SIZE: '20' } : {};
  const server = await startServer({ port, dataDir: driver === 'pglite' ? opened.location : dataDir, env });
  const results: BenchResult[] = [];
  const label = `${size.toLocaleString('en')} products, ${driver}`;
  try {
    const api = apiOf(server.baseUrl, await signIn(server.baseUrl, { username: benchCompany.username, password: benchCompany.password }));
    const page = (shape: Shape) => api.post('/api/catalogue/product/search/', { filters: shape.filters, sort: shape.sort, page_size: 50 });
    const count = async (shape: Shape) => ((await api.post('/api/catalogue/product/search/count/', { filters: shape.filters })).json as { count: number }).count;
    // On a fresh server: what the first user waits for while the columns are read in the background.
    const cold: Record<string, number> = {};
    for (const shape of shapes) {
      const started = performance.now();
      await page(shape);
      cold[shape.name] = Math.round(performance.now() - started);
    }
    console.log(`  first page of each shape on a fresh server (ms): ${JSON.stringify(cold)}`);
    // The columns and sets are read in the background: wait until a pass over the shapes is quick.
    for (let round = 0; round < 60; round += 1) {
      const started = performance.now();
      for (const shape of shapes) await page(shape);
      if (performance.now() - started < 50 * shapes.length) break;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    for (const shape of shapes) {
      const matches = await count(shape);
      const pages = await sample(n(40), 1, async () => void (await page(shape)));
      const counts = await sample(n(20), 1, async () => void (await count(shape)));
      results.push({ ...row(`text search page 1 — ${shape.name}, 1 user (${label})`, pages, 'p95Ms', 'p95 ≤ 50 ms'), detail: { ...pages, matches, firstMs: cold[shape.name]!, load1: load() } });
      results.push(row(`text search exact count — ${shape.name} (${label})`, counts, 'p95Ms', 'p95 ≤ 150 ms'));
    }
    const concurrent = await sample(n(800), 16, async (i) => void (await page(shapes[i % shapes.length]!)));
    results.push(row(`text search page 1, every shape, 16 concurrent users (${label})`, concurrent, 'p95Ms', 'p95 ≤ 150 ms'));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
