/**
 * Export templates (docs/exports.md "Templates"): list, read, create, save as a new version,
 * duplicate, delete, the versions, their comparison and the revert. Group access and the
 * not-authorised refusals of spec §6 come from the rights layer; each type is gated by its
 * company feature.
 */
import type { CompanyFeature } from '@pimento/shared-kit/contracts/company';
import type {
  BrokenColumn,
  ExportTemplate,
  ExportTemplateDefinition,
  ExportTemplateInput,
  ExportTemplateSummary,
  ExportTemplateType,
  ExportTemplateVersion,
  ExportTemplateVersionSummary,
  TemplateComparison,
} from '@pimento/shared-kit/contracts/export-templates';
import {
  definedExportTemplateTypes,
  exportTemplateTypeSchema,
  matrixDefinitionSchema,
  pdfDefinitionSchema,
  reservedDefinitionSchema,
  singleProductMatrixDefinitionSchema,
} from '@pimento/shared-kit/contracts/export-templates';
import { assetExportDefinitionSchema, type AssetExportDefinition } from '@pimento/shared-kit/contracts/asset-exports';
import type { ExportLayout } from '@pimento/shared-kit/contracts/export-layout';
import type { TemplateCatalogueView } from '@pimento/shared-kit/exports/template-columns';
import { brokenColumns, columnProblem, exportFormulaInputs } from '@pimento/shared-kit/exports/template-columns';
import { compareTemplateVersions, layoutOf } from '@pimento/shared-kit/exports/template-comparison';
import { canonicalJson } from '@pimento/shared-kit/json/canonical-json';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { assertCompanyGroups, groupsForCreation, groupsWithRight, loadCatalogueContext, restrictedByGroups } from '../catalogue/index.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';
import type { Actor, Rights } from '../rights/authorization.ts';
import { assertFeature, assertGroupChange, assertRight, rightsOnObject } from '../rights/authorization.ts';
import { findUnitType } from '../units/catalogue.ts';
import { checkAssetExportDefinition } from '../assets/asset-export-checks.ts';
import * as repository from './repository.ts';
import type { TemplateRow, VersionRow } from './repository.ts';

/** The company feature each type needs (spec §3 store data); a matrix needs none. */
const typeFeatures: Record<ExportTemplateType, CompanyFeature | null> = {
  matrix: null,
  single_product_matrix: 'single_product_matrix_activated',
  pdf: 'pdf_activated',
  fabdis: 'fabdis_activated',
  bmecat: 'bmecat_activated',
  asset_export: null,
};

const definitionSchemas: Record<ExportTemplateType, z.ZodType> = {
  matrix: matrixDefinitionSchema,
  single_product_matrix: singleProductMatrixDefinitionSchema,
  pdf: pdfDefinitionSchema,
  fabdis: reservedDefinitionSchema,
  bmecat: reservedDefinitionSchema,
  asset_export: assetExportDefinitionSchema,
};

function activeTypes(actor: Actor): ExportTemplateType[] {
  return exportTemplateTypeSchema.options.filter((type) => {
    const feature = typeFeatures[type];
    return feature === null || actor.features[feature];
  });
}

function assertTypeActive(actor: Actor, type: ExportTemplateType): void {
  const feature = typeFeatures[type];
  if (feature !== null) assertFeature(actor.features, feature);
}

function notAuthorised(): AppError {
  return new AppError(403, 'template.not_authorised');
}

function templateNotFound(): AppError {
  return new AppError(404, 'template.not_found');
}

/** The company's catalogue as the template's columns see it, for this user. */
export async function templateCatalogueView(tx: Queryable, actor: Actor): Promise<TemplateCatalogueView> {
  const companyId = actor.principal.companyId;
  const context = await loadCatalogueContext(tx, companyId);
  const rights = attributeRightsOf(actor, context.catalogue);
  return {
    attributes: context.catalogue.byId,
    canRead: (attributeId) => rights.canRead(attributeId),
    languages: context.languages,
    categoryTrees: await repository.categoryTreeIds(tx, companyId),
    unitsOfType: (unitType) => {
      const found = findUnitType(unitType);
      return found === undefined ? undefined : new Set(found.units.map((unit) => unit.code));
    },
  };
}

