/**
 * The durable bulk job: walks the selection by product id in batches of `bulkTuning.batchSize`,
 * one short tenant transaction per batch (so saves and listings of other users keep going). Each
 * batch writes the job's checkpoint in its own transaction: the batch and its checkpoint commit
 * or vanish together, so a pause, crash or retry resumes exactly after the last committed batch,
 * and a batch may commit without waiting for its WAL flush (`synchronous_commit = off` on
 * PostgreSQL: a crash loses at most the last batches with their checkpoints, which are redone).
 * Each batch is set-wise SQL: a bulk set on 100,000 products is ~50 × 5 statements, not 100,000.
 */
import type { Queryable } from '../../db/database.ts';
import { registerJobType } from '../../jobs/registry.ts';
import type { JobContext } from '../../jobs/registry.ts';
import { recomputeProducts } from '../attributes/recompute-job.ts';
import { refreshCompletion } from '../completion/index.ts';
import { loadJobActor } from '../rights/actor.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';
import type { Actor } from '../rights/authorization.ts';
import { recordBulkChange } from '../history/repository.ts';
import type { BulkPayload } from './bulk-service.ts';
import { bulkJobType } from './bulk-service.ts';
import type { CatalogueContext } from '../catalogue/index.ts';
import { countProducts, filterSources, intersection, loadCatalogueContext, productScope, reindexSameValue, restrictedByGroups, sqlParts } from '../catalogue/index.ts';
import { deleteProducts } from './repository.ts';

export const bulkTuning = {
  /** Products per batch: one transaction holding their row locks for ~0.2–0.5 s. */
  batchSize: 2000,
  /** Shortest interval between two progress reports (each is a synchronous commit). */
  progressIntervalMs: 1000,
  /**
   * Batches in flight on PostgreSQL: the next batch is selected and written while the previous one
   * finishes (2 cores: ~1.5× faster). A batch commits its checkpoint only after the previous batch
   * committed, so the checkpoint never passes a batch that could still roll back. PGlite: 1.
   */
  inFlight: 2,
};

type Progress = { lastId: number; total: number; matched: number; done: number; changed: number; forbidden: number; invalid: number };

