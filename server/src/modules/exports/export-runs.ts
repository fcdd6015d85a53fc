/**
 * Export runs as the API and the operator command start them: the request checked (rights, the
 * language, a selection with products, at least one column the user may read), the run stored as
 * it will be rendered, then its durable job (`export-job.ts`) enqueued by the caller.
 */
import { randomUUID } from 'node:crypto';
import { productSheetLimits, type ExportColumn, type ExportLayout, type ExportSource, type ProductSheetOptions } from '@pimento/shared-kit/contracts/export-layout';
import type { ExportRun, ExportRunFormat, ExportRunRequest, ExportSelection, QuickExportRequest } from '@pimento/shared-kit/contracts/exports';
import { defaultExportFileName, exportRunRequestSchema } from '@pimento/shared-kit/contracts/exports';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import type { Queryable } from '../../db/database.ts';
import { clientForExport } from '../clients/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { catalogueRights, loadCatalogueContext, type SearchScope } from '../catalogue/index.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';
import type { Actor } from '../rights/authorization.ts';
import { isPrivileged } from '../rights/authorization.ts';
import { loadCompletionColumnsContext } from './completion-columns.ts';
import { planColumns } from './column-plan.ts';
import { assertSelectionNotEmpty, selectionFilters, selectionSizeUpTo } from './export-selection.ts';
import { exportFileName } from './file-names.ts';
import type { LayoutSource } from './layout-sources.ts';
import { resolveLayout } from './layout-sources.ts';
import { assertPdfRun } from './pdf-runs.ts';
import { hasPriceColumns, loadPriceColumnsContext, priceDay, type PriceColumnsContext } from './price-columns.ts';
import * as runs from './runs-repository.ts';

export const exportJobType = 'export';

/** Exporting reads the catalogue: the read right is enough (what is written is what the user may read). */
export function assertMayExport(actor: Actor): void {
  if (!catalogueRights(actor).read) throw new AppError(403, 'rights.forbidden');
}

/** The client a run's selection named, if any. */
function clientOfRun(filters: readonly ListingFilter[]): number | null {
  const value = filters.find((filter) => filter.field === 'client')?.value;
  return typeof value === 'number' ? value : null;
}

/** What a layout's price columns need for a selection: the list of the client it names, if any, takes the columns naming no list. */
export async function priceColumnsFor(tx: Queryable, actor: Actor, layout: ExportLayout, filters: readonly ListingFilter[], day: string): Promise<PriceColumnsContext | null> {
  if (!hasPriceColumns(layout)) return null;
  const clientId = clientOfRun(filters);
  // A client gone since the run was asked for: its columns are left out with a warning, and the selection says the rest.
  const clientListId =
    clientId === null
      ? null
      : await clientForExport(tx, actor, clientId).then(
          (client) => client.priceListId,
          (error: unknown) => {
            if (error instanceof AppError && error.statusCode === 404) return null;
            throw error;
          },
        );
  return loadPriceColumnsContext(tx, actor.principal.companyId, layout, { day, clientListId });
}

export function toExportRun(row: runs.ExportRunRow): ExportRun {
  return {
    id: row.id,
    kind: row.kind,
    template: row.template_id === null ? null : { id: row.template_id, version: row.template_version },
    status: row.status,
    format: row.format,
    language: row.language,
    file_name: row.file_name,
    products: row.products,
    size: row.size,
    warnings: row.warnings,
    failure: row.status === 'error' || row.status === 'interrupted' ? { code: row.failure_code ?? 'task.failed' } : null,
    task_id: row.task_id,
    client_id: clientOfRun(row.filters),
    created: row.created_at.toISOString(),
    finished: row.finished_at?.toISOString() ?? null,
  };
}

/** What the task panel names the run by (`shell/src/features/tasks/task-text.ts`). */
export type ExportSubject = { file: string; format: string };

/** What a run or a preview renders: the language, the layout (a template's resolved), the selection as filters. */
export async function resolveRendering(tx: Queryable, actor: Actor, request: { source: LayoutSource; selection: ExportSelection; language?: string | undefined }) {
  assertMayExport(actor);
  const context = await loadCatalogueContext(tx, actor.principal.companyId);
  const language = request.language ?? context.languages[0] ?? 'en';
  if (!context.languages.includes(language)) throw new AppError(400, 'export.language_unknown', { fields: { language: ['export.language_unknown'] } });
  const { layout, warnings, template, productSheet, pdfPage } = await resolveLayout(tx, actor, request.source);
  const readable = attributeRightsOf(actor, context.catalogue).readable;
  const selection = await selectionFilters(tx, actor, request.selection);
  const prices = await priceColumnsFor(tx, actor, layout, selection.filters, priceDay(new Date()));
  return { context, language, layout, template, productSheet, pdfPage, readable, prices, filters: selection.filters, warnings: [...warnings, ...selection.warnings] };
}

