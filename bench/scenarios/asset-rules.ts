// Assignment rules run on demand (docs/assets.md "Assignment rules") over 10,000 assets and
// 100,000 products on PostgreSQL (target ≤ 30 s): the durable job `asset_rules_run` by the real
// worker, a rule `{sku}_{sequence}` into a category, each asset linking one product at its
// position — the links, positions and the products' history lines written as the gallery does.
// Its own scratch database: the shared bench catalogue is never touched.
import { loadavg } from 'node:os';
import { insertJob } from '../../server/src/jobs/enqueue.ts';
import { runWorker } from '../../server/src/jobs/worker.ts';
import { waitForTask } from '../../server/src/modules/admin/operator-jobs.ts';
import '../../server/src/modules/assets/assignment-job.ts';
import { assetRulesJobType, createAssetRule } from '../../server/src/modules/assets/assignment-service.ts';
import { loadJobActor } from '../../server/src/modules/rights/actor.ts';
import { openScratchCompany } from '../lib/scratch-company.ts';
import type { BenchResult } from '../lib/result.ts';

const products = Number(process.env.BENCH_ASSET_RULES_PRODUCTS ?? 100_000);
const assets = Number(process.env.BENCH_ASSET_RULES_ASSETS ?? 10_000);
const load = () => Math.round(loadavg()[0]! * 10) / 10;

export async function assetRulesScenario(): Promise<BenchResult[]> {
  const { db, companyId, administratorId, close } = await openScratchCompany('asset_rules');
  try {
    // The products, then the assets: two pictures per product for the first products, named `{sku}_{n}.jpg` (files are not read by rules).
    await db.query(`INSERT INTO products (company_id, sku, name) SELECT $1, 'P' || lpad(g::text, 6, '0'), 'Product ' || g FROM generate_series(1, $2) g`, [companyId, products]);
    const [category] = await db.query<{ id: number }>("INSERT INTO asset_categories (company_id, name) VALUES ($1, 'Photos') RETURNING id::int AS id", [companyId]);
    await db.query(
      `INSERT INTO assets (company_id, file_name, stored, kind, mime_type, size, width, height, storage_key)
       SELECT $1, 'P' || lpad((1 + (g - 1) / 2)::text, 6, '0') || '_' || (1 + (g - 1) % 2) || '.jpg', true, 'image', 'image/jpeg', 100000, 1200, 1200, 'bench/' || g
         FROM generate_series(1, $2) g`,
      [companyId, assets],
    );
    await db.exec('ANALYZE');
    const rule = await db.withTenant(companyId, async (tx) =>
      createAssetRule(tx, await loadJobActor(tx, companyId, administratorId), {
        name: 'SKU and position',
        source: 'name',
        pills: [{ type: 'sku' }, { type: 'text', text: '_' }, { type: 'sequence' }],
        category_id: category!.id,
        placement: 'sequence',
        featured: false,
        only_empty: false,
        on_upload: false,
      }),
    );

    const worker = await runWorker({ db, types: [assetRulesJobType], schedules: false, pollIntervalMs: 50 });
    try {
      const started = performance.now();
      const task = await db.withTenant(companyId, (tx) => insertJob(tx, { type: assetRulesJobType, companyId, userId: administratorId, payload: { ruleIds: [rule.id], assetIds: null }, subject: {} }));
      await waitForTask(db, task.id);
      const seconds = (performance.now() - started) / 1000;
      const [done] = await db.query<{ status: string; result: { links?: number; matched?: number } | null }>('SELECT status, result FROM tasks WHERE id = $1', [task.id]);
      const [linked] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM product_assets WHERE company_id = $1', [companyId]);
      const [history] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM catalogue_history WHERE company_id = $1 AND changes ? 'asset_rule'", [companyId]);
      if (done?.status !== 'done' || linked!.count !== assets) throw new Error(`rule run ${done?.status}: ${linked!.count} links of ${assets}`);
      console.log(`  rule run: ${assets.toLocaleString('en')} assets, ${products.toLocaleString('en')} products, ${seconds.toFixed(1)} s (${linked!.count} links, ${history!.count} history lines)`);
      return [
        {
          scenario: `assignment rule run over ${assets.toLocaleString('en')} assets and ${products.toLocaleString('en')} products (PostgreSQL)`,
          figure: seconds,
          unit: 's',
          target: '≤ 30 s',
          detail: { links: linked!.count, history: history!.count, matched: done.result?.matched ?? 0, load1: load() },
        },
      ];
    } finally {
      await worker.stop();
    }
  } finally {
    await close();
  }
}
