/**
 * Import templates: saved mappings, listed with their last runs, duplicated, renamed, deleted.
 * A template names attributes by id: one the user cannot read is refused like an unknown one.
 */
import type { AutoMatchAnswer, ImportFile, ImportTemplate, ImportTemplateInput, Pill } from '@pimento/shared-kit/contracts/imports';
import { importTemplateInputSchema } from '@pimento/shared-kit/contracts/imports';
import { autoMatch } from '@pimento/shared-kit/imports/auto-match';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { loadCatalogueContext } from '../catalogue/index.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';
import type { Actor } from '../rights/authorization.ts';
import { findImportFile, findImportFiles } from './files-repository.ts';
import { assertMayImport, openImportSource, previewOfSource, toImportFile, withStoredFile } from './import-files.ts';
import { priceTargetProblems } from './price-targets.ts';
import * as repository from './templates-repository.ts';
import type { ImportRunSummaryRow, ImportTemplateRow } from './templates-repository.ts';

const lastRunsShown = 5;

/** The templates' last files, by id. */
async function lastFiles(tx: Queryable, companyId: string, rows: readonly ImportTemplateRow[]): Promise<ReadonlyMap<string, ImportFile>> {
  const ids = [...new Set(rows.flatMap((row) => (row.last_file_id === null ? [] : [row.last_file_id])))];
  return new Map((await findImportFiles(tx, companyId, ids)).map((file) => [file.id, toImportFile(file)]));
}

function toTemplate(row: ImportTemplateRow, runs: readonly ImportRunSummaryRow[], files: ReadonlyMap<string, ImportFile>): ImportTemplate {
  return {
    id: row.id,
    name: row.name,
    options: row.options,
    pills: row.pills,
    version: row.version,
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
    file: (row.last_file_id === null ? undefined : files.get(row.last_file_id)) ?? null,
    last_runs: runs.filter((run) => run.template_id === row.id).map((run) => ({ id: run.id, status: run.status as ImportTemplate['last_runs'][number]['status'], counts: run.counts, created: run.created_at.toISOString() })),
  };
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, 'import.template_name_taken', { fields: { name: ['import.template_name_taken'] } });
  throw error;
}

/** Every attribute a pill targets must exist and be readable by the user. */
async function assertKnownTargets(tx: Queryable, actor: Actor, pills: readonly Pill[]): Promise<void> {
  const context = await loadCatalogueContext(tx, actor.principal.companyId);
  const readable = attributeRightsOf(actor, context.catalogue).readable.byId;
  const fields: Record<string, string[]> = {};
  const trees = pills.some((pill) => pill.target.kind === 'categories' && (pill.target.tree_id ?? null) !== null)
    ? new Set((await tx.query<{ id: number }>('SELECT id::int AS id FROM categories WHERE company_id = $1 AND parent_id IS NULL', [actor.principal.companyId])).map((row) => row.id))
    : new Set<number>();
  const priceProblems = await priceTargetProblems(tx, actor.principal.companyId, pills);
  pills.forEach((pill, index) => {
    const target = pill.target;
    if (target.kind === 'attribute' && !readable.has(target.attribute_id)) fields[`pills.${index}.target`] = ['import.cell.attribute_not_found'];
    // The unit and the value come from two different columns (spec §5: "unit and value pills both required and different").
    else if (target.kind === 'attribute' && (target.unit_column ?? null) !== null && pill.columns.includes(target.unit_column!)) fields[`pills.${index}.target`] = ['import.pill_unit_column'];
    else if (target.kind === 'categories' && (target.tree_id ?? null) !== null && !trees.has(target.tree_id!)) fields[`pills.${index}.target`] = ['import.category_tree_not_found'];
    else if (priceProblems.has(index)) fields[`pills.${index}.target`] = [priceProblems.get(index)!];
  });
  if (Object.keys(fields).length > 0) throw new AppError(400, 'validation.invalid', { fields });
}

export async function listImportTemplates(tx: Queryable, actor: Actor): Promise<ImportTemplate[]> {
  assertMayImport(actor);
  const rows = await repository.listImportTemplates(tx, actor.principal.companyId);
  const runs = await repository.lastRuns(tx, actor.principal.companyId, rows.map((row) => row.id), lastRunsShown);
  const files = await lastFiles(tx, actor.principal.companyId, rows);
  return rows.map((row) => toTemplate(row, runs, files));
}

export async function getImportTemplate(tx: Queryable, actor: Actor, id: number): Promise<ImportTemplate> {
  assertMayImport(actor);
  const row = await repository.findImportTemplate(tx, actor.principal.companyId, id);
  if (row === null) throw notFound('import.template_not_found');
  return toTemplate(row, await repository.lastRuns(tx, actor.principal.companyId, [id], lastRunsShown), await lastFiles(tx, actor.principal.companyId, [row]));
}

