/** SQL of completion (docs/completion.md): the company's method, the stored figures, their summaries. */
import type { CompletionMethod } from '@pimento/shared-kit/contracts/completion';
import { completionBuckets } from '@pimento/shared-kit/contracts/completion';
import type { ProductRule } from '@pimento/shared-kit/contracts/clients';
import type { Queryable } from '../../db/database.ts';
import type { CountDeltas } from './count-deltas.ts';
import type { ScopeFigures } from './model.ts';

export const completionJobType = 'completion_recompute';

export type SettingsRow = { method: CompletionMethod; generation: number; computed_generation: number; stamp: string | null };

/** A company without a row (created since the migration) uses the defaults and has nothing due. */
const defaults: SettingsRow = { method: 'rules', generation: 0, computed_generation: 0, stamp: null };

export async function readSettings(tx: Queryable, companyId: string): Promise<SettingsRow> {
  const rows = await tx.query<SettingsRow>('SELECT method, generation, computed_generation, stamp::text AS stamp FROM completion_settings WHERE company_id = $1', [companyId]);
  return rows[0] ?? defaults;
}

/**
 * Serialises completion's writers per company (a transaction-level advisory lock): saves take it
 * shared, so they never wait for each other; a change of what counts and each batch of the
 * recomputation take it exclusively, so a save never computes with rules a concurrent change is
 * replacing, nor a batch with a product a concurrent save is rewriting.
 */
export async function lockCompletion(tx: Queryable, companyId: string, mode: 'shared' | 'exclusive'): Promise<void> {
  await tx.query(`SELECT ${mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock'}(1120, hashtext($1::text))`, [companyId]);
}

/** A new generation of what counts (and the method, when given); answers the generation. */
export async function bumpGeneration(tx: Queryable, companyId: string, method?: CompletionMethod): Promise<number> {
  const [row] = await tx.query<{ generation: number }>(
    `INSERT INTO completion_settings (company_id, method, generation) VALUES ($1, coalesce($2, 'rules'), 1)
     ON CONFLICT (company_id) DO UPDATE SET generation = completion_settings.generation + 1, method = coalesce($2, completion_settings.method), stamp = gen_random_uuid(),
       updated_at = clock_timestamp()
     RETURNING generation`,
    [companyId, method ?? null],
  );
  return row!.generation;
}

