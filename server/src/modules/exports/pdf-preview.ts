/**
 * The PDF editor's live preview (docs/pdf-catalogues.md): a page of a draft template — the cover,
 * the contents, or the first page of products — as the HTML Chromium prints, made by the run's own
 * pieces (`resolveRendering`, the column plan, the product batches, the main images, the cards).
 * No job, nothing stored; the editor shows it in a sandboxed frame.
 */
import { pdfRunLayout } from '@pimento/shared-kit/contracts/pdf-catalogues';
import { pdfPreviewRequestSchema, type PdfPreview, type PdfPreviewRequest } from '@pimento/shared-kit/contracts/pdf-previews';
import type { Database, Queryable } from '../../db/database.ts';
import { catalogueDocument, contentsPages, coverPage, productPages } from '../../formats/pdf/catalogue-html.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertFeature } from '../rights/authorization.ts';
import { categoryPathsFor } from './category-paths.ts';
import { planColumns } from './column-plan.ts';
import { resolveRendering } from './export-runs.ts';
import { selectionScope } from './export-selection.ts';
import { catalogueFont, mainImages } from './pdf-assets.ts';
import { cardMaker, catalogueDesign, catalogueWords, coverOf } from './pdf-cards.ts';
import { assertPdfRun } from './pdf-runs.ts';
import { batchPrices } from './price-columns.ts';
import type { ExportProduct } from './product-batches.ts';
import { firstSelectionIds, productBatches } from './product-batches.ts';

export type PreparedPdfPreview = Awaited<ReturnType<typeof preparePdfPreview>>;

export async function preparePdfPreview(tx: Queryable, actor: Actor, input: PdfPreviewRequest) {
  assertFeature(actor.features, 'pdf_activated');
  const request = pdfPreviewRequestSchema.parse(input);
  const { layout: cardLayout, ...options } = request.definition;
  const source = { kind: 'layout' as const, layout: pdfRunLayout(cardLayout, options) };
  const { context, language, layout, readable, prices, filters, warnings } = await resolveRendering(tx, actor, { source, selection: request.selection, language: request.language });
  assertPdfRun(actor, 'pdf', true, language, context.languages);
  const categories = await categoryPathsFor(tx, actor.principal.companyId, layout);
  const plan = planColumns(layout, { catalogue: context.catalogue, readable, language, categories, prices });
  const scope = await selectionScope(tx, actor, filters, { attributes: readable.byId, languages: context.languages });
  const ids = await firstSelectionIds(tx, actor, filters, scope, options.products_per_page);
  return { actor, language, options, page: request.page, plan, scope, ids, batchPrices: batchPrices(plan, prices), warnings: [...warnings, ...plan.warnings] };
}

export async function renderPdfPreview(db: Database, storage: FileStorage, prepared: PreparedPdfPreview): Promise<PdfPreview> {
  const { actor, language, options, page, plan, scope, ids, warnings } = prepared;
  const companyId = actor.principal.companyId;
  const font = options.font_asset_id === null ? null : await catalogueFont(db, companyId, storage, options.font_asset_id);
  if (options.font_asset_id !== null && font === null) warnings.push({ code: 'pdf.font_missing', params: { detail: options.font_asset_id } });
  const design = catalogueDesign(options, language, font);
  const products: ExportProduct[] = [];
  if (ids.length > 0) for await (const batch of productBatches(db, actor, scope, ids, { withCategories: plan.needsCategories, prices: prepared.batchPrices })) products.push(...batch);
  const images = options.main_image && page === 'products' ? await mainImages(db, companyId, storage, products.map((product) => product.id), options.products_per_page === 1 ? 'preview' : 'tile') : null;
  if (images !== null && images.missing > 0) warnings.push({ code: 'pdf.images_missing', params: { count: images.missing } });
  const makeCard = cardMaker(plan.sheets, language);
  const cards = products.map((product) => makeCard(product, images?.images.get(product.id) ?? null));
  const pages =
    page === 'cover'
      ? [coverPage(coverOf(options, language))]
      : page === 'contents'
        ? contentsPages(design, catalogueWords(language).contents, cards.map((card, index) => ({ title: card.title, sku: card.sku, page: 3 + Math.floor(index / options.products_per_page) })))
        : productPages(design, cards);
  return { language, html: catalogueDocument(design, pages.slice(0, 1)), warnings };
}
