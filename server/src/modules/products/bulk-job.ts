/**
 * The durable bulk job: walks the selection by product id in batches of `batchSize`, one short
 * tenant transaction per batch (so saves and listings of other users keep going), with a
 * checkpoint after each batch — a pause, crash or retry resumes after the last finished batch.
 * Each batch is set-wise SQL: a bulk set on 100,000 products is ~50 statements, not 100,000.
 */
import type { Queryable } from '../../db/database.ts';
import { registerJobType } from '../../jobs/registry.ts';
import type { JobContext } from '../../jobs/registry.ts';
import { recomputeProducts } from '../attributes/recompute-job.ts';
import { findUser } from '../users/repository.ts';
import { loadActor } from '../rights/actor.ts';
import type { Actor } from '../rights/authorization.ts';
import { recordBulkChange } from '../history/repository.ts';
import type { BulkPayload } from './bulk-service.ts';
import { bulkJobType } from './bulk-service.ts';
import type { CatalogueContext } from './catalogue-context.ts';
import { loadCatalogueContext } from './catalogue-context.ts';
import { sqlParts } from './filter-sql.ts';
import { deleteProducts } from './repository.ts';
import { productScope } from './search.ts';
import { addIndexRows, emptyIndexRows, indexTableOf } from './value-index.ts';

export const batchSize = 2000;

type Progress = { lastId: number; total: number; matched: number; done: number; changed: number; forbidden: number; invalid: number };

async function actorOf(tx: Queryable, companyId: string, userId: string): Promise<Actor> {
  const user = await findUser(tx, userId);
  if (user === null) throw new Error('the user who started the bulk action no longer exists');
  return loadActor(tx, {
    userId,
    companyId,
    username: user.username,
    isSuperuser: user.is_superuser,
    isAdministrator: user.is_administrator,
    isConsultant: user.is_consultant,
    language: user.language === 'fr' ? 'fr' : 'en',
  });
}

