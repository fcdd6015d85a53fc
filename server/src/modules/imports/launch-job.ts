/**
 * The launch: writes what the dry run showed, set-wise, a batch of staged rows per transaction
 * with its checkpoint (the bulk job's pattern: a crash or a retry resumes after the last committed
 * batch, and a batch never holds half a row). A product changed since the dry run, or a SKU
 * created meanwhile, is not written: its row becomes an error saying so. Every write goes through
 * the catalogue kernel's pieces — document, index rows, computed attributes, history — like a
 * bulk action, and the staged old values stay as the rollback journal.
 */
import type { Queryable } from '../../db/database.ts';
import { JobError } from '../../jobs/errors.ts';
import { registerJobType, type JobContext } from '../../jobs/registry.ts';
import { recomputeProducts } from '../attributes/recompute-job.ts';
import {
  addIndexRows,
  companyGroupIds,
  emptyIndexRows,
  groupsWithRight,
  holdCatalogueChanges,
  loadCatalogueContext,
  releaseCatalogueChanges,
  replaceIndexRowPairs,
  restrictedByGroups,
  writeIndexRows,
} from '../catalogue/index.ts';
import { recordBulkChange } from '../history/repository.ts';
import type { Actor } from '../rights/authorization.ts';
import { loadJobActor } from '../rights/actor.ts';
import { createMissingCategories } from './category-paths.ts';
import { importLaunchJobType } from './import-runs.ts';
import type { ProductFields } from './row-verdict.ts';
import { notifyRunStep } from './run-notifications.ts';
import { productChanges, recheckStagedPrices, writeStagedPrices } from './price-journal.ts';
import { patchProducts, setProductCategories, type ProductPatch } from './product-patches.ts';
import * as runs from './runs-repository.ts';

/**
 * `releaseEveryMs`: the batches hold their catalogue change notifications (`holdCatalogueChanges`)
 * and release them at most this often, and at the end: listings see an import's progress within
 * that time, without dropping their caches at every batch.
 */
export const launchTuning = { batchSize: 2000, releaseEveryMs: 30_000 };

/** The name a launch holds its catalogue changes under (also released by its stop and give-up hooks). */
export const launchChangesHolder = (runId: number) => `import-launch:${runId}`;
const launchAttempts = 3;

type LaunchPayload = { runId: number };
type LaunchProgress = { afterLine: number; created: number; updated: number; conflicts: number };

type StagedRow = {
  line: number;
  sku: string;
  outcome: 'created' | 'updated';
  product_id: number | null;
  verified_version: number | null;
  changes: Record<string, [unknown, unknown]>;
  fields: ProductFields;
};

