// Completion on the 1,000,000-product bench catalogue (PostgreSQL) with 5 clients and 3 validation
// rules (docs/completion.md): the recomputation of the whole catalogue after a rule change (target
// ≤ 60 s), and what a product save pays for its completion, refreshed in its transaction (the
// save's target is p95 ≤ 60 ms, the save itself measured by `catalogue-core`).
// The clients and rules are written once into the catalogue and reused.
import { loadavg } from 'node:os';
import type { Database } from '../../server/src/db/database.ts';
import { runWorker } from '../../server/src/jobs/worker.ts';
import { refreshCompletion, requestCompletionRecompute } from '../../server/src/modules/completion/index.ts';
import { completionJobType } from '../../server/src/modules/completion/repository.ts';
import type { BenchCatalogue } from '../catalogue/generate.ts';
import { benchCompany } from '../catalogue/generate.ts';
import { openCatalogueDatabase } from '../catalogue/open.ts';
import { summarise } from '../catalogue/measure.ts';
import type { BenchResult } from '../lib/result.ts';

const size = Number(process.env.BENCH_CATALOGUE_SIZE ?? 1_000_000);
const load = () => Math.round(loadavg()[0]! * 10) / 10;

/** Five clients (three category subtrees, a value range, a status) and three rules, one naming a client. */
async function seedClientsAndRules(db: Database, catalogue: BenchCatalogue): Promise<void> {
  const companyId = catalogue.companyId;
  const { root, child, leaf } = catalogue.categories;
  const clients: [string, unknown[]][] = [
    ['Bench client root', [{ kind: 'categories', category_ids: [root] }]],
    ['Bench client child', [{ kind: 'categories', category_ids: [child] }]],
    ['Bench client leaf', [{ kind: 'categories', category_ids: [leaf] }]],
    ['Bench client heavy', [{ kind: 'filter', filters: [{ field: `attribute:${catalogue.attributes.weight}`, operator: 'gt', value: 500 }] }]],
    ['Bench client active', [{ kind: 'filter', filters: [{ field: 'status', operator: 'equals', value: 'active' }] }]],
  ];
  for (const [name, rules] of clients) {
    await db.query('INSERT INTO clients (company_id, name, product_rules) VALUES ($1, $2, $3::jsonb) ON CONFLICT DO NOTHING', [companyId, name, JSON.stringify(rules)]);
  }
  const [first] = await db.query<{ id: number }>("SELECT id::int AS id FROM clients WHERE company_id = $1 AND name = 'Bench client root'", [companyId]);
  const rules: [string, unknown[], number][] = [
    ['Bench weight required', [], catalogue.attributes.weight],
    ['Bench brand required', [], catalogue.attributes.brand],
    ['Bench titles for the root client', [{ field: 'client', operator: 'equals', value: first!.id }], catalogue.attributes.title],
  ];
  for (const [name, filters, attributeId] of rules) {
    await db.query(
      `INSERT INTO validation_rules (company_id, name, filters, target, operator) VALUES ($1, $2, $3::jsonb, $4::jsonb, 'mandatory') ON CONFLICT DO NOTHING`,
      [companyId, name, JSON.stringify(filters), JSON.stringify({ kind: 'attribute', attribute_id: attributeId })],
    );
  }
}

export async function completionScenarios(): Promise<BenchResult[]> {
  const opened = await openCatalogueDatabase('postgres', size);
  const { db, catalogue } = opened;
  const companyId = catalogue.companyId;
  const results: BenchResult[] = [];
  try {
    await seedClientsAndRules(db, catalogue);
    const [admin] = await db.query<{ id: string }>('SELECT id FROM users WHERE company_id = $1 AND username = $2', [companyId, benchCompany.username]);

    // The recomputation after a rule change: a rule for every product switched on or off (every
    // product's figures change: the worst case), started as the rule's save starts it, run by one worker.
    const task = await db.withTenant(companyId, async (tx) => {
      await tx.query("UPDATE validation_rules SET enabled = NOT enabled WHERE company_id = $1 AND name = 'Bench brand required'", [companyId]);
      return requestCompletionRecompute(tx, companyId, admin!.id, { method: 'rules' });
    });
    if (task === null) throw new Error('a recomputation is already waiting in the bench catalogue');
    const started = performance.now();
    const worker = await runWorker({ db, concurrency: 1, pollIntervalMs: 50, types: [completionJobType], schedules: false });
    let status = 'waiting';
    while (status !== 'done' && status !== 'error') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      [{ status }] = (await db.query<{ status: string }>('SELECT status FROM tasks WHERE id = $1', [task.id])) as [{ status: string }];
    }
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    if (status !== 'done') throw new Error(`the recomputation ended ${status}`);
    const [rows] = await db.query<{ rows: number; clients: number }>(
      'SELECT count(*)::int AS rows, count(*) FILTER (WHERE scope_id <> 0)::int AS clients FROM product_completion WHERE company_id = $1',
      [companyId],
    );
    console.log(`  recomputation of ${size.toLocaleString('en')} products × 5 clients: ${seconds.toFixed(1)} s (${rows!.rows} rows, ${rows!.clients} of clients)`);
    results.push({
      scenario: `completion of the whole catalogue after a rule change, 5 clients, 3 rules (${size.toLocaleString('en')} products)`,
      figure: seconds,
      unit: 's',
      target: '≤ 60 s',
      detail: { rows: rows!.rows, clientRows: rows!.clients, load1: load() },
    });

    // A save's share: the refresh of one product's figures in its own transaction, 300 products spread over the catalogue.
    const ids = (await db.query<{ id: number }>('SELECT id::int AS id FROM products WHERE company_id = $1 AND id % 3331 = 0 ORDER BY id LIMIT 300', [companyId])).map((row) => row.id);
    const timings: number[] = [];
    for (const id of ids) {
      const begun = performance.now();
      await db.withTenant(companyId, (tx) => refreshCompletion(tx, companyId, [id]));
      timings.push(performance.now() - begun);
    }
    const figures = summarise(timings.slice(20));
    console.log(`  a product's completion refreshed in its transaction: ${JSON.stringify(figures)}`);
    results.push({ scenario: `completion refreshed in a product save's transaction (${size.toLocaleString('en')} products, 5 clients)`, figure: figures.p95Ms, unit: 'ms p95', target: 'save p95 ≤ 60 ms', detail: { ...figures, load1: load() } });
  } finally {
    await opened.close();
  }
  return results;
}