/** Whether a rule's or a client's filters name categories (a category's move or deletion then changes who gets what). */
export async function categoriesCount(tx: Queryable, companyId: string): Promise<boolean> {
  const [row] = await tx.query<{ named: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM validation_rules WHERE company_id = $1 AND enabled AND filters::text LIKE '%"category"%')
         OR EXISTS (SELECT 1 FROM clients WHERE company_id = $1 AND (product_rules::text LIKE '%"categories"%' OR product_rules::text LIKE '%"category"%')) AS named`,
    [companyId],
  );
  return row!.named;
}

export async function markComputed(tx: Queryable, companyId: string, generation: number): Promise<void> {
  await tx.query('UPDATE completion_settings SET computed_generation = $2 WHERE company_id = $1 AND generation = $2', [companyId, generation]);
}

/** The recomputation's task still waiting or running, if any (`queued` first). */
export async function pendingTask(tx: Queryable, companyId: string): Promise<{ task_id: string; state: string } | null> {
  const rows = await tx.query<{ task_id: string; state: string }>(
    `SELECT task_id::text AS task_id, state FROM jobs WHERE company_id = $1 AND type = $2 AND state IN ('queued', 'active')
      ORDER BY state = 'queued' DESC, created_at DESC LIMIT 1`,
    [companyId, completionJobType],
  );
  return rows[0] ?? null;
}

export type ClientRulesRow = { id: number; name: string; product_rules: ProductRule[]; group_ids: string[] };

export async function listClients(tx: Queryable, companyId: string): Promise<ClientRulesRow[]> {
  return tx.query<ClientRulesRow>('SELECT id::int AS id, name, product_rules, group_ids::text[] AS group_ids FROM clients WHERE company_id = $1 ORDER BY id', [companyId]);
}

/**
 * Replaces the figures of these products by `rows` (the scopes they have now), computed under
 * `generation` (a save: its product's rows carry the generation the recomputation checks): the
 * rows of scopes a product left are deleted, the others inserted or updated, in one statement.
 */
export async function writeFigures(
  tx: Queryable,
  companyId: string,
  generation: number,
  productIds: readonly number[],
  rows: readonly { productId: number; figures: ScopeFigures }[],
): Promise<void> {
  if (productIds.length === 0) return;
  await tx.query(
    `WITH incoming AS (
       SELECT t.scope_id, t.product_id, t.required, t.met, t.percent, t.languages::jsonb AS languages, t.gaps::int[] AS gaps
         FROM unnest($2::bigint[], $3::bigint[], $4::int[], $5::int[], $6::smallint[], $7::text[], $10::text[]) AS t(scope_id, product_id, required, met, percent, languages, gaps)),
     gone AS (
       DELETE FROM product_completion pc WHERE pc.company_id = $1 AND pc.product_id = ANY($9::bigint[])
          AND NOT EXISTS (SELECT 1 FROM incoming i WHERE i.scope_id = pc.scope_id AND i.product_id = pc.product_id))
     INSERT INTO product_completion (company_id, scope_id, product_id, required, met, percent, languages, gaps, generation)
     SELECT $1, i.scope_id, i.product_id, i.required, i.met, i.percent, i.languages, i.gaps, $8 FROM incoming i
     ON CONFLICT (company_id, scope_id, product_id) DO UPDATE SET required = EXCLUDED.required, met = EXCLUDED.met, percent = EXCLUDED.percent,
       languages = EXCLUDED.languages, gaps = EXCLUDED.gaps, generation = EXCLUDED.generation`,
    [
      companyId,
      ...figureColumns(rows),
      generation,
      productIds,
      gapColumn(rows),
    ],
  );
}

/** Each row's gaps as an array literal (`{3,7}`): a text array unnests one per row, where an array of arrays would flatten. */
const gapColumn = (rows: readonly { figures: ScopeFigures }[]): string[] => rows.map((row) => `{${row.figures.gaps.join(',')}}`);

/** The figures as the six column arrays the writes unnest (scope, product, required, met, percent, languages). */
function figureColumns(rows: readonly { productId: number; figures: ScopeFigures }[]): unknown[] {
  return [
    rows.map((row) => row.figures.scopeId),
    rows.map((row) => row.productId),
    rows.map((row) => row.figures.required),
    rows.map((row) => row.figures.met),
    rows.map((row) => row.figures.percent),
    rows.map((row) => JSON.stringify(row.figures.languages)),
  ];
}

export type StoredFigures = { product_id: number; scope_id: number; required: number; met: number; languages: Record<string, [number, number]>; gaps: number[] };

/**
 * The stored figures of the products in `(afterId, lastId]` (what the recomputation compares its
 * own with): one range of the per-product index, not a probe per product (measured: 4 s a batch of
 * 5,000 by `= ANY`, on a table holding as many dead rows as live ones after a full rewrite).
 */
export async function storedFigures(tx: Queryable, companyId: string, afterId: number, lastId: number): Promise<StoredFigures[]> {
  return tx.query<StoredFigures>(
    'SELECT product_id::int AS product_id, scope_id::int AS scope_id, required, met, languages, gaps FROM product_completion WHERE company_id = $1 AND product_id > $2 AND product_id <= $3',
    [companyId, afterId, lastId],
  );
}

/**
 * The recomputation's writes: `rows` inserted or updated (those whose figures changed), the rows
 * of `gone` (a product and a scope it left) deleted. A rule change that moves few products writes
 * few rows.
 */
export async function applyFigureChanges(
  tx: Queryable,
  companyId: string,
  generation: number,
  rows: readonly { productId: number; figures: ScopeFigures }[],
  gone: readonly { productId: number; scopeId: number }[],
): Promise<void> {
  if (gone.length > 0) {
    await tx.query(
      'DELETE FROM product_completion pc USING unnest($2::bigint[], $3::bigint[]) AS d(scope_id, product_id) WHERE pc.company_id = $1 AND pc.scope_id = d.scope_id AND pc.product_id = d.product_id',
      [companyId, gone.map((row) => row.scopeId), gone.map((row) => row.productId)],
    );
  }
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO product_completion (company_id, scope_id, product_id, required, met, percent, languages, gaps, generation)
     SELECT $1, t.scope_id, t.product_id, t.required, t.met, t.percent, t.languages::jsonb, t.gaps::int[], $8
       FROM unnest($2::bigint[], $3::bigint[], $4::int[], $5::int[], $6::smallint[], $7::text[], $9::text[]) AS t(scope_id, product_id, required, met, percent, languages, gaps)
     ON CONFLICT (company_id, scope_id, product_id) DO UPDATE SET required = EXCLUDED.required, met = EXCLUDED.met, percent = EXCLUDED.percent,
       languages = EXCLUDED.languages, gaps = EXCLUDED.gaps, generation = EXCLUDED.generation`,
    [
      companyId,
      ...figureColumns(rows),
      generation,
      gapColumn(rows),
    ],
  );
}