export async function launchImport(job: JobContext<LaunchPayload>): Promise<unknown> {
  const { db, companyId, userId, payload } = job;
  const runId = payload.runId;
  const asyncCommit = db.driver === 'postgres';
  const holder = launchChangesHolder(runId);
  let progress = (job.checkpoint as LaunchProgress | null) ?? { afterLine: 0, created: 0, updated: 0, conflicts: 0 };
  const total = await db.withTenant(companyId, async (tx) => {
    const run = await runs.findImportRun(tx, companyId, runId);
    if (run === null) throw new JobError('task.failed', `import run ${runId} not found`, { retryable: false });
    await runs.setRunStatus(tx, companyId, runId, 'processing');
    // An earlier attempt's batches (crashed, or paused) are seen now rather than at the end.
    await releaseCatalogueChanges(tx, companyId, holder);
    const [row] = await tx.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM import_run_rows WHERE company_id = $1 AND run_id = $2 AND outcome IN ('created', 'updated')",
      [companyId, runId],
    );
    return Math.max(1, row!.count);
  });

  // Failed for good: what is written stays written (whole batches, each with its journal) and the
  // run says it was interrupted, in the `onGiveUp` hook below (which alone runs when the worker
  // died); it can be rolled back. A pause resumes later; a cancel ends in the `onCancel` hook.
  await job.step('write', { percent: 0 });
  try {
    await writeAll();
  } catch (error) {
    // Stopped, paused or failed: what the committed batches changed is seen now (the give-up and
    // cancel hooks release again, for a worker that died).
    await db.withTenant(companyId, (tx) => releaseCatalogueChanges(tx, companyId, holder)).catch(() => undefined);
    throw error;
  }

  async function writeAll(): Promise<void> {
    let releasedAt = Date.now();
    for (;;) {
      job.throwIfStopped();
      const written = await db.withTenant(companyId, async (tx) => {
        if (asyncCommit) await tx.query('SET LOCAL synchronous_commit = off');
        await holdCatalogueChanges(tx, holder);
        // Through `import_run_rows_to_write` (migration 1240): the batch's rows alone, in line order.
        const batch = await tx.query<StagedRow>(
          `SELECT line, sku, outcome, product_id::float8 AS product_id, verified_version, changes, fields FROM import_run_rows
            WHERE company_id = $1 AND run_id = $2 AND line > $3 AND outcome IN ('created', 'updated') AND written_version IS NULL
            ORDER BY line LIMIT $4`,
          [companyId, runId, progress.afterLine, launchTuning.batchSize],
        );
        if (batch.length === 0) return null;
        const actor = await loadJobActor(tx, companyId, userId);
        const result = await writeBatch(tx, actor, runId, batch);
        const next: LaunchProgress = {
          afterLine: batch[batch.length - 1]!.line,
          created: progress.created + result.created,
          updated: progress.updated + result.updated,
          conflicts: progress.conflicts + result.conflicts,
        };
        await job.saveCheckpointIn(tx, next);
        if (Date.now() - releasedAt >= launchTuning.releaseEveryMs) {
          await releaseCatalogueChanges(tx, companyId, holder);
          releasedAt = Date.now();
        }
        return next;
      });
      if (written === null) break;
      progress = written;
      const fraction = Math.min(0.99, (progress.created + progress.updated + progress.conflicts) / total);
      await job.step('write', { percent: fraction });
      await job.progress(fraction);
    }
  }

  const finished = await db.withTenant(companyId, async (tx) => {
    const run = (await runs.findImportRun(tx, companyId, runId))!;
    const counts = { ...run.counts, created: progress.created, updated: progress.updated, error: (run.counts.error ?? 0) + progress.conflicts };
    await runs.finishRun(tx, companyId, runId, counts.error > 0 ? 'completed_with_errors' : 'completed', counts);
    // Heard with the run's end: every listing cache sees the whole import when the run says it is done.
    await releaseCatalogueChanges(tx, companyId, holder);
    return { run, counts };
  });
  await job.step('write', { done: { created: finished.counts.created, updated: finished.counts.updated, errors: progress.conflicts } });
  await notifyRunStep(db, job.publisher, { companyId, userId }, { id: runId, templateId: finished.run.template_id, templateName: finished.run.template_snapshot.name }, 'launched', finished.counts);
  return { run_id: runId, ...finished.counts };
}

