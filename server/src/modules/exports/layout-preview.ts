/**
 * The template editor's live preview: the layout rendered for the first products of a selection by
 * the run's own column plan and product reader, so the preview shows what the file will hold. No
 * job, nothing stored; a layout without any column answers empty sheets (the editor starts so).
 */
import type { ExportPreview, ExportPreviewRequest } from '@pimento/shared-kit/contracts/exports';
import { exportPreviewRequestSchema } from '@pimento/shared-kit/contracts/exports';
import type { Database, Queryable } from '../../db/database.ts';
import type { Actor } from '../rights/authorization.ts';
import { categoryPathsFor } from './category-paths.ts';
import type { CellValue } from './column-plan.ts';
import { planColumns } from './column-plan.ts';
import { batchPrices } from './price-columns.ts';
import { resolveRendering } from './export-runs.ts';
import { selectionScope } from './export-selection.ts';
import { loadMainImageAddresses } from './main-image-columns.ts';
import type { ExportProduct } from './product-batches.ts';
import { firstSelectionIds, productBatches } from './product-batches.ts';

/** What a preview reads in its tenant transaction, before the products are rendered. */
export type PreparedPreview = Awaited<ReturnType<typeof preparePreview>>;

export async function preparePreview(tx: Queryable, actor: Actor, input: ExportPreviewRequest) {
  const request = exportPreviewRequestSchema.parse(input);
  const { context, language, layout, readable, prices, filters, warnings } = await resolveRendering(tx, actor, request);
  const categories = await categoryPathsFor(tx, actor.principal.companyId, layout);
  const media = await loadMainImageAddresses(tx, actor.principal.companyId, layout);
  const plan = planColumns(layout, { catalogue: context.catalogue, readable, language, categories, prices, media });
  const scope = await selectionScope(tx, actor, filters, { attributes: readable.byId, languages: context.languages });
  const ids = await firstSelectionIds(tx, actor, filters, scope, request.limit);
  return { actor, language, plan, scope, ids, batchPrices: batchPrices(plan, prices), warnings: [...warnings, ...plan.warnings] };
}

/** A cell as the user reads it in the preview; the file keeps numbers and booleans typed. */
function cellText(value: CellValue): string {
  return value === null ? '' : String(value);
}

export async function renderPreview(db: Database, prepared: PreparedPreview): Promise<ExportPreview> {
  const { actor, language, plan, scope, ids, batchPrices: prices, warnings } = prepared;
  const products: ExportProduct[] = [];
  if (ids.length > 0) for await (const batch of productBatches(db, actor, scope, ids, { withCategories: plan.needsCategories, prices, withMainImages: plan.needsMainImages })) products.push(...batch);
  return {
    language,
    sheets: plan.sheets.map((sheet) => ({
      name: sheet.name,
      columns: sheet.columns.map((column) => ({ id: column.id, header: column.header })),
      rows: products.map((product) => sheet.columns.map((column) => cellText(column.read(product)))),
    })),
    warnings,
  };
}