async function countWhere(tx: Queryable, actor: Actor, payload: BulkPayload, context: CatalogueContext, right: 'read' | 'edit' | 'delete'): Promise<number> {
  const sql = sqlParts(actor.principal.companyId);
  const where = productScope(actor, payload.filters, { attributes: context.catalogue.byId, languages: context.languages }, sql, right);
  const [row] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM products p WHERE ${where}`, sql.params);
  return row!.count;
}

async function nextBatch(tx: Queryable, actor: Actor, payload: BulkPayload, context: CatalogueContext, right: 'edit' | 'delete', lastId: number): Promise<number[]> {
  const sql = sqlParts(actor.principal.companyId);
  const where = productScope(actor, payload.filters, { attributes: context.catalogue.byId, languages: context.languages }, sql, right);
  const rows = await tx.query<{ id: number }>(
    `SELECT p.id::int AS id FROM products p WHERE ${where} AND p.id > ${sql.param(lastId)} ORDER BY p.id LIMIT ${batchSize}`,
    sql.params,
  );
  return rows.map((row) => row.id);
}

/** Rewrites one attribute's index rows for `ids`, all having the same `value` (or none). */
export async function reindexSameValue(tx: Queryable, companyId: string, context: CatalogueContext, ids: number[], attributeId: number, value: unknown): Promise<void> {
  const attribute = context.catalogue.byId.get(attributeId);
  if (attribute === undefined || ids.length === 0) return;
  const table = indexTableOf(attribute.type);
  await tx.query(`DELETE FROM product_value_${table} WHERE company_id = $1 AND attribute_id = $2 AND product_id = ANY($3::bigint[])`, [companyId, attributeId, ids]);
  if (value === null || value === undefined) return;
  const rows = emptyIndexRows();
  addIndexRows(rows, 0, { [attributeId]: value }, context.catalogue.byId);
  const entries = rows[table];
  const cast = { text: 'text', number: 'float8', date: 'date' }[table];
  await tx.query(
    `INSERT INTO product_value_${table} (company_id, product_id, attribute_id, language, value)
     SELECT $1, p.id, $2, e.language, e.value FROM unnest($3::bigint[]) AS p (id) CROSS JOIN unnest($4::text[], $5::${cast}[]) AS e (language, value)`,
    [companyId, attributeId, ids, entries.languages, entries.values],
  );
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
      // A value managed by the product's model is not the product's to change.
      const [managed] = await tx.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM products p JOIN models m ON m.company_id = p.company_id AND m.id = p.model_id
          WHERE p.company_id = $1 AND p.id = ANY($2::bigint[]) AND $3::int = ANY(m.managed_attribute_ids)`,
        [companyId, ids, operation.attribute_id],
      );
      const changed = await tx.query<{ id: number; old: unknown }>(
        `WITH target AS (
           SELECT p.id, p.attribute_values -> $3 AS old FROM products p
             LEFT JOIN models m ON m.company_id = p.company_id AND m.id = p.model_id
            WHERE p.company_id = $1 AND p.id = ANY($2::bigint[]) AND NOT coalesce($4::int = ANY(m.managed_attribute_ids), false)
              AND (p.attribute_values -> $3) IS DISTINCT FROM $5::jsonb
            FOR UPDATE OF p)
         UPDATE products p SET attribute_values = CASE WHEN $5::jsonb IS NULL THEN p.attribute_values - $3 ELSE p.attribute_values || jsonb_build_object($3, $5::jsonb) END,
                version = p.version + 1, updated_at = now()
           FROM target WHERE p.company_id = $1 AND p.id = target.id RETURNING p.id::int AS id, target.old`,
        [companyId, ids, key, operation.attribute_id, value === null ? null : JSON.stringify(value)],
      );
      const changedIds = changed.map((row) => row.id);
      await reindexSameValue(tx, companyId, context, changedIds, operation.attribute_id, value);
      await recomputeProducts(tx, companyId, changedIds, [operation.attribute_id]);
      await history(changed.map((row) => ({ id: row.id, changes: { [`values.${key}`]: [row.old ?? null, value] } })));
      return { changed: changed.length, invalid: managed!.count };
    }
    case 'set_status': {
      const changed = await tx.query<{ id: number; old: string }>(
        `WITH target AS (SELECT id, status AS old FROM products WHERE company_id = $1 AND id = ANY($2::bigint[]) AND status <> $3 FOR UPDATE)
         UPDATE products p SET status = $3, version = p.version + 1, updated_at = now() FROM target
          WHERE p.company_id = $1 AND p.id = target.id RETURNING p.id::int AS id, target.old`,
        [companyId, ids, operation.status],
      );
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
      for (const key of managedKeys) await reindexSameValue(tx, companyId, context, changedIds, Number(key), managedValues[key] ?? null);
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
  let progress = context.checkpoint as Progress | null;
  if (progress === null) {
    progress = await db.withTenant(companyId, async (tx) => {
      const actor = await actorOf(tx, companyId, userId);
      const catalogue = await loadCatalogueContext(tx, companyId);
      const matched = await countWhere(tx, actor, payload, catalogue, 'read');
      const total = await countWhere(tx, actor, payload, catalogue, right);
      return { lastId: 0, total, matched, done: 0, changed: 0, forbidden: matched - total, invalid: 0 };
    });
    await context.saveCheckpoint(progress);
  }
  for (;;) {
    context.throwIfStopped();
    const state: Progress = progress;
    const batch = await db.withTenant(companyId, async (tx) => {
      const actor = await actorOf(tx, companyId, userId);
      const catalogue = await loadCatalogueContext(tx, companyId);
      const ids = await nextBatch(tx, actor, payload, catalogue, right, state.lastId);
      if (ids.length === 0) return null;
      return { ids, ...(await applyBatch(tx, actor, catalogue, payload, ids)) };
    });
    if (batch === null) break;
    progress = {
      ...state,
      lastId: batch.ids.at(-1)!,
      done: state.done + batch.ids.length,
      changed: state.changed + batch.changed,
      invalid: state.invalid + batch.invalid,
    };
    await context.saveCheckpoint(progress);
    await context.progress(progress.total === 0 ? 1 : Math.min(0.99, progress.done / progress.total));
  }
  await context.progress(1);
  return { matched: progress.matched, changed: progress.changed, forbidden: progress.forbidden, invalid: progress.invalid };
}

registerJobType(bulkJobType, runBulkJob, { maxAttempts: 3 });