/**
 * Tells migration 1280's triggers that this transaction moves the counts itself (the
 * recomputation's batches: `addCounts`); saves and every other writer leave it to the triggers.
 */
export async function keepCountsByCaller(tx: Queryable): Promise<void> {
  await tx.query("SELECT set_config('pimento.completion_counts_by_caller', 'on', true)");
}

/** Adds these moves to the dashboard's counts, in key order (as the triggers do). */
export async function addCounts(tx: Queryable, companyId: string, deltas: CountDeltas): Promise<void> {
  const { percents, languages, gaps } = deltas;
  await addToCounter(tx, companyId, 'completion_counts', [['scope_id', 'bigint', percents.map((row) => row.scopeId)], ['percent', 'smallint', percents.map((row) => row.percent)], ['stripe', 'smallint', percents.map((row) => row.stripe)]], {
    products: percents.map((row) => row.products),
  });
  await addToCounter(tx, companyId, 'completion_language_counts', [['scope_id', 'bigint', languages.map((row) => row.scopeId)], ['language', 'text', languages.map((row) => row.language)], ['stripe', 'smallint', languages.map((row) => row.stripe)]], {
    products: languages.map((row) => row.products),
    percent_sum: languages.map((row) => row.percentSum),
  });
  await addToCounter(tx, companyId, 'completion_gap_counts', [['scope_id', 'bigint', gaps.map((row) => row.scopeId)], ['attribute_id', 'bigint', gaps.map((row) => row.attributeId)], ['stripe', 'smallint', gaps.map((row) => row.stripe)]], {
    products: gaps.map((row) => row.products),
  });
}

/** Adds to a counter table's rows (its key columns, then the bigint sums), from arrays in key order. */
async function addToCounter(tx: Queryable, companyId: string, table: string, keys: [name: string, type: string, values: unknown[]][], sums: Record<string, number[]>): Promise<void> {
  if (keys[0]![2].length === 0) return;
  const columns = [...keys, ...Object.entries(sums).map(([name, values]): [string, string, unknown[]] => [name, 'bigint', values])];
  const names = columns.map(([name]) => name);
  await tx.query(
    `INSERT INTO ${table} AS c (company_id, ${names.join(', ')})
     SELECT $1, ${names.map((name) => `t.${name}`).join(', ')} FROM unnest(${columns.map(([, type], index) => `$${index + 2}::${type}[]`).join(', ')}) WITH ORDINALITY AS t(${names.join(', ')}, n) ORDER BY t.n
     ON CONFLICT (company_id, ${keys.map(([name]) => name).join(', ')}) DO UPDATE SET ${Object.keys(sums).map((name) => `${name} = c.${name} + EXCLUDED.${name}`).join(', ')}`,
    [companyId, ...columns.map(([, , values]) => values)],
  );
}

