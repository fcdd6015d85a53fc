/**
 * Where a run's layout comes from: sent with the request, or a saved template's, resolved by the
 * templates module (`resolveTemplateLayout`) with the running user's rights. The engine never
 * reads template tables itself; the columns the template module left out become the run's
 * warnings, with the template's id and version recorded on the run.
 */
import type { ExportLayout } from '@pimento/shared-kit/contracts/export-layout';
import type { BrokenColumn } from '@pimento/shared-kit/contracts/export-templates';
import type { ExportWarning } from '@pimento/shared-kit/contracts/exports';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { resolveTemplateLayout } from '../export-templates/index.ts';
import type { Actor } from '../rights/authorization.ts';

export type LayoutSource = { kind: 'layout'; layout: ExportLayout } | { kind: 'template'; template_id: number };
export type ResolvedLayout = { layout: ExportLayout; warnings: ExportWarning[]; template: { id: number; version: number } | null };

/** A broken column as a run's warning: its code, whose message names the sheet and the column. */
export function brokenColumnWarning(column: BrokenColumn): ExportWarning {
  const params: Record<string, string> = { sheet: column.sheet, column: column.column };
  if (column.language !== null) params.language = column.language;
  if (column.detail !== null) params.detail = column.detail;
  return { code: column.code, params };
}

export async function resolveLayout(tx: Queryable, actor: Actor, source: LayoutSource): Promise<ResolvedLayout> {
  if (source.kind === 'layout') return { layout: source.layout, warnings: [], template: null };
  const resolved = await resolveTemplateLayout(tx, actor, source.template_id);
  if (resolved.template.type !== 'matrix') throw new AppError(400, 'template.type_not_available');
  return { layout: resolved.layout, warnings: resolved.warnings.map(brokenColumnWarning), template: { id: resolved.template.id, version: resolved.template.version } };
}
