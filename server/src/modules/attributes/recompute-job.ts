/**
 * Recomputes the computed attributes of every product and model of a company after a formula
 * was added or changed (saving a product recomputes its own values; this catches up the others).
 * A durable job: batches of `batchSize` rows by id, one short tenant transaction each, with a
 * checkpoint after each batch so a pause, retry or crash resumes where it stopped.
 */
import type { Queryable } from '../../db/database.ts';
import { insertJob } from '../../jobs/enqueue.ts';
import { registerJobType } from '../../jobs/registry.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import { requireCompany } from '../companies/service.ts';
import { addIndexRows, emptyIndexRows, writeIndexRows } from '../catalogue/index.ts';
import { refreshCompletion } from '../completion/index.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import { computeDerivedValues } from './compute.ts';
import { loadAttributeDefinitions } from './definitions-repository.ts';

export const recomputeJobType = 'computed_attributes_recompute';
export const recomputeBatchSize = 500;

type Checkpoint = { table: 'products' | 'models'; lastId: number; done: number; changed: number };

/** Starts the job in the caller's transaction: it exists exactly when the formula change does. */
export function enqueueRecompute(tx: Queryable, companyId: string, userId: string): Promise<TaskRow> {
  return insertJob(tx, { type: recomputeJobType, companyId, userId, payload: {} });
}

type Catalogue = Awaited<ReturnType<typeof loadAttributeDefinitions>>;

/**
 * Recomputes the computed values of the given rows (locked by the caller) and writes those that
 * changed, with their index rows for products. Answers the ids changed.
 */
async function recomputeRows(
  tx: Queryable,
  companyId: string,
  table: 'products' | 'models',
  rows: { id: string; attribute_values: Record<string, unknown> }[],
  catalogue: Catalogue,
  languages: string[],
): Promise<number[]> {
  const computedIds = catalogue.list.filter((attribute) => attribute.formula_ast !== null).map((attribute) => attribute.id);
  const index = emptyIndexRows();
  const changedIds: number[] = [];
  for (const row of rows) {
    const next = computeDerivedValues(catalogue.list, row.attribute_values, { languages });
    const differs = computedIds.some((id) => JSON.stringify(next[String(id)] ?? null) !== JSON.stringify(row.attribute_values[String(id)] ?? null));
    if (!differs) continue;
    const id = Number(row.id);
    changedIds.push(id);
    await tx.query(`UPDATE ${table} SET attribute_values = $2::jsonb, version = version + 1, updated_at = now() WHERE id = $1`, [id, JSON.stringify(next)]);
    if (table === 'products') addIndexRows(index, id, Object.fromEntries(computedIds.map((attributeId) => [String(attributeId), next[String(attributeId)]])), catalogue.byId);
  }
  if (table === 'products' && changedIds.length > 0) await writeIndexRows(tx, companyId, changedIds, computedIds, index, catalogue.byId);
  return changedIds;
}

async function recomputeBatch(tx: Queryable, companyId: string, table: 'products' | 'models', afterId: number): Promise<{ lastId: number | null; rows: number; changed: number }> {
  const catalogue = await loadAttributeDefinitions(tx, companyId);
  const languages = companySettingsOf(await requireCompany(tx, companyId)).attribute_languages;
  const rows = await tx.query<{ id: string; attribute_values: Record<string, unknown> }>(
    `SELECT id::text AS id, attribute_values FROM ${table} WHERE company_id = $1 AND id > $2 ORDER BY id LIMIT $3 FOR UPDATE`,
    [companyId, afterId, recomputeBatchSize],
  );
  const changedIds = await recomputeRows(tx, companyId, table, rows, catalogue, languages);
  if (table === 'products') await refreshCompletion(tx, companyId, changedIds);
  return { lastId: rows.length === 0 ? null : Number(rows.at(-1)!.id), rows: rows.length, changed: changedIds.length };
}

/**
 * After a change made set-wise (a bulk action, an import launch's batch), the computed values of
 * those products that read one of `changedAttributeIds`, then their completion (docs/completion.md),
 * in the caller's transaction; answers how many computed values changed.
 */
export async function recomputeProducts(tx: Queryable, companyId: string, ids: readonly number[], changedAttributeIds: readonly number[]): Promise<number> {
  const changed = await recomputeComputedValues(tx, companyId, ids, changedAttributeIds);
  await refreshCompletion(tx, companyId, ids);
  return changed;
}

async function recomputeComputedValues(tx: Queryable, companyId: string, ids: readonly number[], changedAttributeIds: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const catalogue = await loadAttributeDefinitions(tx, companyId);
  const changedCodes = new Set(changedAttributeIds.map((id) => catalogue.byId.get(id)?.code));
  const affected = catalogue.list.some((attribute) => attribute.formula_ast !== null && attribute.formula_inputs.some((code) => changedCodes.has(code)));
  if (!affected) return 0;
  const languages = companySettingsOf(await requireCompany(tx, companyId)).attribute_languages;
  const rows = await tx.query<{ id: string; attribute_values: Record<string, unknown> }>(
    'SELECT id::text AS id, attribute_values FROM products WHERE company_id = $1 AND id = ANY($2::bigint[]) ORDER BY id FOR UPDATE',
    [companyId, ids],
  );
  return (await recomputeRows(tx, companyId, 'products', rows, catalogue, languages)).length;
}

registerJobType(recomputeJobType, async (context) => {
  const saved = context.checkpoint as Checkpoint | null;
  let state: Checkpoint = saved ?? { table: 'products', lastId: 0, done: 0, changed: 0 };
  const total = await context.db.withTenant(context.companyId, async (tx) => {
    const [row] = await tx.query<{ count: number }>(
      'SELECT ((SELECT count(*) FROM products WHERE company_id = $1) + (SELECT count(*) FROM models WHERE company_id = $1))::int AS count',
      [context.companyId],
    );
    return row!.count;
  });
  for (;;) {
    context.throwIfStopped();
    const batch = await context.db.withTenant(context.companyId, (tx) => recomputeBatch(tx, context.companyId, state.table, state.lastId));
    if (batch.lastId === null) {
      if (state.table === 'models') break;
      state = { ...state, table: 'models', lastId: 0 };
    } else {
      state = { ...state, lastId: batch.lastId, done: state.done + batch.rows, changed: state.changed + batch.changed };
    }
    await context.saveCheckpoint(state);
    await context.progress(total === 0 ? 1 : Math.min(1, state.done / total));
  }
  await context.progress(1);
  return { recomputed: state.done, changed: state.changed };
});