/** Figures of clients gone since (their rows have no product of theirs to be rewritten with). */
export async function deleteGoneScopes(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('DELETE FROM product_completion pc WHERE pc.company_id = $1 AND pc.scope_id <> 0 AND NOT EXISTS (SELECT 1 FROM clients c WHERE c.company_id = $1 AND c.id = pc.scope_id)', [
    companyId,
  ]);
}

export async function readGeneration(tx: Queryable, companyId: string): Promise<number> {
  return (await readSettings(tx, companyId)).generation;
}

/**
 * The ids of the products matching `condition` (SQL on `products p`, its parameters in `params`),
 * ascending, in one aggregate: in a WHERE clause the kernel's EXISTS probes become semi-joins.
 */
export async function matchingIds(tx: Queryable, condition: string, params: unknown[]): Promise<Uint32Array> {
  const [row] = await tx.query<{ ids: string | null }>(`SELECT string_agg(p.id::text, ',' ORDER BY p.id) AS ids FROM products p WHERE p.company_id = $1 AND (${condition})`, params);
  return row?.ids ? Uint32Array.from(row.ids.split(','), Number) : new Uint32Array(0);
}

/** A batch of products after `afterId`, by id, with their values (`values`: SQL on `p`). */
export async function productBatch(tx: Queryable, companyId: string, values: string, afterId: number, limit: number): Promise<{ id: number; vals: Record<string, unknown> | null }[]> {
  return tx.query(`SELECT p.id::int AS id, ${values} AS vals FROM products p WHERE p.company_id = $1 AND p.id > $2 ORDER BY p.id LIMIT $3`, [companyId, afterId, limit]);
}

/** The products in `(afterId, lastId]` a save has refreshed under `generation` (one range of the primary key). */
export async function freshProducts(tx: Queryable, companyId: string, generation: number, afterId: number, lastId: number): Promise<Set<number>> {
  const rows = await tx.query<{ id: number }>(
    'SELECT product_id::int AS id FROM product_completion WHERE company_id = $1 AND scope_id = 0 AND product_id > $2 AND product_id <= $3 AND generation = $4',
    [companyId, afterId, lastId, generation],
  );
  return new Set(rows.map((row) => row.id));
}

export async function countProducts(tx: Queryable, companyId: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE company_id = $1', [companyId]);
  return row!.count;
}

export type SummaryRow = { products: number; average: number | null; complete: number; buckets: number[] };

export type ScopeSummary = { row: SummaryRow; languages: Map<string, number | null> };

const emptySummary = (): ScopeSummary => ({ row: { products: 0, average: null, complete: 0, buckets: completionBuckets.map(() => 0) }, languages: new Map() });

/**
 * The figures of several scopes (0 overall, else a client's id) in one aggregate, over the products
 * the reader's groups let through (`groups` null: every product). Each language's average reads its
 * own entry of `languages` (`languages -> 'fr'`) in the same pass: expanding the document row by row
 * (`jsonb_each`) cost three times the rest of the query (90,000 figures: 0.7–0.9 s against 0.15–0.2 s
 * for the counts, 0.31–0.34 s both in one pass; docs/completion.md "Dashboard"). A scope without a
 * row answers zero products.
 */
export async function summaries(
  tx: Queryable,
  companyId: string,
  scopeIds: readonly number[],
  languages: readonly string[],
  groups: readonly string[] | null,
): Promise<Map<number, ScopeSummary>> {
  const params: unknown[] = [companyId, scopeIds];
  const visible = groups === null ? '' : ` AND EXISTS (SELECT 1 FROM products p WHERE p.company_id = $1 AND p.id = pc.product_id AND p.group_ids && $${params.push(groups)}::uuid[])`;
  const buckets = completionBuckets.map(([from, to]) => `count(*) FILTER (WHERE pc.percent BETWEEN ${from} AND ${to})::int`).join(', ');
  // A language's figure of a product: met over required, rounded down; nothing asked in it is 100 (as `percentOf`).
  const languageAverages = languages.map((language) => {
    const entry = `pc.languages -> $${params.push(language)}::text`;
    return `round(avg(CASE WHEN (${entry} ->> 0)::int = 0 THEN 100 ELSE floor((${entry} ->> 1)::int * 100.0 / (${entry} ->> 0)::int) END), 1)::float8`;
  });
  const rows = await tx.query<SummaryRow & { scope_id: number; language_averages: (number | null)[] }>(
    `SELECT pc.scope_id::int AS scope_id, count(*)::int AS products, round(avg(pc.percent), 1)::float8 AS average, count(*) FILTER (WHERE pc.percent = 100)::int AS complete,
            ARRAY[${buckets}] AS buckets, ARRAY[${languageAverages.join(', ')}]::float8[] AS language_averages
       FROM product_completion pc WHERE pc.company_id = $1 AND pc.scope_id = ANY($2::bigint[])${visible} GROUP BY pc.scope_id`,
    params,
  );
  const answer = new Map(scopeIds.map((scopeId) => [scopeId, emptySummary()]));
  for (const { scope_id: scopeId, language_averages: averages, ...row } of rows) {
    answer.set(scopeId, { row, languages: new Map(languages.map((language, index) => [language, averages[index] ?? null])) });
  }
  return answer;
}

