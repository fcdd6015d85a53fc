/**
 * Undoing a launched import: the journal (each written row's old values and the version the
 * launch left) is replayed backwards, a batch per transaction with its checkpoint. A product the
 * import created is deleted; one it changed gets its old values back. A product changed since the
 * import is left as it is and listed (`rollback = 'skipped'`): undoing would lose that later work.
 */
import type { Queryable } from '../../db/database.ts';
import { JobError } from '../../jobs/errors.ts';
import { registerJobType, type JobContext } from '../../jobs/registry.ts';
import { recomputeProducts } from '../attributes/recompute-job.ts';
import { addIndexRows, emptyIndexRows, holdCatalogueChanges, loadCatalogueContext, releaseCatalogueChanges, replaceIndexRowPairs } from '../catalogue/index.ts';
import { recordBulkChange } from '../history/repository.ts';
import { deleteProducts } from '../products/repository.ts';
import { importRollbackJobType } from './import-runs.ts';
import { notifyRunStep } from './run-notifications.ts';
import { productChanges, undoRowPrices } from './price-journal.ts';
import { patchProducts, setProductCategories, type ProductPatch } from './product-patches.ts';
import * as runs from './runs-repository.ts';

/** As the launch's: batches hold their catalogue change notifications, released at most every `releaseEveryMs` and at the end. */
export const rollbackTuning = { batchSize: 2000, releaseEveryMs: 30_000 };

const rollbackChangesHolder = (runId: number) => `import-rollback:${runId}`;

type RollbackPayload = { runId: number };
type RollbackProgress = { afterLine: number; restored: number; deleted: number; skipped: number };

type JournalRow = {
  line: number;
  outcome: 'created' | 'updated';
  product_id: number;
  written_version: number;
  changes: Record<string, [unknown, unknown]>;
};

export async function rollbackImport(job: JobContext<RollbackPayload>): Promise<unknown> {
  const { db, companyId, userId, payload } = job;
  const runId = payload.runId;
  let progress = (job.checkpoint as RollbackProgress | null) ?? { afterLine: 0, restored: 0, deleted: 0, skipped: 0 };
  const holder = rollbackChangesHolder(runId);
  const total = await db.withTenant(companyId, async (tx) => {
    if ((await runs.findImportRun(tx, companyId, runId)) === null) throw new JobError('task.failed', `import run ${runId} not found`, { retryable: false });
    // An earlier attempt's batches are seen now rather than at the end.
    await releaseCatalogueChanges(tx, companyId, holder);
    const [row] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM import_run_rows WHERE company_id = $1 AND run_id = $2 AND written_version IS NOT NULL', [companyId, runId]);
    return Math.max(1, row!.count);
  });
  try {
    await undoAll();
  } catch (error) {
    // Stopped or failed: what the committed batches changed is seen now.
    await db.withTenant(companyId, (tx) => releaseCatalogueChanges(tx, companyId, holder)).catch(() => undefined);
    throw error;
  }

  async function undoAll(): Promise<void> {
    let releasedAt = Date.now();
    for (;;) {
      job.throwIfStopped();
      const next = await db.withTenant(companyId, async (tx) => {
        // As the launch's: a batch lost with the server is undone again from the checkpoint it commits with.
        if (db.driver === 'postgres') await tx.query('SET LOCAL synchronous_commit = off');
        await holdCatalogueChanges(tx, holder);
        const batch = await tx.query<JournalRow>(
          `SELECT line, outcome, product_id::float8 AS product_id, written_version, changes FROM import_run_rows
            WHERE company_id = $1 AND run_id = $2 AND line > $3 AND written_version IS NOT NULL AND rollback IS NULL
            ORDER BY line LIMIT $4`,
          [companyId, runId, progress.afterLine, rollbackTuning.batchSize],
        );
        if (batch.length === 0) return null;
        const done = await undoBatch(tx, companyId, userId, runId, batch);
        const advanced: RollbackProgress = {
          afterLine: batch[batch.length - 1]!.line,
          restored: progress.restored + done.restored,
          deleted: progress.deleted + done.deleted,
          skipped: progress.skipped + done.skipped,
        };
        await job.saveCheckpointIn(tx, advanced);
        if (Date.now() - releasedAt >= rollbackTuning.releaseEveryMs) {
          await releaseCatalogueChanges(tx, companyId, holder);
          releasedAt = Date.now();
        }
        return advanced;
      });
      if (next === null) break;
      progress = next;
      await job.progress(Math.min(0.99, (progress.restored + progress.deleted + progress.skipped) / total));
    }
  }

  const finished = await db.withTenant(companyId, async (tx) => {
    const run = (await runs.findImportRun(tx, companyId, runId))!;
    const counts = { ...run.counts, rolled_back: progress.restored + progress.deleted, rollback_skipped: progress.skipped };
    await runs.markRolledBack(tx, companyId, runId, counts);
    // Heard with the rollback's end: every listing cache sees the catalogue as it was.
    await releaseCatalogueChanges(tx, companyId, holder);
    return { run, counts };
  });
  await notifyRunStep(db, job.publisher, { companyId, userId }, { id: runId, templateId: finished.run.template_id, templateName: finished.run.template_snapshot.name }, 'rolled_back', finished.counts);
  return { run_id: runId, restored: progress.restored, deleted: progress.deleted, skipped: progress.skipped };
}

