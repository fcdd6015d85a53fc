/**
 * The export job: renders a run's layout over its selection into one file, streamed as it is made
 * into the file storage, in flat memory however many products there are (keyset batches in, a
 * streaming writer out, never a whole file or catalogue in memory).
 *
 * No half file is ever published. Each attempt writes its own key (a retry never reuses one); the
 * storage makes a file appear only once complete (a local rename, an S3 multipart completion), and
 * the run names it — publishes it — only in the transaction that finishes the run. The key is
 * recorded as garbage before the upload and struck out by the publication, so an attempt that
 * failed, or whose worker was killed after uploading, leaves nothing that outlives the sweep. A
 * file is not resumable half-way: a retried, relaunched or resumed run starts its file afresh.
 */
import { randomUUID } from 'node:crypto';
import { JobError, JobStoppedError } from '../../jobs/errors.ts';
import { registerJobType, type JobContext } from '../../jobs/registry.ts';
import { loadCatalogueContext } from '../catalogue/index.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';
import { loadJobActor } from '../rights/actor.ts';
import { categoryPathsFor } from './category-paths.ts';
import { planColumns } from './column-plan.ts';
import { exportJobType, priceColumnsFor } from './export-runs.ts';
import { batchPrices, priceDay } from './price-columns.ts';
import { selectionScope } from './export-selection.ts';
// The retention's sweep of export files runs wherever export jobs do.
import './file-sweep.ts';
import { productBatches, selectionIds, selectionSize } from './product-batches.ts';
import { notifyExportEnd } from './run-notifications.ts';
import * as runs from './runs-repository.ts';
import { exportMimeTypes, openTabularWriter } from './tabular-writers.ts';

export type ExportPayload = { runId: number };
export type ExportResult = { run_id: number; products: number; format: string; file: string; size: number };

const exportAttempts = 3;

export async function runExport(job: JobContext<ExportPayload>): Promise<ExportResult> {
  const { db, companyId, userId, storage } = job;
  const runId = job.payload.runId;
  if (storage === undefined) throw new JobError('task.failed', 'an export needs the file storage', { retryable: false });

  const setup = await db.withTenant(companyId, async (tx) => {
    const run = await runs.findExportRun(tx, companyId, runId);
    if (run === null) throw new JobError('task.failed', `export run ${runId} not found`, { retryable: false });
    const actor = await loadJobActor(tx, companyId, userId);
    const context = await loadCatalogueContext(tx, companyId);
    // The user's rights as they are now: a column they may no longer read is left out.
    const readable = attributeRightsOf(actor, context.catalogue).readable;
    const scope = await selectionScope(tx, actor, run.filters, { attributes: readable.byId, languages: context.languages });
    const categories = await categoryPathsFor(tx, companyId, run.layout);
    // The prices valid on the day the run was asked for, even when its job starts after midnight.
    const prices = await priceColumnsFor(tx, actor, run.layout, run.filters, priceDay(run.created_at));
    const plan = planColumns(run.layout, { catalogue: context.catalogue, readable, language: run.language, categories, prices });
    const ids = await selectionIds(tx, actor, run.filters, scope);
    const total = await selectionSize(tx, actor, ids, scope);
    return { run, actor, scope, plan, ids, total, prices: batchPrices(plan, prices) };
  });
  const { run, actor, scope, plan, ids, total, prices } = setup;
  // Published already (its worker died before the task could end): the file stands, nothing is redone.
  if (run.storage_key !== null) return { run_id: runId, products: run.products ?? 0, format: run.format, file: run.file_name, size: run.size ?? 0 };
  const notifyFailure = () => notifyExportEnd(db, job.publisher, { companyId, userId }, runId, { file: run.file_name, failed: true }).catch(() => undefined);
  const refuse = async (code: 'export.empty_selection' | 'client.no_product' | 'export.no_visible_column', message: string): Promise<never> => {
    await notifyFailure();
    throw new JobError(code, message, { retryable: false });
  };
  // The selection or the user's rights changed since the request: still no empty file.
  if (total === 0) await refuse(run.filters.some((filter) => filter.field === 'client') ? 'client.no_product' : 'export.empty_selection', 'no product matches the selection');
  const writer = openTabularWriter(run.format, { csvSeparator: run.csv_separator });
  const sheets = writer.multipleSheets ? plan.sheets : plan.sheets.slice(0, 1);
  if (sheets.every((sheet) => sheet.columns.length === 0)) await refuse('export.no_visible_column', 'no column the user may read');

  const key = `companies/${companyId}/exports/${runId}/${randomUUID()}/${run.file_name}`;
  await db.withTenant(companyId, (tx) => runs.expectFile(tx, companyId, key));
  const upload = storage.put(key, writer.stream, { contentType: exportMimeTypes[run.format] });
  // An upload failing first (a full disk, S3 gone) stops the writer, whose pending rows then reject.
  upload.catch((error: unknown) => writer.abort(error));
  let products = 0;
  try {
    let done = 0;
    for (const [index, sheet] of sheets.entries()) {
      await writer.startSheet(sheet.name, sheet.columns.map((column) => column.header));
      for await (const batch of productBatches(db, actor, scope, ids, { withCategories: plan.needsCategories, prices })) {
        job.throwIfStopped();
        for (const product of batch) await writer.writeRow(sheet.columns.map((column) => column.read(product)));
        done += batch.length;
        if (index === 0) products += batch.length;
        await job.progress(Math.min(0.99, done / (total * sheets.length)));
      }
      await writer.endSheet();
    }
    await writer.finish();
  } catch (error) {
    writer.abort(error);
    await upload.catch(() => undefined);
    await storage.delete(key).catch(() => undefined);
    // Told once, when no attempt is left (a pause or a cancel is the user's own doing).
    if (!(error instanceof JobStoppedError) && (job.attempt >= exportAttempts || (error instanceof JobError && !error.retryable))) await notifyFailure();
    throw error;
  }
  const stored = await upload;
  await db.withTenant(companyId, (tx) => runs.publishRunFile(tx, companyId, runId, { key, size: stored.size, products, warnings: [...run.warnings, ...plan.warnings] }));
  await notifyExportEnd(db, job.publisher, { companyId, userId }, runId, { file: run.file_name, format: run.format, products });
  return { run_id: runId, products, format: run.format, file: run.file_name, size: stored.size };
}

registerJobType<ExportPayload>(exportJobType, runExport, { maxAttempts: exportAttempts });