/** Writes one batch of staged rows; a row whose product moved on since the dry run becomes an error. */
async function writeBatch(tx: Queryable, actor: Actor, runId: number, batch: readonly StagedRow[]): Promise<{ created: number; updated: number; conflicts: number }> {
  const companyId = actor.principal.companyId;
  const context = await loadCatalogueContext(tx, companyId);
  const models = await modelValues(tx, companyId, batch);
  const conflicts: number[] = [];
  const writtenVersions = new Map<number, { productId: number; version: number }>();
  // Index rows apart: a created product has none to replace, an updated one has those of the values it changed replaced.
  const createdIndexRows = emptyIndexRows();
  const createdIds: number[] = [];
  const updatedIndexRows = emptyIndexRows();
  const updatedPairs: { productIds: number[]; attributeIds: number[] } = { productIds: [], attributeIds: [] };
  const touchedAttributes = new Set<number>();
  const touchedByUpdates = new Set<string>();
  const history: { ids: number[]; changes: string[] } = { ids: [], changes: [] };

  // Categories first: those a row asks to create (`create_missing`) get their ids, and the row's
  // differences (history, journal) name them by id like any other. A path that can no longer be
  // made (its parent deleted since the dry run) makes its row a conflict.
  const categorySets = new Map<number, number[]>();
  const rewrittenChanges = new Map<number, Record<string, [unknown, unknown]>>();
  const toCreate = batch.flatMap((row) => row.fields.categories?.create ?? []);
  const createdCategories = await createMissingCategories(tx, companyId, toCreate);
  const blocked = new Set<number>();
  for (const row of batch) {
    const categories = row.fields.categories;
    if (categories === undefined) continue;
    const created = categories.create.map((entry) => createdCategories.get(entry.path.toLowerCase()));
    if (created.some((id) => id === undefined)) {
      blocked.add(row.line);
      conflicts.push(row.line);
      continue;
    }
    const ids = [...new Set([...categories.ids, ...(created as number[])])].sort((a, b) => a - b);
    categorySets.set(row.line, ids);
    if (categories.create.length > 0) {
      const before = row.changes.categories?.[0] ?? [];
      row.changes = { ...row.changes, categories: [before, ids] };
      rewrittenChanges.set(row.line, row.changes);
    }
  }

  // Prices checked again before anything of their rows is written: a row whose price can no
  // longer be written as the dry run showed becomes a conflict as a whole.
  const prices = await recheckStagedPrices(
    tx,
    companyId,
    batch.filter((row) => !blocked.has(row.line)).map((row) => ({ line: row.line, productId: row.outcome === 'created' ? null : row.product_id, prices: row.fields.prices ?? [] })),
  );
  for (const line of prices.blocked) {
    blocked.add(line);
    conflicts.push(line);
  }

  // Creations: one insert; a SKU created since the dry run is left alone and reported.
  const creations = batch.filter((row) => row.outcome === 'created' && !blocked.has(row.line));
  if (creations.length > 0) {
    const groupIds = restrictedByGroups(actor) ? groupsWithRight(actor, 'create') : await companyGroupIds(tx, companyId);
    const documents = creations.map((row) => withoutEmpty(withModelValues(row.fields.values, row.fields.modelId ?? null, models)));
    const inserted = await tx.query<{ id: number; sku: string }>(
      `INSERT INTO products (company_id, sku, name, status, model_id, group_ids, attribute_values)
       SELECT $1, u.sku, u.name, u.status, u.model_id, $2::uuid[], u.values::jsonb
         FROM unnest($3::text[], $4::text[], $5::text[], $6::bigint[], $7::text[]) AS u(sku, name, status, model_id, values)
       ON CONFLICT (company_id, sku) DO NOTHING
       RETURNING id::float8 AS id, sku`,
      [
        companyId,
        groupIds,
        creations.map((row) => row.sku),
        creations.map((row) => row.fields.name ?? row.sku),
        creations.map((row) => row.fields.status ?? 'active'),
        creations.map((row) => row.fields.modelId ?? null),
        documents.map((document) => JSON.stringify(document)),
      ],
    );
    const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
    creations.forEach((row, index) => {
      const id = idBySku.get(row.sku);
      if (id === undefined) {
        conflicts.push(row.line);
        return;
      }
      writtenVersions.set(row.line, { productId: id, version: 1 });
      createdIds.push(id);
      addIndexRows(createdIndexRows, id, documents[index]!, context.catalogue.byId);
      for (const key of Object.keys(documents[index]!)) touchedAttributes.add(Number(key));
      history.ids.push(id);
      history.changes.push(JSON.stringify(productChanges(row.changes)));
    });
  }

  // Updates: only where the product is still at the version the dry run compared with.
  const updates = batch.filter((row) => row.outcome === 'updated' && !blocked.has(row.line));
  if (updates.length > 0) {
    const current = await tx.query<{ id: number; version: number }>(
      'SELECT id::float8 AS id, version FROM products WHERE company_id = $1 AND id = ANY($2::bigint[]) ORDER BY id FOR UPDATE',
      [companyId, updates.map((row) => row.product_id)],
    );
    const versionOf = new Map(current.map((row) => [row.id, row.version]));
    const applicable = updates.filter((row) => {
      const ok = row.product_id !== null && versionOf.get(row.product_id) === row.verified_version;
      if (!ok) conflicts.push(row.line);
      return ok;
    });
    // A row that changes only prices leaves the product (its version, its history) as it is.
    const pricesOnly = applicable.filter((row) => Object.keys(productChanges(row.changes)).length === 0);
    for (const row of pricesOnly) writtenVersions.set(row.line, { productId: row.product_id!, version: row.verified_version! });
    const patched = applicable.filter((row) => !pricesOnly.includes(row));
    if (patched.length > 0) {
      const patches = patched.map((row) => {
        const values = row.fields.modelId !== undefined ? withModelValues(row.fields.values, row.fields.modelId, models) : row.fields.values;
        const patch: ProductPatch = {
          productId: row.product_id!,
          set: {},
          removed: [],
          name: row.fields.name ?? null,
          status: row.fields.status ?? null,
          modelGiven: row.fields.modelId !== undefined,
          modelId: row.fields.modelId ?? null,
        };
        for (const [key, value] of Object.entries(values)) {
          if (value === null) patch.removed.push(key);
          else patch.set[key] = value;
        }
        return { row, patch };
      });
      const changedKeys = patches.map(({ row, patch }) => changedValueKeys(row, patch));
      for (const keys of changedKeys) for (const key of keys) touchedByUpdates.add(key);
      // Each product's index rows of the values it changed, from its stored values: the rewrite
      // below replaces those (product, attribute) pairs only.
      const byId = await patchProducts(tx, companyId, patches.map(({ patch }) => patch), [...touchedByUpdates]);
      patches.forEach(({ row, patch }, index) => {
        const stored = byId.get(patch.productId)!;
        writtenVersions.set(row.line, { productId: patch.productId, version: stored.version });
        const keys = changedKeys[index]!;
        for (const key of keys) {
          updatedPairs.productIds.push(patch.productId);
          updatedPairs.attributeIds.push(Number(key));
        }
        addIndexRows(updatedIndexRows, patch.productId, Object.fromEntries(keys.map((key) => [key, stored.values[key] ?? null])), context.catalogue.byId);
        history.ids.push(patch.productId);
        history.changes.push(JSON.stringify(productChanges(row.changes)));
      });
    }
  }

  // The prices of the rows written, now that every product has its id.
  const pricedRows = batch.flatMap((row) => {
    const written = writtenVersions.get(row.line);
    const checked = prices.checked.get(row.line);
    return written === undefined || checked === undefined ? [] : [{ line: row.line, productId: written.productId, changes: row.changes, prices: checked }];
  });
  for (const [line, changes] of await writeStagedPrices(tx, companyId, pricedRows)) rewrittenChanges.set(line, changes);

  const writtenIds = [...writtenVersions.values()].map((written) => written.productId);
  const classified = [...categorySets].flatMap(([line, ids]) => {
    const written = writtenVersions.get(line);
    return written === undefined ? [] : [{ productId: written.productId, ids }];
  });
  await setProductCategories(tx, companyId, classified);
  for (const key of touchedByUpdates) touchedAttributes.add(Number(key));
  if (writtenIds.length > 0) {
    if (createdIds.length > 0) await writeIndexRows(tx, companyId, createdIds, [], createdIndexRows, context.catalogue.byId);
    if (updatedPairs.productIds.length > 0) await replaceIndexRowPairs(tx, companyId, updatedPairs, updatedIndexRows, context.catalogue.byId);
    await recomputeProducts(tx, companyId, writtenIds, [...touchedAttributes]);
    await recordBulkChange(tx, companyId, { entity: 'product', userId: actor.principal.userId, source: { kind: 'import', importRunId: runId } }, history);
  }
  await runs.recordLaunchedRows(tx, companyId, runId, writtenVersions, conflicts);
  await runs.rewriteRowChanges(tx, companyId, runId, new Map([...rewrittenChanges].filter(([line]) => writtenVersions.has(line))));
  return {
    created: creations.length - conflicts.filter((line) => creations.some((row) => row.line === line)).length,
    updated: updates.length - conflicts.filter((line) => updates.some((row) => row.line === line)).length,
    conflicts: conflicts.length,
  };
}

