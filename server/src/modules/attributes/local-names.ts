import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import { requireCompany } from '../companies/service.ts';
import type { FieldErrors } from './attribute-rules.ts';
import { addFieldError, checkPerLabelLanguage } from './attribute-rules.ts';

/**
 * Names per attribute label language of sections, groups, categories and asset categories, kept as attribute labels
 * are: one row per language (migration 0630), checked by the same rules, unique within their scope
 * in each language. The owner's `name` column holds the shown name: the name in the company's
 * first label language, else the first one given.
 */

export type NamedOwner = 'section' | 'group' | 'category' | 'asset_category';
export type Names = Record<string, string>;
/** What a create or a change says about names: all of them, or the one in the first label language. */
export type NamesInput = { name?: string | undefined; names?: Names | undefined };

const storage: Record<NamedOwner, { table: string; key: string; owner: string; codes: string }> = {
  section: { table: 'attribute_section_names', key: 'section_id', owner: 'attribute_sections', codes: 'attribute_section' },
  group: { table: 'attribute_group_names', key: 'group_id', owner: 'attribute_groups', codes: 'attribute_group' },
  category: { table: 'category_names', key: 'category_id', owner: 'categories', codes: 'category' },
  asset_category: { table: 'asset_category_names', key: 'asset_category_id', owner: 'asset_categories', codes: 'asset_category' },
};

/** Owners in trees: their names are unique within a level (the parent's id, 0 for the roots). */
const levelled = new Set<NamedOwner>(['category', 'asset_category']);

const codeOf = (owner: NamedOwner, suffix: 'name_required' | 'name_has_pipe' | 'name_taken') => `${storage[owner].codes}.${suffix}` as ErrorCode;

export async function labelLanguagesOf(tx: Queryable, companyId: string): Promise<string[]> {
  return companySettingsOf(await requireCompany(tx, companyId)).attribute_label_languages;
}

/** The SQL of an owner's names as one JSON object (`alias` is the owner's row). */
export function namesSql(owner: NamedOwner, alias: string): string {
  const { table, key } = storage[owner];
  return `COALESCE((SELECT jsonb_object_agg(n.language, n.name) FROM ${table} n WHERE n.${key} = ${alias}.id), '{}'::jsonb)`;
}

/** The names asked for, trimmed: `names` replaces them all, `name` alone the first label language's; undefined when unchanged. */
export function requestedNames(input: NamesInput, labelLanguages: readonly string[], current: Names = {}): Names | undefined {
  if (input.names !== undefined) return Object.fromEntries(Object.entries(input.names).map(([language, name]) => [language, name.trim()]));
  if (input.name !== undefined) return { ...current, [labelLanguages[0] ?? 'en']: input.name.trim() };
  return undefined;
}

/** The name shown where the reader's language has none. */
export function shownName(names: Names, labelLanguages: readonly string[]): string {
  for (const language of labelLanguages) if (names[language]) return names[language];
  return Object.values(names)[0] ?? '';
}

/**
 * The rules of attribute labels (400), then uniqueness within the scope in each language (409):
 * every company-wide for sections and groups, within `level` (the parent, 0 for the roots) for
 * categories. `id` is the owner being changed, so its own names do not count. A request that
 * gave `name` alone hears about it on `name`, one that gave `names` on `names.<language>`.
 */
export async function checkNames(
  tx: Queryable,
  owner: NamedOwner,
  input: NamesInput,
  names: Names,
  labelLanguages: readonly string[],
  scope: { id: number | null; level?: number },
): Promise<void> {
  const fields: FieldErrors = {};
  checkPerLabelLanguage(names, labelLanguages, fields, 'names', { required: codeOf(owner, 'name_required'), pipe: codeOf(owner, 'name_has_pipe') });
  if (input.names === undefined && input.name !== undefined) renameField(fields, `names.${labelLanguages[0]}`, 'name');
  if (Object.keys(fields).length > 0) throw new AppError(400, Object.values(fields)[0]![0]! as ErrorCode, { fields });
  const { table, key } = storage[owner];
  const languages = Object.keys(names);
  const taken = await tx.query<{ language: string }>(
    `SELECT DISTINCT n.language FROM ${table} n JOIN unnest($1::text[], $2::text[]) AS w (language, name) ON n.language = w.language AND lower(n.name) = lower(w.name)
      WHERE n.${key} IS DISTINCT FROM $3::bigint${scope.level === undefined ? '' : ' AND n.level = $4'}`,
    [languages, languages.map((language) => names[language]), scope.id, ...(scope.level === undefined ? [] : [scope.level])],
  );
  for (const { language } of taken) addFieldError(fields, `names.${language}`, codeOf(owner, 'name_taken'));
  if (input.names === undefined && input.name !== undefined) renameField(fields, `names.${labelLanguages[0]}`, 'name');
  if (Object.keys(fields).length > 0) throw nameTaken(owner, fields);
}