/**
 * The figures of several scopes read from the counts kept by the writes (migration 1280): at most
 * 101 percentages × 16 stripes a scope, whatever the catalogue's size. Counts every product, so
 * only for a reader no group restricts (`summaries` otherwise). Answers as `summaries` does.
 */
export async function keptSummaries(tx: Queryable, companyId: string, scopeIds: readonly number[], languages: readonly string[]): Promise<Map<number, ScopeSummary>> {
  const buckets = completionBuckets.map(([from, to]) => `coalesce(sum(products) FILTER (WHERE percent BETWEEN ${from} AND ${to}), 0)::int`).join(', ');
  const [counts, byLanguage] = [
    await tx.query<SummaryRow & { scope_id: number }>(
      `SELECT scope_id::int AS scope_id, sum(products)::int AS products, round(sum(products * percent)::numeric / nullif(sum(products), 0), 1)::float8 AS average,
              coalesce(sum(products) FILTER (WHERE percent = 100), 0)::int AS complete, ARRAY[${buckets}] AS buckets
         FROM completion_counts WHERE company_id = $1 AND scope_id = ANY($2::bigint[]) GROUP BY scope_id HAVING sum(products) > 0`,
      [companyId, scopeIds],
    ),
    await tx.query<{ scope_id: number; language: string; average: number | null }>(
      `SELECT scope_id::int AS scope_id, language, round(sum(percent_sum)::numeric / nullif(sum(products), 0), 1)::float8 AS average
         FROM completion_language_counts WHERE company_id = $1 AND scope_id = ANY($2::bigint[]) AND language = ANY($3::text[]) GROUP BY scope_id, language`,
      [companyId, scopeIds, languages],
    ),
  ];
  const answer = new Map(scopeIds.map((scopeId) => [scopeId, emptySummary()]));
  for (const { scope_id: scopeId, ...row } of counts) answer.set(scopeId, { row, languages: new Map(languages.map((language) => [language, null])) });
  for (const { scope_id: scopeId, language, average } of byLanguage) {
    const summary = answer.get(scopeId)!;
    if (summary.row.products > 0) summary.languages.set(language, average);
  }
  return answer;
}

export type GapCountRow = { scope_id: number; attribute_id: number; products: number };

/**
 * How many figures of each scope miss each attribute: from the counts kept by the writes
 * (migration 1281) for a reader of every product, otherwise an aggregate of the gaps of the
 * products the reader's groups let through. A few rows a scope (the attributes with a gap).
 */