/** The copy's groups: the source's, but under advanced rights only those where the user may create. */
function duplicateGroups(actor: Actor, row: TemplateRow): string[] {
  if (!restrictedByGroups(actor)) return row.group_ids;
  const creatable = new Set(groupsWithRight(actor, 'create'));
  return row.group_ids.filter((groupId) => creatable.has(groupId));
}

function templateRights(actor: Actor, row: TemplateRow, rights: Rights): ExportTemplate['rights'] {
  return { edit: rights.edit, delete: rights.delete, duplicate: duplicateGroups(actor, row).length > 0 || !restrictedByGroups(actor) };
}

function parsedDefinition(type: ExportTemplateType, stored: unknown): ExportTemplateDefinition {
  return definitionSchemas[type].parse(stored) as ExportTemplateDefinition;
}

function toTemplate(actor: Actor, row: TemplateRow, view: TemplateCatalogueView): ExportTemplate {
  const definition = parsedDefinition(row.type, row.definition);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    standard_version: row.standard_version,
    groups: row.group_ids,
    definition,
    version: row.version,
    broken_columns: brokenColumns(layoutOf(definition), view),
    rights: templateRights(actor, row, rightsOnObject(actor, row.group_ids)),
    created_by: row.created_by,
    updated_by: row.updated_by,
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  } as ExportTemplate;
}

/** A template the user may read, of a type the company has on (404 for another company's or an unreadable one). */
async function readableTemplate(tx: Queryable, actor: Actor, id: number, options: { lock?: boolean } = {}): Promise<TemplateRow> {
  const row = await repository.findTemplate(tx, actor.principal.companyId, id, options);
  if (row === null || !rightsOnObject(actor, row.group_ids).read) throw templateNotFound();
  assertTypeActive(actor, row.type);
  return row;
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, 'template.name_version_taken', { fields: { name: ['template.name_version_taken'] } });
  throw error;
}