async function countWhere(tx: Queryable, actor: Actor, payload: BulkPayload, context: CatalogueContext, right: 'read' | 'edit' | 'delete'): Promise<number> {
  const sql = sqlParts(actor.principal.companyId);
  const where = productScope(actor, payload.filters, { attributes: attributeRightsOf(actor, context.catalogue).readable.byId, languages: context.languages }, sql, right);
  const [row] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM products p WHERE ${where}`, sql.params);
  return row!.count;
}

/**
 * The ids after `afterId` that every filter's index source holds, read once per run of the job
 * (100,000 ids of `brand among c7, c8`: ~0.1 s, where walking the products and probing each for
 * every batch cost 0.3–0.6 s a batch). Null when a filter has no index source (a negation,
 * `contains`…) or there is no filter: the batches then walk the products in id order.
 */
async function selectionCandidates(tx: Queryable, actor: Actor, payload: BulkPayload, context: CatalogueContext, afterId: number): Promise<number[] | null> {
  const companyId = actor.principal.companyId;
  const sources = filterSources(payload.filters, attributeRightsOf(actor, context.catalogue).readable.byId, context.languages);
  if (sources.length === 0 || sources.some((source) => source === null)) return null;
  const sql = sqlParts(companyId);
  const [row] = await tx.query<{ ids: number[] }>(
    `SELECT coalesce(array_agg(product_id ORDER BY product_id), '{}')::int[] AS ids
       FROM (${intersection(sources.filter((source) => source !== null), sql)}) s WHERE product_id > ${sql.param(afterId)}`,
    sql.params,
  );
  return row!.ids;
}

/**
 * The next batch after `lastId`: with candidates, the next ones checked against every filter and
 * right again (a product edited since the job started may no longer match); else the walk.
 */
async function nextBatch(
  tx: Queryable,
  actor: Actor,
  payload: BulkPayload,
  context: CatalogueContext,
  right: 'edit' | 'delete',
  lastId: number,
  candidates: number[] | null,
): Promise<number[]> {
  const scope = { attributes: attributeRightsOf(actor, context.catalogue).readable.byId, languages: context.languages };
  if (candidates === null) {
    const sql = sqlParts(actor.principal.companyId);
    const where = productScope(actor, payload.filters, scope, sql, right);
    const rows = await tx.query<{ id: number }>(
      `SELECT p.id::int AS id FROM products p WHERE ${where} AND p.id > ${sql.param(lastId)} ORDER BY p.id LIMIT ${bulkTuning.batchSize}`,
      sql.params,
    );
    return rows.map((row) => row.id);
  }
  let from = firstAfter(candidates, lastId);
  while (from < candidates.length) {
    const slice = candidates.slice(from, from + bulkTuning.batchSize);
    from += slice.length;
    const sql = sqlParts(actor.principal.companyId);
    const where = productScope(actor, payload.filters, scope, sql, right, { sources: [], ids: slice });
    const rows = await tx.query<{ id: number }>(`SELECT p.id::int AS id FROM products p WHERE ${where} ORDER BY p.id`, sql.params);
    if (rows.length > 0) return rows.map((row) => row.id);
  }
  return [];
}

/** Index of the first id above `id` in ascending `ids`. */
function firstAfter(ids: readonly number[], id: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ids[middle]! <= id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Applies the operation to one batch; answers how many products changed and how many could not. */
async function applyBatch(tx: Queryable, actor: Actor, context: CatalogueContext, payload: BulkPayload, ids: number[]): Promise<{ changed: number; invalid: number }> {
  const companyId = actor.principal.companyId;
  const userId = actor.principal.userId;
  const operation = payload.operation;
  const history = (rows: { id: number; changes: unknown }[]) =>
    recordBulkChange(tx, companyId, { entity: 'product', userId }, { ids: rows.map((row) => row.id), changes: rows.map((row) => JSON.stringify(row.changes)) });

  switch (operation.action) {
    case 'set_value':
    case 'clear_value': {
      const key = String(operation.attribute_id);
      const value = operation.action === 'set_value' ? operation.value : null;
      // One statement locks the batch, tells which products have a model managing the value (not
      // the product's to change: counted as invalid) and rewrites the others whose value differs.
      // The model is probed per product (a subplan on its key), not hashed whole.
      const rows = await tx.query<{ id: number; old: unknown; managed: boolean; changed: boolean }>(
        `WITH target AS (
           SELECT p.id, p.attribute_values -> $3 AS old,
                  coalesce((SELECT $4::int = ANY(m.managed_attribute_ids) FROM models m WHERE m.company_id = p.company_id AND m.id = p.model_id), false) AS managed
             FROM products p
            WHERE p.company_id = $1 AND p.id = ANY($2::bigint[])
              AND (p.model_id IS NOT NULL OR (p.attribute_values -> $3) IS DISTINCT FROM $5::jsonb)
            FOR UPDATE OF p),
         changed AS (
           UPDATE products p SET attribute_values = CASE WHEN $5::jsonb IS NULL THEN p.attribute_values - $3 ELSE p.attribute_values || jsonb_build_object($3, $5::jsonb) END,
                  version = p.version + 1, updated_at = now()
             FROM target WHERE p.company_id = $1 AND p.id = target.id AND NOT target.managed AND target.old IS DISTINCT FROM $5::jsonb
           RETURNING p.id)
         SELECT t.id::int AS id, t.old, t.managed, c.id IS NOT NULL AS changed FROM target t LEFT JOIN changed c ON c.id = t.id ORDER BY t.id`,
        [companyId, ids, key, operation.attribute_id, value === null ? null : JSON.stringify(value)],
      );
      const changed = rows.filter((row) => row.changed);
      const changedIds = changed.map((row) => row.id);
      await reindexSameValue(tx, companyId, context.catalogue.byId, changedIds, operation.attribute_id, value);
      await recomputeProducts(tx, companyId, changedIds, [operation.attribute_id]);
      await history(changed.map((row) => ({ id: row.id, changes: { [`values.${key}`]: [row.old ?? null, value] } })));
      return { changed: changed.length, invalid: rows.filter((row) => row.managed).length };
    }
    case 'set_status': {
      const changed = await tx.query<{ id: number; old: string }>(
        `WITH target AS (SELECT id, status AS old FROM products WHERE company_id = $1 AND id = ANY($2::bigint[]) AND status <> $3 FOR UPDATE)
         UPDATE products p SET status = $3, version = p.version + 1, updated_at = now() FROM target
          WHERE p.company_id = $1 AND p.id = target.id RETURNING p.id::int AS id, target.old`,
        [companyId, ids, operation.status],
      );
      await refreshCompletion(tx, companyId, changed.map((row) => row.id));
      await history(changed.map((row) => ({ id: row.id, changes: { status: [row.old, operation.status] } })));
      return { changed: changed.length, invalid: 0 };
    }
    case 'add_categories':
    case 'remove_categories': {
      const categoriesOf = () =>
        tx.query<{ id: number; categories: number[] }>(
          `SELECT p.id::int AS id, ARRAY(SELECT pc.category_id::int FROM product_categories pc WHERE pc.company_id = $1 AND pc.product_id = p.id ORDER BY 1) AS categories
             FROM products p WHERE p.company_id = $1 AND p.id = ANY($2::bigint[]) ORDER BY p.id FOR UPDATE OF p`,
          [companyId, ids],
        );
      const before = await categoriesOf();
      if (operation.action === 'add_categories') {
        await tx.query(
          `INSERT INTO product_categories (company_id, category_id, product_id)
           SELECT $1, c, p FROM unnest($2::bigint[]) AS p CROSS JOIN unnest($3::bigint[]) AS c ON CONFLICT DO NOTHING`,
          [companyId, ids, operation.categories],
        );
      } else {
        await tx.query('DELETE FROM product_categories WHERE company_id = $1 AND product_id = ANY($2::bigint[]) AND category_id = ANY($3::bigint[])', [
          companyId,
          ids,
          operation.categories,
        ]);
      }
      const after = new Map((await categoriesOf()).map((row) => [row.id, row.categories]));
      const changed = before.filter((row) => JSON.stringify(row.categories) !== JSON.stringify(after.get(row.id)));
      if (changed.length > 0) {
        await tx.query('UPDATE products SET version = version + 1, updated_at = now() WHERE company_id = $1 AND id = ANY($2::bigint[])', [
          companyId,
          changed.map((row) => row.id),
        ]);
      }
      await refreshCompletion(tx, companyId, changed.map((row) => row.id));
      await history(changed.map((row) => ({ id: row.id, changes: { categories: [row.categories, after.get(row.id)] } })));
      return { changed: changed.length, invalid: 0 };
    }
    case 'assign_model': {
      const model =
        operation.model_id === null
          ? null
          : (await tx.query<{ managed: number[]; values: Record<string, unknown> }>(
              'SELECT managed_attribute_ids AS managed, attribute_values AS values FROM models WHERE company_id = $1 AND id = $2',
              [companyId, operation.model_id],
            ))[0];
      const managedKeys = (model?.managed ?? []).map(String);
      const managedValues = Object.fromEntries(managedKeys.filter((key) => model!.values[key] !== undefined).map((key) => [key, model!.values[key]]));
      const changed = await tx.query<{ id: number; old: number | null }>(
        `WITH target AS (SELECT id, model_id AS old FROM products WHERE company_id = $1 AND id = ANY($2::bigint[]) AND model_id IS DISTINCT FROM $3::bigint FOR UPDATE)
         UPDATE products p SET model_id = $3, attribute_values = (p.attribute_values - $4::text[]) || $5::jsonb, version = p.version + 1, updated_at = now()
           FROM target WHERE p.company_id = $1 AND p.id = target.id RETURNING p.id::int AS id, target.old::int AS old`,
        [companyId, ids, operation.model_id, managedKeys, JSON.stringify(managedValues)],
      );
      const changedIds = changed.map((row) => row.id);
      for (const key of managedKeys) await reindexSameValue(tx, companyId, context.catalogue.byId, changedIds, Number(key), managedValues[key] ?? null);
      await recomputeProducts(tx, companyId, changedIds, managedKeys.map(Number));
      await history(changed.map((row) => ({ id: row.id, changes: { model_id: [row.old, operation.model_id] } })));
      return { changed: changed.length, invalid: 0 };
    }
    case 'delete':
      return { changed: await deleteProducts(tx, companyId, ids), invalid: 0 };
  }
}

export async function runBulkJob(context: JobContext<BulkPayload>): Promise<unknown> {
  const { db, companyId, userId, payload } = context;
  const right = payload.operation.action === 'delete' ? 'delete' : 'edit';
  // Safe with the checkpoint in the batch's transaction: a batch lost in a crash is lost with its
  // checkpoint and redone; the job's end (a synchronous commit) flushes every batch before it.
  const asyncCommit = db.driver === 'postgres';
  let progress = context.checkpoint as Progress | null;
  if (progress === null) {
    progress = await db.withTenant(companyId, async (tx) => {
      const actor = await loadJobActor(tx, companyId, userId);
      const catalogue = await loadCatalogueContext(tx, companyId);
      // Counted like the listing counts (from the indexes when it can): what the user saw.
      const matched = await countProducts(tx, actor, payload.filters, { attributes: attributeRightsOf(actor, catalogue.catalogue).readable.byId, languages: catalogue.languages });
      // Without group restrictions the right is the company-wide one, checked on the request.
      const total = restrictedByGroups(actor) ? await countWhere(tx, actor, payload, catalogue, right) : matched;
      const first: Progress = { lastId: 0, total, matched, done: 0, changed: 0, forbidden: matched - total, invalid: 0 };
      await context.saveCheckpointIn(tx, first);
      return first;
    });
  }
  const startedAfter = progress.lastId;
  const candidates = await db.withTenant(companyId, async (tx) =>
    selectionCandidates(tx, await loadJobActor(tx, companyId, userId), payload, await loadCatalogueContext(tx, companyId), startedAfter),
  );
  let reportedAt = Date.now();
  const inFlight = db.driver === 'postgres' ? Math.max(1, bulkTuning.inFlight) : 1;
  // One batch: its own transaction selects the ids after `afterId` (told at once through
  // `selected`, so the next batch can start), writes them, waits for the previous batch to commit,
  // then writes the checkpoint counting both and commits.
  const startBatch = (afterId: number, previous: Promise<Progress>) => {
    let tellSelected: (ids: number[]) => void = () => undefined;
    const selected = new Promise<number[]>((resolve) => (tellSelected = resolve));
    const done = db.withTenant(companyId, async (tx) => {
      if (asyncCommit) await tx.query('SET LOCAL synchronous_commit = off');
      const actor = await loadJobActor(tx, companyId, userId);
      const catalogue = await loadCatalogueContext(tx, companyId);
      const ids = await nextBatch(tx, actor, payload, catalogue, right, afterId, candidates);
      tellSelected(ids);
      if (ids.length === 0) return previous;
      // The user's rights are read again for each batch: a value they may no longer edit is not written.
      const operation = payload.operation;
      const valueForbidden = (operation.action === 'set_value' || operation.action === 'clear_value') && !attributeRightsOf(actor, catalogue.catalogue).canEdit(operation.attribute_id);
      const batch = valueForbidden ? { changed: 0, invalid: 0 } : await applyBatch(tx, actor, catalogue, payload, ids);
      const before = await previous;
      const after: Progress = {
        ...before,
        lastId: ids.at(-1)!,
        done: before.done + ids.length,
        changed: before.changed + batch.changed,
        forbidden: before.forbidden + (valueForbidden ? ids.length : 0),
        invalid: before.invalid + batch.invalid,
      };
      await context.saveCheckpointIn(tx, after);
      return after;
    });
    // A batch that failed before selecting ends the walk; its error is thrown by `done`.
    done.catch(() => tellSelected([]));
    return { selected, done };
  };

  const running: Promise<Progress>[] = [];
  let latest: Promise<Progress> = Promise.resolve(progress);
  let afterId = progress.lastId;
  try {
    for (;;) {
      context.throwIfStopped();
      const batch = startBatch(afterId, latest);
      latest = batch.done;
      running.push(batch.done);
      const ids = await batch.selected;
      if (ids.length === 0) break;
      afterId = ids.at(-1)!;
      while (running.length >= inFlight) progress = await running.shift()!;
      if (Date.now() - reportedAt >= bulkTuning.progressIntervalMs) {
        reportedAt = Date.now();
        await context.progress(progress.total === 0 ? 1 : Math.min(0.99, progress.done / progress.total));
      }
    }
  } finally {
    // Never leave a batch running behind a stop or a failure: each ends (commits or rolls back) first.
    const settled = await Promise.allSettled(running);
    for (const outcome of settled) if (outcome.status === 'fulfilled') progress = outcome.value;
  }
  const failed = (await Promise.allSettled([latest])).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  await context.progress(1);
  return { matched: progress.matched, changed: progress.changed, forbidden: progress.forbidden, invalid: progress.invalid };
}

registerJobType(bulkJobType, runBulkJob, { maxAttempts: 3 });