export async function gapCounts(tx: Queryable, companyId: string, scopeIds: readonly number[], groups: readonly string[] | null): Promise<GapCountRow[]> {
  if (groups === null) {
    return tx.query<GapCountRow>(
      `SELECT scope_id::int AS scope_id, attribute_id::int AS attribute_id, sum(products)::int AS products FROM completion_gap_counts
        WHERE company_id = $1 AND scope_id = ANY($2::bigint[]) GROUP BY 1, 2 HAVING sum(products) > 0 ORDER BY 1, 3 DESC, 2`,
      [companyId, scopeIds],
    );
  }
  return tx.query<GapCountRow>(
    `SELECT pc.scope_id::int AS scope_id, g.attribute_id::int AS attribute_id, count(*)::int AS products
       FROM product_completion pc CROSS JOIN LATERAL unnest(pc.gaps) AS g(attribute_id)
      WHERE pc.company_id = $1 AND pc.scope_id = ANY($2::bigint[]) AND pc.percent < 100
        AND EXISTS (SELECT 1 FROM products p WHERE p.company_id = $1 AND p.id = pc.product_id AND p.group_ids && $3::uuid[])
      GROUP BY 1, 2 ORDER BY 1, 3 DESC, 2`,
    [companyId, scopeIds, groups],
  );
}

/** Today's figures of every scope with products, from the counts, as the day's snapshot (completion over time). */
export async function snapshotDay(tx: Queryable, companyId: string): Promise<number> {
  const rows = await tx.query(
    `INSERT INTO completion_daily (company_id, scope_id, day, products, average, complete)
     SELECT company_id, scope_id, current_date, sum(products), round(sum(products * percent)::numeric / sum(products), 1), coalesce(sum(products) FILTER (WHERE percent = 100), 0)
       FROM completion_counts WHERE company_id = $1 GROUP BY company_id, scope_id HAVING sum(products) > 0
     ON CONFLICT (company_id, scope_id, day) DO UPDATE SET products = EXCLUDED.products, average = EXCLUDED.average, complete = EXCLUDED.complete
     RETURNING scope_id`,
    [companyId],
  );
  return rows.length;
}

export type DailyRow = { scope_id: number; day: string; products: number; average: number | null; complete: number };

/** The daily snapshots of these scopes since `since` (an ISO date), oldest first. */
export async function dailyFigures(tx: Queryable, companyId: string, scopeIds: readonly number[], since: string): Promise<DailyRow[]> {
  return tx.query<DailyRow>(
    `SELECT scope_id::int AS scope_id, to_char(day, 'YYYY-MM-DD') AS day, products::int AS products, average::float8 AS average, complete::int AS complete
       FROM completion_daily WHERE company_id = $1 AND scope_id = ANY($2::bigint[]) AND day >= $3::date ORDER BY scope_id, day`,
    [companyId, scopeIds, since],
  );
}

/** The figures of one scope (`summaries` of one). */
export async function summary(tx: Queryable, companyId: string, scopeId: number, languages: readonly string[], groups: readonly string[] | null): Promise<ScopeSummary> {
  return (await summaries(tx, companyId, [scopeId], languages, groups)).get(scopeId)!;
}

export type FurthestRow = { id: number; sku: string; name: string; percent: number; missing: number };

/** The products of lowest overall figure, then by id: a walk of `(company, scope, percent, product)` from its start. */
export async function furthest(tx: Queryable, companyId: string, limit: number, groups: readonly string[] | null): Promise<FurthestRow[]> {
  const visible = groups === null ? '' : ' AND p.group_ids && $3::uuid[]';
  return tx.query<FurthestRow>(
    `SELECT p.id::int AS id, p.sku, p.name, pc.percent, (pc.required - pc.met)::int AS missing
       FROM product_completion pc JOIN products p ON p.company_id = pc.company_id AND p.id = pc.product_id
      WHERE pc.company_id = $1 AND pc.scope_id = 0 AND pc.percent < 100${visible}
      ORDER BY pc.percent, pc.product_id LIMIT $2`,
    groups === null ? [companyId, limit] : [companyId, limit, groups],
  );
}

export type DashboardClientRow = { id: number; name: string; group_ids: string[]; price_list_id: number | null; main_template_id: number | null };

/** The company's clients, by name, with what the dashboard says they lack. */
export async function dashboardClients(tx: Queryable, companyId: string): Promise<DashboardClientRow[]> {
  return tx.query<DashboardClientRow>(
    `SELECT id::int AS id, name, group_ids::text[] AS group_ids, price_list_id::int AS price_list_id, main_template_id::int AS main_template_id
       FROM clients WHERE company_id = $1 ORDER BY lower(name), id`,
    [companyId],
  );
}