async function assertBelowLimit(tx: Queryable, companyId: string): Promise<void> {
  const limit = await repository.templatesLimit(tx, companyId);
  if (limit !== null && (await repository.reachedTemplatesLimit(tx, companyId, limit))) throw new AppError(403, 'template.limit_reached');
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────

export async function listTemplates(tx: Queryable, actor: Actor, query: { type?: ExportTemplateType }): Promise<ExportTemplateSummary[]> {
  if (query.type !== undefined) assertTypeActive(actor, query.type);
  const rows = await repository.listTemplates(tx, actor.principal.companyId, query.type === undefined ? activeTypes(actor) : [query.type]);
  const view = await templateCatalogueView(tx, actor);
  return rows.flatMap((row) => {
    const rights = rightsOnObject(actor, row.group_ids);
    if (!rights.read) return [];
    return [
      {
        id: row.id,
        name: row.name,
        type: row.type,
        standard_version: row.standard_version,
        groups: row.group_ids,
        version: row.version,
        broken_columns_count: brokenColumns(layoutOf(row.definition), view).length,
        rights: templateRights(actor, row, rights),
        created_by: row.created_by,
        updated_by: row.updated_by,
        created: row.created_at.toISOString(),
        updated: row.updated_at.toISOString(),
      },
    ];
  });
}

export async function getTemplate(tx: Queryable, actor: Actor, id: number): Promise<ExportTemplate> {
  const row = await readableTemplate(tx, actor, id);
  return toTemplate(actor, row, await templateCatalogueView(tx, actor));
}

// ── Saving ────────────────────────────────────────────────────────────────────────────────────

const forbiddenInSheetNames = /[[\]:*?/\\]/;

/**
 * The rules of a definition (spec §5): a visible sheet, a column on each visible sheet, sheet
 * names Excel accepts once, column ids once. A column new or changed since `previous` must be
 * writable (its attribute readable, its language the company's…); a column kept as it was is
 * kept even when broken since: the user removes it when they choose.
 */
async function checkDefinition(tx: Queryable, actor: Actor, type: ExportTemplateType, definition: ExportTemplateDefinition, previous: ExportTemplateDefinition | null, view: TemplateCatalogueView): Promise<void> {
  if (type === 'asset_export') return checkAssetExportDefinition(tx, actor.principal.companyId, definition as AssetExportDefinition, view.languages);
  const layout = layoutOf(definition);
  const prefix = type === 'matrix' ? 'definition.sheets' : 'definition.layout.sheets';
  if (!layout.sheets.some((sheet) => sheet.visible)) {
    throw new AppError(400, 'template.no_visible_sheet', { fields: { [prefix]: ['template.no_visible_sheet'] } });
  }
  const empty = layout.sheets.flatMap((sheet, index) => (sheet.visible && sheet.columns.length === 0 ? [index] : []));
  if (empty.length > 0) {
    throw new AppError(400, 'template.no_pill', { fields: Object.fromEntries(empty.map((index) => [`${prefix}.${index}.columns`, ['template.no_pill']])) });
  }

  const fields: Record<string, string[]> = {};
  const kept = new Map(previous === null ? [] : layoutOf(previous).sheets.flatMap((sheet) => sheet.columns.map((column) => [column.id, canonicalJson(column.source)] as const)));
  const sheetNames = new Set<string>();
  const columnIds = new Set<string>();
  const formulaInputs = exportFormulaInputs(view);
  layout.sheets.forEach((sheet, sheetIndex) => {
    const name = sheet.name.trim();
    if (forbiddenInSheetNames.test(name) || name.startsWith("'") || name.endsWith("'") || name === '') fields[`${prefix}.${sheetIndex}.name`] = ['template.sheet_name_invalid'];
    else if (sheetNames.has(name.toLowerCase())) fields[`${prefix}.${sheetIndex}.name`] = ['template.sheet_name_taken'];
    sheetNames.add(name.toLowerCase());
    sheet.columns.forEach((column, columnIndex) => {
      const at = `${prefix}.${sheetIndex}.columns.${columnIndex}`;
      if (columnIds.has(column.id)) fields[`${at}.id`] = ['template.column_id_repeated'];
      columnIds.add(column.id);
      if (kept.get(column.id) === canonicalJson(column.source)) return;
      const problem = columnProblem(column.source, view, formulaInputs);
      if (problem !== null) fields[`${at}.${problem.field}`] = [problem.detail ?? problem.code];
    });
  });
  if (Object.keys(fields).length > 0) throw new AppError(400, 'template.invalid', { fields });
}

/** The type's feature, its standard version, and whether its definition exists yet. */
function assertCreatable(actor: Actor, type: ExportTemplateType, standardVersion: number | null, fabdisVersions: readonly number[]): void {
  assertTypeActive(actor, type);
  if (type === 'fabdis') {
    if (standardVersion === null) throw new AppError(400, 'template.standard_version_required', { fields: { standard_version: ['template.standard_version_required'] } });
    if (!fabdisVersions.includes(standardVersion)) {
      throw new AppError(400, 'template.standard_version_not_available', { fields: { standard_version: ['template.standard_version_not_available'] } });
    }
  }
  if (!(definedExportTemplateTypes as readonly string[]).includes(type)) throw new AppError(400, 'template.type_not_available', { fields: { type: ['template.type_not_available'] } });
}

async function fabdisVersionsOf(tx: Queryable, companyId: string): Promise<number[]> {
  const [row] = await tx.query<{ versions: number[] | null }>("SELECT settings -> 'fabdis_available_versions' AS versions FROM companies WHERE id = $1", [companyId]);
  return row?.versions ?? [2, 3];
}

export async function createTemplate(tx: Queryable, actor: Actor, input: ExportTemplateInput): Promise<ExportTemplate> {
  const { companyId, userId } = actor.principal;
  assertCreatable(actor, input.type, input.standard_version, input.type === 'fabdis' ? await fabdisVersionsOf(tx, companyId) : []);
  await assertCompanyGroups(tx, companyId, input.groups);
  const groupIds = await groupsForCreation(tx, actor, input.groups, 'template.not_authorised');
  const definition = input.definition as ExportTemplateDefinition;
  const view = await templateCatalogueView(tx, actor);
  await checkDefinition(tx, actor, input.type, definition, null, view);
  await assertBelowLimit(tx, companyId);
  const id = await repository
    .insertTemplate(tx, companyId, userId, { type: input.type, standard_version: input.standard_version, name: input.name, definition, group_ids: groupIds })
    .catch(nameTaken);
  return toTemplate(actor, (await repository.findTemplate(tx, companyId, id))!, view);
}

export async function updateTemplate(tx: Queryable, actor: Actor, id: number, input: ExportTemplateInput & { version: number }): Promise<ExportTemplate> {
  const { companyId, userId } = actor.principal;
  const row = await readableTemplate(tx, actor, id, { lock: true });
  let rights = rightsOnObject(actor, row.group_ids);
  if (input.groups !== undefined) {
    await assertCompanyGroups(tx, companyId, input.groups);
    if (restrictedByGroups(actor)) rights = assertGroupChange(actor, row.group_ids, input.groups);
  }
  if (!rights.edit) throw notAuthorised();
  if (input.type !== row.type || input.standard_version !== row.standard_version) {
    throw new AppError(400, 'template.type_mismatch', { fields: { type: ['template.type_mismatch'] } });
  }
  if (input.version !== row.version) throw new AppError(409, 'conflict.stale_version');
  const definition = input.definition as ExportTemplateDefinition;
  const view = await templateCatalogueView(tx, actor);
  await checkDefinition(tx, actor, row.type, definition, parsedDefinition(row.type, row.definition), view);
  await repository.saveNewVersion(tx, companyId, userId, row, { name: input.name, definition, group_ids: input.groups ?? row.group_ids }).catch(nameTaken);
  return toTemplate(actor, (await repository.findTemplate(tx, companyId, id))!, view);
}

export async function deleteTemplate(tx: Queryable, actor: Actor, id: number): Promise<void> {
  const row = await readableTemplate(tx, actor, id, { lock: true });
  assertRight(actor, row.group_ids, 'delete', 'template.not_authorised');
  await repository.deleteTemplate(tx, actor.principal.companyId, id);
}

/** A copy named "<name> (copy)", "<name> (copy 2)" … whichever is free, as version 1. */
export async function duplicateTemplate(tx: Queryable, actor: Actor, id: number): Promise<ExportTemplate> {
  const { companyId, userId } = actor.principal;
  const source = await readableTemplate(tx, actor, id);
  const groupIds = duplicateGroups(actor, source);
  if (restrictedByGroups(actor) && groupIds.length === 0) throw notAuthorised();
  await assertBelowLimit(tx, companyId);
  const taken = await repository.takenNames(tx, companyId, source.type, source.standard_version);
  const base = source.name.slice(0, 180);
  let name = `${base} (copy)`;
  for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${base} (copy ${copy})`;
  const copyId = await repository
    .insertTemplate(tx, companyId, userId, { type: source.type, standard_version: source.standard_version, name, definition: source.definition, group_ids: groupIds })
    .catch(nameTaken);
  return getTemplate(tx, actor, copyId);
}

// ── Versions ──────────────────────────────────────────────────────────────────────────────────

export async function listVersions(tx: Queryable, actor: Actor, id: number): Promise<ExportTemplateVersionSummary[]> {
  const row = await readableTemplate(tx, actor, id);
  const versions = await repository.listVersions(tx, actor.principal.companyId, id);
  return versions.map((version) => ({ version: version.version, name: version.name, saved_by: version.saved_by, saved: version.saved_at.toISOString(), current: version.version === row.version }));
}

async function existingVersion(tx: Queryable, actor: Actor, id: number, number: number): Promise<VersionRow> {
  const version = await repository.findVersion(tx, actor.principal.companyId, id, number);
  if (version === null) throw new AppError(404, 'template.version_not_found');
  return version;
}

export async function getVersion(tx: Queryable, actor: Actor, id: number, number: number): Promise<ExportTemplateVersion> {
  const row = await readableTemplate(tx, actor, id);
  const version = await existingVersion(tx, actor, id, number);
  const definition = parsedDefinition(row.type, version.definition);
  return {
    version: version.version,
    name: version.name,
    saved_by: version.saved_by,
    saved: version.saved_at.toISOString(),
    current: version.version === row.version,
    type: row.type,
    definition,
    broken_columns: brokenColumns(layoutOf(definition), await templateCatalogueView(tx, actor)),
  };
}

export async function compareVersions(tx: Queryable, actor: Actor, id: number, query: { from: number; to: number }): Promise<TemplateComparison> {
  const row = await readableTemplate(tx, actor, id);
  const [from, to] = [await existingVersion(tx, actor, id, query.from), await existingVersion(tx, actor, id, query.to)];
  const comparison = compareTemplateVersions(
    { name: from.name, definition: parsedDefinition(row.type, from.definition) },
    { name: to.name, definition: parsedDefinition(row.type, to.definition) },
  );
  return { from: query.from, to: query.to, ...comparison };
}

/**
 * Back to an earlier version (spec §4: the newer versions are lost). The UI confirms first; the
 * version the client read guards against reverting over someone's save it has not seen.
 */
export async function revertTemplate(tx: Queryable, actor: Actor, id: number, input: { to_version: number; version: number; confirm?: boolean }): Promise<ExportTemplate> {
  const row = await readableTemplate(tx, actor, id, { lock: true });
  assertRight(actor, row.group_ids, 'edit', 'template.not_authorised');
  if (input.confirm !== true) throw new AppError(400, 'template.revert_confirmation_required', { fields: { confirm: ['template.revert_confirmation_required'] } });
  if (input.version !== row.version) throw new AppError(409, 'conflict.stale_version');
  if (input.to_version === row.version) throw new AppError(400, 'template.revert_to_current', { fields: { to_version: ['template.revert_to_current'] } });
  if (input.to_version > row.version) throw new AppError(404, 'template.version_not_found');
  const target = await existingVersion(tx, actor, id, input.to_version);
  await repository.revertToVersion(tx, actor.principal.companyId, actor.principal.userId, id, target).catch(nameTaken);
  return getTemplate(tx, actor, id);
}

// ── What a run writes ─────────────────────────────────────────────────────────────────────────

export type ResolvedTemplate = {
  template: { id: number; name: string; type: ExportTemplateType; standard_version: number | null; version: number };
  /** The visible sheets with the columns that can be written; a sheet left without one is left out. */
  layout: ExportLayout;
  /** The type's whole definition, its layout being `layout` (a single-product matrix's options). */
  definition: ExportTemplateDefinition;
  /** The columns left out, each named (sheet, column, reason, `code` for the run's warning). */
  warnings: BrokenColumn[];
};

/**
 * The layout an export run writes with a template, read with the running user's rights: broken
 * columns (deleted attribute, removed language, unreadable attribute…) and hidden sheets are left
 * out, each broken column named in `warnings`. A template with nothing left to write answers 422
 * `template.no_pill`.
 */
export async function resolveTemplateLayout(tx: Queryable, actor: Actor, templateId: number): Promise<ResolvedTemplate> {
  const row = await readableTemplate(tx, actor, templateId);
  if (!(definedExportTemplateTypes as readonly string[]).includes(row.type)) throw new AppError(400, 'template.type_not_available');
  // An asset export writes files, not sheets: its runs start at `/api/exports/asset-runs/`.
  if (row.type === 'asset_export') throw new AppError(400, 'asset_export.not_tabular');
  const definition = parsedDefinition(row.type, row.definition);
  const warnings = brokenColumns(layoutOf(definition), await templateCatalogueView(tx, actor));
  const leftOut = new Set(warnings.map((warning) => warning.column_id));
  const sheets = layoutOf(definition)
    .sheets.filter((sheet) => sheet.visible)
    .map((sheet) => ({ ...sheet, columns: sheet.columns.filter((column) => !leftOut.has(column.id)) }))
    .filter((sheet) => sheet.columns.length > 0);
  if (sheets.length === 0) throw new AppError(422, 'template.no_pill');
  const layout: ExportLayout = { sheets };
  return {
    template: { id: row.id, name: row.name, type: row.type, standard_version: row.standard_version, version: row.version },
    layout,
    definition: row.type === 'matrix' ? layout : { ...(definition as z.infer<typeof singleProductMatrixDefinitionSchema>), layout },
    warnings,
  };
}
