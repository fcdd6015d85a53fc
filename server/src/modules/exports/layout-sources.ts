/**
 * Where a run's layout comes from: sent with the request, or a saved template's. Templates live in
 * their own module; it plugs in here (`setTemplateLayoutResolver`) so that this engine never reads
 * template tables itself. Until one is set, a template run answers `export.template_unavailable`.
 */
import type { ExportLayout } from '@pimento/shared-kit/contracts/export-layout';
import type { ExportWarning } from '@pimento/shared-kit/contracts/exports';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../rights/authorization.ts';

/** A template's layout as the user may run it, and what was dropped from it (a deleted attribute, …). */
export type TemplateLayoutResolver = (tx: Queryable, actor: Actor, templateId: number) => Promise<{ layout: ExportLayout; warnings: ExportWarning[] }>;

let templateLayouts: TemplateLayoutResolver | null = null;

export function setTemplateLayoutResolver(resolver: TemplateLayoutResolver | null): void {
  templateLayouts = resolver;
}

export type LayoutSource = { kind: 'layout'; layout: ExportLayout } | { kind: 'template'; template_id: number };

export async function resolveLayout(tx: Queryable, actor: Actor, source: LayoutSource): Promise<{ layout: ExportLayout; warnings: ExportWarning[]; templateId: number | null }> {
  if (source.kind === 'layout') return { layout: source.layout, warnings: [], templateId: null };
  if (templateLayouts === null) throw new AppError(400, 'export.template_unavailable');
  return { ...(await templateLayouts(tx, actor, source.template_id)), templateId: source.template_id };
}
