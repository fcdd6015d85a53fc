// Storage alternatives measured on the same 1,000,000-product catalogue, in SQL (no HTTP):
// the hybrid (document + typed index tables, what the server runs), JSONB + GIN (jsonb_path_ops)
// only, and EAV only (the typed rows without the document). Sizes of each structure too.
// docs/catalogue-storage.md holds the reading of these figures.
import pg from 'pg';
import { benchDatabaseUrl, openCatalogueDatabase } from '../catalogue/open.ts';
import { sample } from '../catalogue/measure.ts';
import type { Latencies } from '../catalogue/measure.ts';
import type { BenchResult } from '../lib/result.ts';

const size = Number(process.env.BENCH_CATALOGUE_SIZE ?? 1_000_000);

export async function catalogueStorage(): Promise<BenchResult[]> {
  const opened = await openCatalogueDatabase('postgres', size);
  const { companyId, attributes: a } = opened.catalogue;
  await opened.close();
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  const results: BenchResult[] = [];
  const time = async (label: string, sql: string, params: unknown[], runs = 30): Promise<Latencies> => {
    await client.query(sql, params);
    const figures = await sample(runs, 1, async () => void (await client.query(sql, params)));
    results.push({ scenario: label, figure: figures.p95Ms, unit: 'ms p95', detail: figures });
    return figures;
  };
  try {
    const gin = await client.query("SELECT to_regclass('products_values_gin') IS NOT NULL AS ok");
    if (!gin.rows[0].ok) {
      const started = performance.now();
      await client.query("SET maintenance_work_mem = '1GB'");
      await client.query('CREATE INDEX products_values_gin ON products USING gin (attribute_values jsonb_path_ops)');
      results.push({ scenario: 'JSONB+GIN: building the jsonb_path_ops index', figure: (performance.now() - started) / 1000, unit: 's' });
    }
    const brand = String(a.brand);
    const weight = String(a.weight);
    // 1. Equality filter (5 % of products), first page sorted by SKU.
    await time('hybrid: brand = c3, first 50 by SKU', `SELECT p.id FROM products p WHERE p.company_id = $1 AND EXISTS (SELECT 1 FROM product_value_text v WHERE v.company_id = $1 AND v.attribute_id = $2 AND v.language = '' AND v.value = 'c3' AND v.product_id = p.id) ORDER BY p.sku LIMIT 50`, [companyId, a.brand]);
    await time('JSONB+GIN: brand = c3, first 50 by SKU', `SELECT p.id FROM products p WHERE p.company_id = $1 AND p.attribute_values @> jsonb_build_object($2::text, 'c3') ORDER BY p.sku LIMIT 50`, [companyId, brand]);
    // 2. Range filter + equality, count.
    await time('hybrid: count weight in [1000, 3000] and brand = c3', `SELECT count(*) FROM products p WHERE p.company_id = $1
        AND EXISTS (SELECT 1 FROM product_value_number v WHERE v.company_id = $1 AND v.attribute_id = $2 AND v.language = '' AND v.value BETWEEN 1000 AND 3000 AND v.product_id = p.id)
        AND EXISTS (SELECT 1 FROM product_value_text v WHERE v.company_id = $1 AND v.attribute_id = $3 AND v.language = '' AND v.value = 'c3' AND v.product_id = p.id)`, [companyId, a.weight, a.brand], 15);
    await time('JSONB+GIN: count weight in [1000, 3000] and brand = c3', `SELECT count(*) FROM products p WHERE p.company_id = $1
        AND p.attribute_values @> jsonb_build_object($3::text, 'c3') AND (p.attribute_values ->> $2)::numeric BETWEEN 1000 AND 3000`, [companyId, weight, brand], 15);
    await time('hybrid: count weight in [1000, 3000] (range only)', `SELECT count(*) FROM products p WHERE p.company_id = $1
        AND EXISTS (SELECT 1 FROM product_value_number v WHERE v.company_id = $1 AND v.attribute_id = $2 AND v.language = '' AND v.value BETWEEN 1000 AND 3000 AND v.product_id = p.id)`, [companyId, a.weight], 10);
    await time('JSONB only: count weight in [1000, 3000] (range only, no index can serve it)', `SELECT count(*) FROM products p WHERE p.company_id = $1 AND (p.attribute_values ->> $2)::numeric BETWEEN 1000 AND 3000`, [companyId, weight], 5);
    // 3. Sort on an attribute, first page.
    await time('hybrid: first 50 sorted by weight', `SELECT s.product_id FROM product_value_number s JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id WHERE s.company_id = $1 AND s.attribute_id = $2 AND s.language = '' ORDER BY s.value, s.product_id LIMIT 50`, [companyId, a.weight]);
    await time('JSONB only: first 50 sorted by weight', `SELECT p.id FROM products p WHERE p.company_id = $1 ORDER BY (p.attribute_values ->> $2)::numeric NULLS LAST, p.id LIMIT 50`, [companyId, weight], 5);
    // 4. Detail: one product's values.
    const ids = (await client.query('SELECT id FROM products WHERE company_id = $1 ORDER BY id LIMIT 1', [companyId])).rows[0].id as string;
    let index = 0;
    const detailIds = () => String(BigInt(ids) + BigInt((index++ * 4999) % size));
    const documentRead = await sample(200, 1, async () => void (await client.query('SELECT attribute_values FROM products WHERE company_id = $1 AND id = $2', [companyId, detailIds()])));
    results.push({ scenario: 'document (hybrid, JSONB): one product with all its values', figure: documentRead.p95Ms, unit: 'ms p95', detail: documentRead });
    const eavRead = await sample(200, 1, async () => {
      const id = detailIds();
      for (const table of ['text', 'number', 'date']) await client.query(`SELECT attribute_id, language, value FROM product_value_${table} WHERE company_id = $1 AND product_id = $2`, [companyId, id]);
    });
    results.push({ scenario: 'EAV: one product with all its values (3 typed tables)', figure: eavRead.p95Ms, unit: 'ms p95', detail: eavRead });
    // 5. Sizes.
    const sizes = await client.query(`SELECT relname, pg_total_relation_size(oid) / 1048576 AS mb FROM pg_class
       WHERE relname IN ('products', 'product_value_text', 'product_value_number', 'product_value_date', 'products_values_gin', 'product_categories') ORDER BY relname`);
    for (const row of sizes.rows) results.push({ scenario: `size of ${row.relname} (with its indexes)`, figure: Number(row.mb), unit: 'MB' });
  } finally {
    await client.end();
  }
  return results;
}
