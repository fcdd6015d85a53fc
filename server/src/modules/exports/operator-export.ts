/**
 * `pimento export`: an operator writes a company's catalogue (or a filter of it) to a file through
 * the same engine as the screens — a run, its durable job, its published file — as the company's
 * first administrator, then copies the file to `--out`. `--template NAME` writes a matrix or
 * single-product matrix template (`--format matrix` or `single-product-matrix`); without it the
 * layout holds every attribute (`default-layout.ts`), and `quick-*` formats are quick exports of it.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { productSheetOptionsSchema } from '@pimento/shared-kit/contracts/export-layout';
import type { AssetExportFormat } from '@pimento/shared-kit/contracts/asset-exports';
import type { ExportRunFormat, ExportRunRequest } from '@pimento/shared-kit/contracts/exports';
import { pdfPageOptionsSchema } from '@pimento/shared-kit/contracts/pdf-catalogues';
import { listingFilterSchema } from '@pimento/shared-kit/contracts/product-filters';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createJobQueue } from '../../jobs/enqueue.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { CommandDeps } from '../admin/commands.ts';
import { operatorActor, waitForTask } from '../admin/operator-jobs.ts';
import type { CommandResult, ExportCommand } from '../admin/schemas.ts';
import { loadCatalogueContext } from '../catalogue/index.ts';
import { listTemplates } from '../export-templates/index.ts';
import type { Actor } from '../rights/authorization.ts';
import { everyAttributeLayout } from './default-layout.ts';
import { createAssetExportRun } from './asset-export-runs.ts';
import { createExportRun, exportJobType, type ExportSubject } from './export-runs.ts';
// The job this command may run itself (a worker runs only the types registered in its process).
import './export-job.ts';
import { openRunFile, runFileOf } from './run-files.ts';
import * as runs from './runs-repository.ts';

/** An asset export template's run (`asset-export-runs.ts`): its files zipped, or an Excel list of their URLs. */
const assetFormats = { 'assets-zip': 'zip', 'assets-xlsx': 'xlsx' } as const satisfies Record<string, AssetExportFormat>;
type TabularCommandFormat = Exclude<ExportCommand['format'], keyof typeof assetFormats>;
const isAssetFormat = (format: ExportCommand['format']): format is keyof typeof assetFormats => format in assetFormats;

const formats: Record<TabularCommandFormat, { format: ExportRunFormat; kind: runs.ExportRunKind; templateType?: 'matrix' | 'single_product_matrix' | 'pdf' }> = {
  'quick-csv': { format: 'csv', kind: 'quick' },
  'quick-xlsx': { format: 'xlsx', kind: 'quick' },
  'quick-json': { format: 'json', kind: 'quick' },
  matrix: { format: 'xlsx', kind: 'layout', templateType: 'matrix' },
  'single-product-matrix': { format: 'xlsx', kind: 'layout', templateType: 'single_product_matrix' },
  pdf: { format: 'pdf', kind: 'layout', templateType: 'pdf' },
};

/** Without a template, a single-product matrix writes every attribute, the products one under the other (any number of them). */
const defaultProductSheet = productSheetOptionsSchema.parse({ per_product: 'block' });
/** Without a template, a PDF catalogue is the default design (cover, contents, a product a page with its image) of every attribute. */
const defaultPdfPage = pdfPageOptionsSchema.parse({});

/** `--filter`: listing filters as JSON, an array or `{ "filters": [...] }`. */
function parseFilters(text: string | undefined): z.infer<typeof listingFilterSchema>[] {
  if (text === undefined) return [];
  try {
    const value: unknown = JSON.parse(text);
    return z.array(listingFilterSchema).max(50).parse(Array.isArray(value) ? value : (value as { filters?: unknown }).filters);
  } catch {
    throw new AppError(400, 'validation.invalid', { fields: { filter: ['validation.invalid'] } });
  }
}

/** `--template`: a template of the format's type by its name (exactly, else ignoring case when one name matches). */
async function namedTemplate(tx: Queryable, actor: Actor, type: 'matrix' | 'single_product_matrix' | 'pdf' | 'asset_export', name: string): Promise<number> {
  const templates = await listTemplates(tx, actor, { type });
  const exact = templates.find((template) => template.name === name);
  const loose = templates.filter((template) => template.name.toLowerCase() === name.toLowerCase());
  const found = exact ?? (loose.length === 1 ? loose[0] : undefined);
  if (found === undefined) throw new AppError(404, 'template.not_found');
  return found.id;
}