async function undoBatch(tx: Queryable, companyId: string, userId: string, runId: number, batch: readonly JournalRow[]): Promise<{ restored: number; deleted: number; skipped: number }> {
  const current = await tx.query<{ id: number; version: number; attribute_values: Record<string, unknown> }>(
    'SELECT id::float8 AS id, version, attribute_values FROM products WHERE company_id = $1 AND id = ANY($2::bigint[]) ORDER BY id FOR UPDATE',
    [companyId, batch.map((row) => row.product_id)],
  );
  const byId = new Map(current.map((row) => [row.id, row]));
  const outcomes = new Map<number, 'restored' | 'deleted' | 'skipped'>();
  const unchangedSince = (row: JournalRow) => byId.get(row.product_id)?.version === row.written_version;

  const toDelete = batch.filter((row) => row.outcome === 'created' && unchangedSince(row));
  if (toDelete.length > 0) await deleteProducts(tx, companyId, toDelete.map((row) => row.product_id));
  for (const row of toDelete) outcomes.set(row.line, 'deleted');

  // Prices first: a row whose price moved on since the launch is left whole, like a product that did.
  const candidates = batch.filter((row) => row.outcome === 'updated' && unchangedSince(row));
  const pricesLeft = await undoRowPrices(tx, companyId, candidates.map((row) => ({ line: row.line, productId: row.product_id, changes: row.changes })));
  const toRestore = candidates.filter((row) => !pricesLeft.has(row.line));
  for (const row of toRestore) if (Object.keys(productChanges(row.changes)).length === 0) outcomes.set(row.line, 'restored');
  const productRestores = toRestore.filter((row) => !outcomes.has(row.line));
  if (productRestores.length > 0) {
    const context = await loadCatalogueContext(tx, companyId);
    const indexRows = emptyIndexRows();
    const touched = new Set<number>();
    const history: { ids: number[]; changes: string[] } = { ids: [], changes: [] };
    const classifications: Array<{ productId: number; ids: number[] }> = [];
    const patches = productRestores.map((row) => {
      const patch: ProductPatch = { productId: row.product_id, set: {}, removed: [], name: null, status: null, modelGiven: false, modelId: null };
      for (const [field, [before]] of Object.entries(row.changes)) {
        if (field.startsWith('values.')) {
          const key = field.slice('values.'.length);
          touched.add(Number(key));
          if (before === null || before === undefined) patch.removed.push(key);
          else patch.set[key] = before;
        } else if (field === 'name' && typeof before === 'string') patch.name = before;
        else if (field === 'status' && typeof before === 'string') patch.status = before;
        else if (field === 'categories' && Array.isArray(before)) classifications.push({ productId: row.product_id, ids: before.filter((id): id is number => typeof id === 'number') });
        else if (field === 'model') {
          patch.modelGiven = true;
          patch.modelId = typeof before === 'number' ? before : null;
        }
      }
      return { row, patch };
    });
    // Each product's index rows of the values it gets back, from its stored values: the rewrite
    // below replaces those (product, attribute) pairs only.
    const documents = await patchProducts(tx, companyId, patches.map(({ patch }) => patch), [...touched].map(String));
    await setProductCategories(tx, companyId, classifications);
    const pairs: { productIds: number[]; attributeIds: number[] } = { productIds: [], attributeIds: [] };
    for (const { row, patch } of patches) {
      const keys = [...Object.keys(patch.set), ...patch.removed];
      for (const key of keys) {
        pairs.productIds.push(patch.productId);
        pairs.attributeIds.push(Number(key));
      }
      const stored = documents.get(patch.productId)?.values ?? {};
      addIndexRows(indexRows, patch.productId, Object.fromEntries(keys.map((key) => [key, stored[key] ?? null])), context.catalogue.byId);
      history.ids.push(patch.productId);
      history.changes.push(JSON.stringify(Object.fromEntries(Object.entries(productChanges(row.changes)).map(([field, [before, after]]) => [field, [after, before]]))));
      outcomes.set(row.line, 'restored');
    }
    const ids = patches.map(({ patch }) => patch.productId);
    await replaceIndexRowPairs(tx, companyId, pairs, indexRows, context.catalogue.byId);
    await recomputeProducts(tx, companyId, ids, [...touched]);
    await recordBulkChange(tx, companyId, { entity: 'product', userId, source: { kind: 'import_rollback', importRunId: runId } }, history);
  }
  for (const row of batch) if (!outcomes.has(row.line)) outcomes.set(row.line, 'skipped');
  await runs.recordRollback(tx, companyId, runId, outcomes);
  const count = (kind: string) => [...outcomes.values()].filter((outcome) => outcome === kind).length;
  return { restored: count('restored'), deleted: count('deleted'), skipped: count('skipped') };
}

registerJobType<RollbackPayload>(importRollbackJobType, rollbackImport, {
  maxAttempts: 3,
  // A worker that died on the last attempt left its batches' changes held.
  onGiveUp: async (tx, job) => {
    await releaseCatalogueChanges(tx, job.companyId, rollbackChangesHolder(job.payload.runId));
  },
});