function renameField(fields: FieldErrors, from: string, to: string): void {
  if (fields[from] === undefined) return;
  fields[to] = fields[from];
  delete fields[from];
}

/** 409 on the languages whose name another owner of the scope has (the unique index is the last wall, answered on `name`). */
export function nameTaken(owner: NamedOwner, fields: FieldErrors = { name: [codeOf(owner, 'name_taken')] }): AppError {
  return new AppError(409, codeOf(owner, 'name_taken'), { fields });
}

/** Whether a unique violation is the names index of `owner`. */
export function isNamesIndex(owner: NamedOwner, constraint: string | undefined): boolean {
  return constraint === `${storage[owner].table}_name_key`;
}

/** Replaces an owner's names, and its shown name. `level`: a category's parent (0 for a root). */
export async function writeNames(
  tx: Queryable,
  owner: NamedOwner,
  target: { companyId: string; id: number; level?: number },
  names: Names,
  labelLanguages: readonly string[],
): Promise<void> {
  const { table, key } = storage[owner];
  const languages = Object.keys(names);
  await tx.query(`DELETE FROM ${table} WHERE ${key} = $1`, [target.id]);
  await tx.query(
    levelled.has(owner)
      ? `INSERT INTO ${table} (company_id, ${key}, language, name, level) SELECT $1, $2, w.language, w.name, $5 FROM unnest($3::text[], $4::text[]) AS w (language, name)`
      : `INSERT INTO ${table} (company_id, ${key}, language, name) SELECT $1, $2, w.language, w.name FROM unnest($3::text[], $4::text[]) AS w (language, name)`,
    [target.companyId, target.id, languages, languages.map((language) => names[language]), ...(levelled.has(owner) ? [target.level ?? 0] : [])],
  );
  await tx.query(`UPDATE ${storage[owner].owner} SET name = $2 WHERE id = $1`, [target.id, shownName(names, labelLanguages)]);
}

/** A category moved: its names now compete with those of its new level. */
export async function moveCategoryNames(tx: Queryable, categoryId: number, level: number, owner: 'category' | 'asset_category' = 'category'): Promise<void> {
  const { table, key } = storage[owner];
  await tx.query(`UPDATE ${table} SET level = $2 WHERE ${key} = $1`, [categoryId, level]);
}

/** How many sections, groups, categories and asset categories have a name in `language` only. */
export async function countOnlyNamedIn(tx: Queryable, language: string): Promise<number> {
  let count = 0;
  for (const { table, key } of Object.values(storage)) {
    const [row] = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${table} n WHERE n.language = $1 AND NOT EXISTS (SELECT 1 FROM ${table} o WHERE o.${key} = n.${key} AND o.language <> $1)`,
      [language],
    );
    count += row!.count;
  }
  return count;
}

/** A label language is gone: its names go, and each shown name follows the languages' new order. */
export async function removeNamesIn(tx: Queryable, language: string, labelLanguages: readonly string[]): Promise<void> {
  for (const { table, key, owner } of Object.values(storage)) {
    await tx.query(`DELETE FROM ${table} WHERE language = $1`, [language]);
    await tx.query(
      `UPDATE ${owner} o SET name = (SELECT n.name FROM ${table} n WHERE n.${key} = o.id ORDER BY array_position($1::text[], n.language) NULLS LAST, n.language LIMIT 1)
        WHERE EXISTS (SELECT 1 FROM ${table} n WHERE n.${key} = o.id)`,
      [labelLanguages],
    );
  }
}
