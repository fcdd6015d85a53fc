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
import { JobError } from '../../jobs/errors.ts';
import { registerJobType, type JobContext } from '../../jobs/registry.ts';
import { loadCatalogueContext } from '../catalogue/index.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';
import { loadJobActor } from '../rights/actor.ts';
import { runAssetExport, type AssetExportResult } from './asset-export-job.ts';
import { categoryPathsFor } from './category-paths.ts';
import { loadCompletionColumnsContext } from './completion-columns.ts';
import { loadMainImageAddresses } from './main-image-columns.ts';
import { planColumns } from './column-plan.ts';
import { exportJobType, priceColumnsFor } from './export-runs.ts';
import { batchPrices, priceDay } from './price-columns.ts';
import { selectionScope } from './export-selection.ts';
// The retention's sweep of export files runs wherever export jobs do.
import './file-sweep.ts';
import { productBatches, selectionIds, selectionSize } from './product-batches.ts';
import { notifyExportEnd } from './run-notifications.ts';
import { uploadRunFile } from './run-upload.ts';
import * as runs from './runs-repository.ts';
import { productSheetRendering } from './product-sheets.ts';
import { pdfRendering } from './pdf-rendering.ts';
import { sheetsWritten, tableRendering, tabularFormat } from './renderings.ts';

export type ExportPayload = { runId: number };
/** The task's result; an asset export's counts `files` (`AssetExportResult`). */
export type ExportResult = { run_id: number; products: number; format: string; file: string; size: number } | AssetExportResult;

const exportAttempts = 3;

export async function runExport(job: JobContext<ExportPayload>): Promise<ExportResult> {
  const { db, companyId, userId, storage } = job;
  const runId = job.payload.runId;
  if (storage === undefined) throw new JobError('task.failed', 'an export needs the file storage', { retryable: false });
  // An asset export writes files, not rows of products (`asset-export-job.ts`).
  const assetRun = await db.withTenant(companyId, (tx) => runs.findExportRun(tx, companyId, runId));
  if (assetRun?.asset_export != null) return runAssetExport(job, assetRun, { attempts: exportAttempts });

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
    const completion = await loadCompletionColumnsContext(tx, actor, run.layout);
    const media = await loadMainImageAddresses(tx, companyId, run.layout);
    const plan = planColumns(run.layout, { catalogue: context.catalogue, readable, language: run.language, categories, prices, completion, media });
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
  const sheets = sheetsWritten(run.format, plan.sheets);
  if (sheets.every((sheet) => sheet.columns.length === 0)) await refuse('export.no_visible_column', 'no column the user may read');
  const rendering =
    run.pdf_page !== null
      ? pdfRendering({ db, storage, companyId, language: run.language, options: run.pdf_page, sections: sheets, title: run.file_name })
      : run.product_sheet === null
        ? tableRendering(tabularFormat(run.format), { csvSeparator: run.csv_separator }, sheets)
        : productSheetRendering(run.product_sheet, sheets);

  let products = 0;
  const write = async () => {
    let done = 0;
    const passes = rendering.passes.length;
    for (const [index, pass] of rendering.passes.entries()) {
      await pass.start();
      for await (const batch of productBatches(db, actor, scope, ids, { withCategories: plan.needsCategories, prices, completionScopes: plan.completionScopes, withMainImages: plan.needsMainImages })) {
        job.throwIfStopped();
        for (const product of batch) await pass.write(product);
        done += batch.length;
        if (index === 0) products += batch.length;
        await job.progress(Math.min(0.99, done / (total * passes)));
      }
      await pass.end();
    }
    await rendering.finish();
  };
  const stored = await uploadRunFile(job, storage, run, rendering, write, { attempts: exportAttempts, notify: notifyFailure });
  await db.withTenant(companyId, (tx) => runs.publishRunFile(tx, companyId, runId, { key: stored.key, size: stored.size, products, warnings: [...run.warnings, ...plan.warnings, ...(rendering.warnings?.() ?? [])] }));
  await notifyExportEnd(db, job.publisher, { companyId, userId }, runId, { file: run.file_name, format: run.format, products });
  return { run_id: runId, products, format: run.format, file: run.file_name, size: stored.size };
}

registerJobType<ExportPayload>(exportJobType, runExport, { maxAttempts: exportAttempts });