export async function operatorExport(deps: CommandDeps, input: ExportCommand): Promise<CommandResult> {
  const { db } = deps;
  if (deps.storage === undefined) throw new Error('the export command needs the file storage');
  const filters = parseFilters(input.filter);
  const actor = await operatorActor(db, input.company);
  const companyId = actor.principal.companyId;
  const { runId, subject } = await db.withTenant(companyId, (tx) => {
    const format = input.format;
    return isAssetFormat(format) ? assetRun(tx, deps, actor, input, assetFormats[format]) : tabularRun(tx, actor, input, format, filters);
  });
  return finishRun(deps, actor, input, runId, subject);
}

/** An asset export: its template named, its own selection (`--filter` does not apply). */
async function assetRun(tx: Queryable, deps: CommandDeps, actor: Actor, input: ExportCommand, format: AssetExportFormat) {
  if (input.template === undefined) throw new AppError(400, 'validation.required', { fields: { template: ['validation.required'] } });
  if (input.filter !== undefined) throw new AppError(400, 'validation.invalid', { fields: { filter: ['validation.invalid'] } });
  return createAssetExportRun(tx, actor, { template_id: await namedTemplate(tx, actor, 'asset_export', input.template), format }, deps.config.publicUrl);
}

async function tabularRun(tx: Queryable, actor: Actor, input: ExportCommand, commandFormat: TabularCommandFormat, filters: z.infer<typeof listingFilterSchema>[]) {
  const { format, kind, templateType } = formats[commandFormat];
  if (input.template !== undefined && templateType === undefined) throw new AppError(400, 'validation.invalid', { fields: { template: ['validation.invalid'] } });
  const companyId = actor.principal.companyId;
  const everyAttribute = async () => {
    const context = await loadCatalogueContext(tx, companyId);
    const layout = everyAttributeLayout(context.catalogue, context.languages);
    return { kind: 'layout' as const, layout, ...(templateType === 'single_product_matrix' ? { product_sheet: defaultProductSheet } : {}), ...(templateType === 'pdf' ? { pdf_page: defaultPdfPage } : {}) };
  };
  const request: ExportRunRequest = {
    source: input.template === undefined || templateType === undefined ? await everyAttribute() : { kind: 'template', template_id: await namedTemplate(tx, actor, templateType, input.template) },
    format,
    selection: filters.length === 0 ? { kind: 'all' } : { kind: 'filters', filters },
  };
  return createExportRun(tx, actor, request, input.template === undefined ? kind : 'template');
}

/** The run's job, run here unless the serving process runs jobs, then its file copied to `--out`. */
async function finishRun(deps: CommandDeps, actor: Actor, input: ExportCommand, runId: number, subject: ExportSubject): Promise<CommandResult> {
  const { db, storage } = deps;
  if (storage === undefined) throw new Error('the export command needs the file storage');
  const companyId = actor.principal.companyId;
  // The serving process on PGlite runs the job itself; otherwise this command does, for its run only.
  const worker = deps.workersRun ? null : await runWorker({ db, storage, types: [exportJobType], schedules: false, pollIntervalMs: 100 });
  try {
    const owner = { companyId, userId: actor.principal.userId };
    const { taskId } = await createJobQueue(db).enqueueJob({ type: exportJobType, ...owner, payload: { runId }, subject });
    await db.withTenant(companyId, (tx) => runs.setRunTask(tx, companyId, runId, taskId));
    await waitForTask(db, taskId);
  } finally {
    await worker?.stop();
  }
  const run = await db.withTenant(companyId, (tx) => runs.findExportRun(tx, companyId, runId));
  if (run?.status !== 'finished') throw new AppError(400, (run?.failure_code ?? 'task.failed') as never);
  const file = await db.withTenant(companyId, (tx) => runFileOf(tx, actor, runId));
  // Written beside the target, then renamed: `--out` never holds half a file.
  const out = path.resolve(input.out);
  const partial = `${out}.${process.pid}.partial`;
  try {
    await pipeline(await openRunFile(storage, file), createWriteStream(partial));
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return {
    message: `Export #${runId} done: ${run.products} ${run.asset_export === null ? 'products' : 'files'} written to ${out} (${run.size} bytes).`,
    ids: { run_id: String(runId) },
    summary: { run_id: runId, products: run.products, size: run.size, format: run.format, warnings: run.warnings },
  };
}