/**
 * The attributes whose stored value an updated row changes: those its differences name (the dry
 * run compared with the version the launch still finds), and every value a model change copies.
 */
function changedValueKeys(row: StagedRow, patch: ProductPatch): string[] {
  const written = [...Object.keys(patch.set), ...patch.removed];
  return patch.modelGiven ? written : written.filter((key) => `values.${key}` in row.changes);
}

/** The values a model manages, copied into its products' documents (as a model save does). */
async function modelValues(tx: Queryable, companyId: string, batch: readonly StagedRow[]): Promise<Map<number, Record<string, unknown>>> {
  const ids = [...new Set(batch.map((row) => row.fields.modelId).filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return new Map();
  const rows = await tx.query<{ id: number; managed: number[]; values: Record<string, unknown> }>(
    'SELECT id::float8 AS id, managed_attribute_ids AS managed, attribute_values AS values FROM models WHERE company_id = $1 AND id = ANY($2::bigint[])',
    [companyId, ids],
  );
  return new Map(rows.map((row) => [row.id, Object.fromEntries(row.managed.map(String).map((key) => [key, row.values[key] ?? null]))]));
}

/** The values with the model's managed ones over them; null still means "no value". */
function withModelValues(values: Record<string, unknown>, modelId: number | null, models: ReadonlyMap<number, Record<string, unknown>>): Record<string, unknown> {
  return { ...values, ...(modelId === null ? {} : (models.get(modelId) ?? {})) };
}

function withoutEmpty(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}

registerJobType<LaunchPayload>(importLaunchJobType, launchImport, {
  maxAttempts: launchAttempts,
  onCancel: async (tx, job) => {
    await runs.stopLaunch(tx, job.companyId, job.payload.runId);
    await releaseCatalogueChanges(tx, job.companyId, launchChangesHolder(job.payload.runId));
  },
  onGiveUp: async (tx, job) => {
    await runs.interruptLaunch(tx, job.companyId, job.payload.runId);
    await releaseCatalogueChanges(tx, job.companyId, launchChangesHolder(job.payload.runId));
  },
});
