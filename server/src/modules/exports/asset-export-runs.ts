/**
 * Asset export runs as the API, a feed and the operator command start them (docs/assets.md "Asset
 * export"): an `asset_export` template read with the user's rights, its product selection turned
 * into listing filters, a refusal when no asset matches (never an empty zip), then a run of the
 * export engine that keeps the definition as it is now (later edits change nothing). The caller
 * enqueues the engine's job, which hands the run to `asset-export-job.ts`.
 */
import type { AssetExportDefinition, AssetExportRunRequest } from '@pimento/shared-kit/contracts/asset-exports';
import { assetExportRunRequestSchema } from '@pimento/shared-kit/contracts/asset-exports';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { countAssetExportEntries } from '../assets/asset-export-entries.ts';
import { loadCatalogueContext } from '../catalogue/index.ts';
import { getTemplate } from '../export-templates/index.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';
import type { Actor } from '../rights/authorization.ts';
import type { AssetExportRun } from './asset-export-job.ts';
import { assertMayExport, type ExportSubject } from './export-runs.ts';
import { selectionFilters, selectionScope } from './export-selection.ts';
import { exportFileName } from './file-names.ts';
import { firstSelectionIds, selectionIds } from './product-batches.ts';
import * as runs from './runs-repository.ts';

/** One selection read whole (ids only): a run is bounded by what a listing can select. */
const maxProducts = 10_000_000;

/** The ids of the products whose links a run writes, as the user may read them now. */
export async function selectedProductIds(tx: Queryable, actor: Actor, filters: readonly ListingFilter[]): Promise<Int32Array> {
  const context = await loadCatalogueContext(tx, actor.principal.companyId);
  const readable = attributeRightsOf(actor, context.catalogue).readable;
  const scope = await selectionScope(tx, actor, filters, { attributes: readable.byId, languages: context.languages });
  return (await selectionIds(tx, actor, filters, scope)) ?? firstSelectionIds(tx, actor, filters, scope, maxProducts);
}

/** An asset template's definition, read with the user's rights (404 unreadable, 400 another type). */
export async function assetExportTemplate(tx: Queryable, actor: Actor, templateId: number): Promise<{ id: number; version: number; definition: AssetExportDefinition }> {
  const template = await getTemplate(tx, actor, templateId);
  if (template.type !== 'asset_export') throw new AppError(400, 'asset_export.not_asset_template', { fields: { template_id: ['asset_export.not_asset_template'] } });
  return { id: template.id, version: template.version, definition: template.definition };
}

export async function createAssetExportRun(tx: Queryable, actor: Actor, input: AssetExportRunRequest, publicUrl: string): Promise<{ runId: number; subject: ExportSubject }> {
  assertMayExport(actor);
  const request = assetExportRunRequestSchema.parse(input);
  const { companyId, userId } = actor.principal;
  const template = await assetExportTemplate(tx, actor, request.template_id);
  const { definition } = template;
  const context = await loadCatalogueContext(tx, companyId);
  const selection = definition.products === null ? { filters: [], warnings: [] } : await selectionFilters(tx, actor, definition.products);
  const productIds = definition.products === null ? null : await selectedProductIds(tx, actor, selection.filters);
  if ((await countAssetExportEntries(tx, companyId, definition, productIds)) === 0) throw new AppError(422, 'asset_export.empty_selection');

  const fileName = exportFileName(request.file_name, request.format, new Date());
  const assetExport: AssetExportRun = { ...definition, public_url: publicUrl };
  const runId = await runs.insertExportRun(tx, companyId, userId, {
    kind: 'template',
    templateId: template.id,
    templateVersion: template.version,
    format: request.format,
    layout: { sheets: [] },
    productSheet: null,
    assetExport,
    filters: selection.filters,
    language: context.languages[0] ?? 'en',
    csvSeparator: ';',
    fileName,
    warnings: selection.warnings,
  });
  return { runId, subject: { file: fileName, format: request.format } };
}
