/**
 * Where a run's layout comes from: sent with the request, or a saved template's, resolved by the
 * templates module (`resolveTemplateLayout`) with the running user's rights. The engine never
 * reads template tables itself; the columns the template module left out become the run's
 * warnings, with the template's id and version recorded on the run.
 */
import type { ExportLayout, ProductSheetOptions } from '@pimento/shared-kit/contracts/export-layout';
import type { BrokenColumn } from '@pimento/shared-kit/contracts/export-templates';
import { pdfRunLayout, type PdfDefinition, type PdfPageOptions } from '@pimento/shared-kit/contracts/pdf-catalogues';
import type { ExportWarning } from '@pimento/shared-kit/contracts/exports';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { resolveTemplateLayout } from '../export-templates/index.ts';
import type { Actor } from '../rights/authorization.ts';

export type LayoutSource = { kind: 'layout'; layout: ExportLayout; product_sheet?: ProductSheetOptions | undefined; pdf_page?: PdfPageOptions | undefined } | { kind: 'template'; template_id: number };
export type ResolvedLayout = {
  layout: ExportLayout;
  warnings: ExportWarning[];
  template: { id: number; version: number } | null;
  /** A single-product matrix's way of writing each product; null for a table of one row per product. */
  productSheet: ProductSheetOptions | null;
  /** A PDF catalogue's page design; its layout then holds the card's columns and the price's sheet. */
  pdfPage: PdfPageOptions | null;
};

/** A broken column as a run's warning: its code, whose message names the sheet and the column. */
export function brokenColumnWarning(column: BrokenColumn): ExportWarning {
  const params: Record<string, string> = { sheet: column.sheet, column: column.column };
  if (column.language !== null) params.language = column.language;
  if (column.detail !== null) params.detail = column.detail;
  return { code: column.code, params };
}

export async function resolveLayout(tx: Queryable, actor: Actor, source: LayoutSource): Promise<ResolvedLayout> {
  if (source.kind === 'layout') {
    const pdfPage = source.pdf_page ?? null;
    return { layout: pdfPage === null ? source.layout : pdfRunLayout(source.layout, pdfPage), warnings: [], template: null, productSheet: source.product_sheet ?? null, pdfPage };
  }
  const resolved = await resolveTemplateLayout(tx, actor, source.template_id);
  const template = { id: resolved.template.id, version: resolved.template.version };
  const warnings = resolved.warnings.map(brokenColumnWarning);
  if (resolved.template.type === 'matrix') return { layout: resolved.layout, warnings, template, productSheet: null, pdfPage: null };
  if (resolved.template.type === 'single_product_matrix' && 'per_product' in resolved.definition) {
    const { layout: _layout, ...productSheet } = resolved.definition;
    return { layout: resolved.layout, warnings, template, productSheet, pdfPage: null };
  }
  if (resolved.template.type === 'pdf') {
    const { layout: _layout, ...pdfPage } = resolved.definition as PdfDefinition;
    return { layout: pdfRunLayout(resolved.layout, pdfPage), warnings, template, productSheet: null, pdfPage };
  }
  throw new AppError(400, 'template.type_not_available');
}