export async function createExportRun(
  tx: Queryable,
  actor: Actor,
  input: ExportRunRequest,
  kind: runs.ExportRunKind = input.source.kind,
): Promise<{ runId: number; subject: ExportSubject }> {
  const request = exportRunRequestSchema.parse(input);
  const { companyId, userId } = actor.principal;
  const rendering = await resolveRendering(tx, actor, request);
  const { context, language, layout, template, productSheet, pdfPage, readable, prices, filters, warnings } = rendering;
  assertRunFormat(actor, request.format, rendering);
  const completion = await loadCompletionColumnsContext(tx, actor, layout);
  const plan = planColumns(layout, { catalogue: context.catalogue, readable, language, categories: null, prices, completion });
  const firstSheet = plan.sheets[0];
  if (firstSheet === undefined) throw new AppError(400, 'template.no_visible_sheet');
  if (plan.sheets.every((sheet) => sheet.columns.length === 0)) throw new AppError(400, 'export.no_visible_column');
  const scope = { attributes: readable.byId, languages: context.languages };
  await assertSelectionNotEmpty(tx, actor, filters, scope);
  if (productSheet !== null) await assertProductSheetsWritable(tx, actor, productSheet, filters, scope);

  if (request.format !== 'xlsx' && request.format !== 'pdf' && plan.sheets.length > 1) warnings.push({ code: 'export.only_first_sheet', params: { sheet: firstSheet.name } });
  const fileName = exportFileName(request.file_name, request.format, new Date());
  const runId = await runs.insertExportRun(tx, companyId, userId, {
    kind,
    templateId: template?.id ?? null,
    templateVersion: template?.version ?? null,
    format: request.format,
    layout,
    productSheet,
    pdfPage,
    filters,
    language,
    csvSeparator: request.csv_separator,
    fileName,
    warnings,
  });
  return { runId, subject: { file: fileName, format: request.format } };
}

type Rendering = Awaited<ReturnType<typeof resolveRendering>>;

/**
 * The formats a template writes, each refusal at `format`: a PDF catalogue PDF only (and in another
 * language than the company's first only with `multilang_pdf_activated`), a single-product matrix
 * XLSX only (a product per sheet or per block is a workbook's shape), a PDF only from a PDF
 * template. Runs and feeds (at their creation and update) check the same.
 */
export function assertRunFormat(actor: Actor, format: ExportRunFormat, rendering: Pick<Rendering, 'pdfPage' | 'productSheet' | 'language' | 'context'>): void {
  assertPdfRun(actor, format, rendering.pdfPage !== null, rendering.language, rendering.context.languages);
  if (rendering.productSheet !== null && format !== 'xlsx') throw new AppError(400, 'export.product_sheets_xlsx_only', { fields: { format: ['export.product_sheets_xlsx_only'] } });
}

/** One sheet per product stays within the tabs a workbook can show. */
async function assertProductSheetsWritable(tx: Queryable, actor: Actor, options: ProductSheetOptions, filters: readonly ListingFilter[], scope: SearchScope): Promise<void> {
  if (options.per_product !== 'sheet') return;
  const limit = productSheetLimits.sheets;
  if ((await selectionSizeUpTo(tx, actor, filters, scope, limit + 1)) > limit) throw new AppError(422, 'export.too_many_product_sheets', { params: { limit } });
}

/**
 * A quick export: the listing's columns, in the user's order, as a one-sheet layout, completion
 * columns included. Columns an export cannot write (version, dates of the record) are skipped.
 */
export function quickExportLayout(columns: readonly string[]): ExportLayout {
  const sources: ExportSource[] = [];
  for (const column of columns) {
    const source = quickColumnSource(column);
    if (source !== null) sources.push(source);
  }
  const exportColumns: ExportColumn[] = sources.map((source) => ({ id: randomUUID(), source, header: {} }));
  return { sheets: [{ name: 'Products', visible: true, columns: exportColumns }] };
}

function quickColumnSource(column: string): ExportSource | null {
  const attribute = /^attribute:(\d{1,9})$/.exec(column);
  if (attribute !== null) return { kind: 'attribute', attribute_id: Number(attribute[1]), language: null, part: 'value', unit: null };
  const clientCompletion = /^completion:(\d{1,15})$/.exec(column);
  if (clientCompletion !== null) return { kind: 'completion', client_id: Number(clientCompletion[1]) };
  switch (column) {
    case 'sku':
    case 'name':
    case 'status':
    case 'model':
      return { kind: column };
    case 'model_reference':
      return { kind: 'model' };
    case 'categories':
    case 'category':
      return { kind: 'categories', tree_id: null };
    case 'completion':
      return { kind: 'completion', client_id: null };
    default:
      return null;
  }
}

export function quickExportRequest(input: QuickExportRequest): ExportRunRequest {
  return {
    source: { kind: 'layout', layout: quickExportLayout(input.columns) },
    format: input.format,
    selection: 'ids' in input.selection ? { kind: 'ids', ids: input.selection.ids } : { kind: 'filters', filters: input.selection.filters },
    ...(input.language === undefined ? {} : { language: input.language }),
    file_name: `quick-${defaultExportFileName}`,
  };
}

export async function recordRunTask(tx: Queryable, actor: Actor, runId: number, taskId: string): Promise<ExportRun> {
  await runs.setRunTask(tx, actor.principal.companyId, runId, taskId);
  return getExportRun(tx, actor, runId);
}

/** A run of the company; a user sees the runs they started, an administrator every run. */
export async function findVisibleRun(tx: Queryable, actor: Actor, id: number): Promise<runs.ExportRunRow> {
  assertMayExport(actor);
  const row = await runs.findExportRun(tx, actor.principal.companyId, id);
  if (row === null || (row.created_by !== actor.principal.userId && !isPrivileged(actor))) throw notFound();
  return row;
}

export async function getExportRun(tx: Queryable, actor: Actor, id: number): Promise<ExportRun> {
  return toExportRun(await findVisibleRun(tx, actor, id));
}

export async function listExportRuns(tx: Queryable, actor: Actor, query: { client_id?: number | undefined } = {}): Promise<ExportRun[]> {
  assertMayExport(actor);
  if (query.client_id === undefined) return (await runs.listUserRuns(tx, actor.principal.companyId, actor.principal.userId, 50)).map(toExportRun);
  const client = await clientForExport(tx, actor, query.client_id);
  return (await runs.listClientRuns(tx, actor.principal.companyId, client.id, 50)).map(toExportRun);
}
