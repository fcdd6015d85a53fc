// Prices on the 1,000,000-product bench catalogue (PostgreSQL) with three price lists of
// 1,000,000 prices each (one with a quantity break): the /price/ listing's first page with two
// filters (target p95 ≤ 50 ms) and "the prices valid on a day" for 100,000 products, the one
// function every export, PDF and feed reads prices through (target ≤ 2 s).
// The prices are written once into the catalogue (about a minute) and reused.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../server/src/db/database.ts';
import { pricesValidOn } from '../../server/src/modules/prices/index.ts';
import { openCatalogueDatabase } from '../catalogue/open.ts';
import { benchCompany } from '../catalogue/generate.ts';
import { sample } from '../catalogue/measure.ts';
import type { BenchResult } from '../lib/result.ts';
import { startServer } from '../lib/server-process.ts';
import { signIn } from '../lib/session.ts';

const port = Number(process.env.BENCH_PORT ?? 18091);
const size = Number(process.env.BENCH_CATALOGUE_SIZE ?? 1_000_000);
const listNames = ['Bench trade (quantity breaks)', 'Bench retail', 'Bench export'];
const load = () => Math.round(loadavg()[0]! * 10) / 10;

/** The three lists and a price of every product in each, written by SQL as the system role; ids of the lists. */
async function seedPrices(db: Database, companyId: string): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, name] of listNames.entries()) {
    const [existing] = await db.query<{ id: number }>('SELECT id::int AS id FROM price_lists WHERE company_id = $1 AND name = $2', [companyId, name]);
    if (existing !== undefined) {
      ids.push(existing.id);
      continue;
    }
    const started = performance.now();
    const discriminants = index === 0 ? [{ code: 'quantity', label: 'Quantity', type: 'integer' }] : [];
    const [list] = await db.query<{ id: number }>('INSERT INTO price_lists (company_id, name, discriminants) VALUES ($1, $2, $3::jsonb) RETURNING id::int AS id', [companyId, name, JSON.stringify(discriminants)]);
    // Net prices spread over 1–1,000, three currencies, periods starting through 2025, a fifth of them ended mid-2025.
    await db.query(
      `INSERT INTO prices (company_id, price_list_id, product_id, gross_price, net_price, currency, start_date, end_date, discount_family_code, discriminant_values)
       SELECT p.company_id, $2, p.id, round(((p.id % 1000) + 1.99) * 1.2, 2), (p.id % 1000) + 1.99, (ARRAY['EUR', 'USD', 'GBP'])[1 + p.id % 3],
              date '2025-01-01' + (p.id % 180)::int, CASE WHEN p.id % 5 = 0 THEN date '2025-06-30' END, 'F' || (p.id % 20),
              CASE WHEN $3 THEN jsonb_build_object('quantity', 1) ELSE '{}'::jsonb END
         FROM products p WHERE p.company_id = $1`,
      [companyId, list!.id, index === 0],
    );
    console.log(`  ${name}: ${size.toLocaleString('en')} prices written (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    ids.push(list!.id);
  }
  await db.exec('ANALYZE prices');
  return ids;
}

export async function pricesScenarios(): Promise<BenchResult[]> {
  const opened = await openCatalogueDatabase('postgres', size);
  const companyId = opened.catalogue.companyId;
  const listIds = await seedPrices(opened.db, companyId);
  const results: BenchResult[] = [];

  // The prices valid on a day for 100,000 products in the three lists: what a client's export reads, batch after batch.
  const productIds = (await opened.db.query<{ id: number }>('SELECT id::int AS id FROM products WHERE company_id = $1 ORDER BY id LIMIT 100000', [companyId])).map((row) => row.id);
  const timings: number[] = [];
  let found = 0;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = performance.now();
    found = (await opened.db.withTenant(companyId, (tx) => pricesValidOn(tx, companyId, '2025-09-01', { productIds, priceListIds: listIds }))).length;
    timings.push(performance.now() - started);
  }
  const best = Math.min(...timings);
  console.log(`  prices valid on a day, 100,000 products × 3 lists: ${timings.map((ms) => Math.round(ms)).join(', ')} ms (${found} prices)`);
  results.push({ scenario: `prices valid on a day for 100,000 products, 3 lists (${size.toLocaleString('en')} products)`, figure: best / 1000, unit: 's', target: '≤ 2 s', detail: { prices: found, runsMs: timings.map((ms) => Math.round(ms)).join('/'), load1: load() } });
  await opened.close();

  const dataDir = mkdtempSync(join(tmpdir(), 'pimento-bench-prices-'));
  const server = await startServer({ port, dataDir, env: { DATABASE_URL: opened.location, DATABASE_POOL_SIZE: '20' } });
  try {
    const headers = await signIn(server.baseUrl, { username: benchCompany.username, password: benchCompany.password });
    // Two filters each: a list and a currency, a list and a day, a currency and a discount family; sorted by id or by net price.
    const queries = [
      `price_list_id=${listIds[0]}&currency=EUR`,
      `price_list_id=${listIds[1]}&valid_on=2025-09-01&sort=net_price&direction=desc`,
      `currency=USD&discount_family=F7`,
      `price_list_id=${listIds[2]}&valid_on=2025-03-01&sort=start_date`,
    ];
    const page = async (index: number) => {
      const response = await fetch(`${server.baseUrl}/api/catalogue/price/?${queries[index % queries.length]}&limit=50`, { headers });
      if (response.status !== 200) throw new Error(`price listing → ${response.status} ${await response.text()}`);
      await response.json();
    };
    for (let i = 0; i < queries.length; i += 1) await page(i);
    const figures = await sample(100, 1, page);
    console.log(`  price listing page 1, two filters: ${JSON.stringify(figures)}`);
    results.push({ scenario: `price listing page 1 of 50, two filters (${(size * 3).toLocaleString('en')} prices)`, figure: figures.p95Ms, unit: 'ms p95', target: 'p95 ≤ 50 ms', detail: { ...figures, load1: load() } });
  } finally {
    await server.stop();
  }
  return results;
}