/**
 * Remembers the file the user just uploaded for the template, so the mapping editor finds its
 * columns again after a reload (starting a dry run remembers its file too).
 */
export async function rememberTemplateFile(tx: Queryable, actor: Actor, id: number, fileId: string): Promise<ImportTemplate> {
  assertMayImport(actor);
  if ((await repository.findImportTemplate(tx, actor.principal.companyId, id, { lock: true })) === null) throw notFound('import.template_not_found');
  if ((await findImportFile(tx, actor.principal.companyId, fileId)) === null) throw notFound();
  await repository.setLastFile(tx, actor.principal.companyId, id, fileId);
  return getImportTemplate(tx, actor, id);
}

export async function createImportTemplate(tx: Queryable, actor: Actor, input: ImportTemplateInput): Promise<ImportTemplate> {
  assertMayImport(actor);
  const template = importTemplateInputSchema.parse(input);
  await assertKnownTargets(tx, actor, template.pills);
  const row = await repository.insertImportTemplate(tx, actor.principal.companyId, actor.principal.userId, template).catch(nameTaken);
  return toTemplate(row, [], new Map());
}

export async function updateImportTemplate(tx: Queryable, actor: Actor, id: number, input: ImportTemplateInput & { version: number }): Promise<ImportTemplate> {
  assertMayImport(actor);
  const current = await repository.findImportTemplate(tx, actor.principal.companyId, id, { lock: true });
  if (current === null) throw notFound('import.template_not_found');
  if (current.version !== input.version) throw new AppError(409, 'conflict.stale_version');
  const template = importTemplateInputSchema.parse({ name: input.name, options: input.options, pills: input.pills });
  await assertKnownTargets(tx, actor, template.pills);
  const row = await repository.updateImportTemplate(tx, actor.principal.companyId, id, template).catch(nameTaken);
  return toTemplate(row, await repository.lastRuns(tx, actor.principal.companyId, [id], lastRunsShown), await lastFiles(tx, actor.principal.companyId, [row]));
}

export async function deleteImportTemplate(tx: Queryable, actor: Actor, id: number): Promise<void> {
  assertMayImport(actor);
  if (!(await repository.deleteImportTemplate(tx, actor.principal.companyId, id))) throw notFound('import.template_not_found');
}

/** A copy named "<name> (copy)", "<name> (copy 2)" … whichever is free. */
export async function duplicateImportTemplate(tx: Queryable, actor: Actor, id: number): Promise<ImportTemplate> {
  assertMayImport(actor);
  const source = await repository.findImportTemplate(tx, actor.principal.companyId, id);
  if (source === null) throw notFound('import.template_not_found');
  const taken = new Set((await repository.listImportTemplates(tx, actor.principal.companyId)).map((row) => row.name.toLowerCase()));
  let name = `${source.name} (copy)`;
  for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${source.name} (copy ${copy})`;
  const row = await repository.insertImportTemplate(tx, actor.principal.companyId, actor.principal.userId, { name: name.slice(0, 200), options: source.options, pills: source.pills });
  return toTemplate(row, [], new Map());
}

/** Suggested pills for a file's columns: the company's earlier mappings, codes, labels, similar names. */
export async function autoMatchFile(tx: Queryable, actor: Actor, storage: FileStorage, fileId: string, input: { sheet: string | null; header_line: number }): Promise<AutoMatchAnswer> {
  assertMayImport(actor);
  const file = await findImportFile(tx, actor.principal.companyId, fileId);
  if (file === null) throw notFound();
  const preview = await withStoredFile(storage, file, async (filePath) => {
    const source = await openImportSource(filePath);
    try {
      return await previewOfSource(source, input.sheet ?? undefined, input.header_line);
    } finally {
      await source.close();
    }
  });
  const context = await loadCatalogueContext(tx, actor.principal.companyId);
  const readable = [...attributeRightsOf(actor, context.catalogue).readable.byId.values()].filter((attribute) => !attribute.computed);
  const earlier = await repository.earlierMappings(tx, actor.principal.companyId);
  const matches = autoMatch(preview.columns, readable, context.languages, earlier.filter((mapping) => mapping.target.kind !== 'attribute' || readable.some((attribute) => attribute.id === (mapping.target as { attribute_id: number }).attribute_id)));
  return {
    columns: preview.columns,
    matches: matches.map((match) => ({ column: match.column.key, target: match.target, confidence: match.confidence, reason: match.reason })),
  };
}
