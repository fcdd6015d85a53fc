/**
 * Model listing: same contract as products (filters, sort, keyset pages, count). Models are
 * tens of thousands, not millions: attribute filters and sorts read the value documents directly,
 * with the operators and meaning of the product listing's (the kernel's `catalogue/filter-sql.ts`).
 */
import type { ListingFilter, ListingSearch } from '@pimento/shared-kit/contracts/product-filters';
import { listingSearchSchema } from '@pimento/shared-kit/contracts/product-filters';
import type { IndexTable } from '@pimento/shared-kit/attribute-types/index';
import { attributeTypeModules } from '@pimento/shared-kit/attribute-types/index';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../rights/authorization.ts';
import type { AttributeDefinition } from '../attributes/definition.ts';
import type { SqlParts } from '../catalogue/index.ts';
import {
  assertKnownColumns,
  comparison,
  groupsWithRight,
  loadCatalogueContext,
  modelBuiltInColumns,
  restrictedByGroups,
  sqlParts,
  textColumnCondition,
  timeColumnCondition,
} from '../catalogue/index.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';

/** A sort: the expressions ordering the rows (then `m.id`), each with the cast its cursor value needs. */
type SortKey = { parts: { expression: string; cast: string }[] };

const builtInSorts: Record<string, SortKey> = {
  id: { parts: [{ expression: 'm.id', cast: 'bigint' }] },
  reference: { parts: [{ expression: 'm.reference', cast: 'text' }] },
  name: { parts: [{ expression: 'm.name', cast: 'text' }] },
  created: { parts: [{ expression: 'm.created_at', cast: 'timestamptz' }] },
  updated: { parts: [{ expression: 'm.updated_at', cast: 'timestamptz' }] },
  products_count: { parts: [{ expression: '(SELECT count(*) FROM products p WHERE p.company_id = m.company_id AND p.model_id = m.id)', cast: 'bigint' }] },
};

const casts: Record<IndexTable, string> = { text: 'text', number: 'float8', date: 'date' };
/** Any value of the type: models without a value are ordered by id among themselves. */
const placeholders: Record<IndexTable, string> = { text: "''", number: '0', date: "'1970-01-01'::date" };

/** `attributes`: those the user may read; filters, sorts and columns naming another answer as for an unknown one. */
type ModelScope = { actor: Actor; attributes: ReadonlyMap<number, AttributeDefinition>; languages: readonly string[] };

function fail(index: number, code: 'filter.operator_not_allowed' | 'filter.invalid_value' | 'filter.too_many_values' | 'filter.unknown_column' | 'filter.unknown_attribute'): never {
  throw new AppError(code === 'filter.too_many_values' ? 422 : 400, code, { fields: { [`filters.${index}`]: [code] } });
}

/** The attribute a filter or sort names, if the user may read it. */
function readableAttribute(scope: ModelScope, field: string): AttributeDefinition | undefined {
  const match = /^attribute:(\d+)$/.exec(field);
  return match ? scope.attributes.get(Number(match[1])) : undefined;
}

/**
 * The values of one attribute in a model's document as rows `(language, value)`, shaped like the
 * products' index rows (docs/catalogue-storage.md): `language` is '' when not localizable, a
 * range gives `min` and `max` (`en.min`… when localizable), a list one row per item.
 */
function documentValueRows(attribute: AttributeDefinition, key: string): string {
  const document = `m.attribute_values -> ${key}`;
  const items = (json: string) => `jsonb_array_elements_text(CASE WHEN jsonb_typeof(${json}) = 'array' THEN ${json} ELSE jsonb_build_array(${json}) END)`;
  const objectOrNothing = `CASE WHEN jsonb_typeof(${document}) = 'object' THEN ${document} END`;
  if (attribute.type === 'range') {
    return attribute.localizable
      ? `SELECT l.key || '.' || r.key AS language, r.value FROM jsonb_each(${objectOrNothing}) l, jsonb_each_text(CASE WHEN jsonb_typeof(l.value) = 'object' THEN l.value END) r`
      : `SELECT r.key AS language, r.value FROM jsonb_each_text(${objectOrNothing}) r`;
  }
  if (attribute.localizable) return `SELECT l.key AS language, t.value FROM jsonb_each(${objectOrNothing}) l, ${items('l.value')} t (value)`;
  return `SELECT '' AS language, t.value FROM ${items(document)} t (value) WHERE m.attribute_values ? ${key}`;
}

const negative = new Set(['not_equals', 'not_contains', 'not_among', 'empty']);

/** An attribute filter on models: the operators and meaning of the product listing's, on the documents. */
function attributeCondition(attribute: AttributeDefinition, filter: ListingFilter, index: number, scope: ModelScope, sql: SqlParts): string {
  const { indexTable: table, filterOperators, filterText } = attributeTypeModules[attribute.type];
  if (!filterOperators.includes(filter.operator)) fail(index, 'filter.operator_not_allowed');
  let language: string;
  if (attribute.type === 'range') language = `v.language = ANY(${sql.param(attribute.localizable ? scope.languages.flatMap((code) => [`${code}.min`, `${code}.max`]) : ['min', 'max'])}::text[])`;
  else if (!attribute.localizable) language = "v.language = ''";
  else if (filter.language !== undefined) language = `v.language = ${sql.param(filter.language)}`;
  else language = `v.language = ANY(${sql.param(scope.languages)}::text[])`;
  const rows = `SELECT 1 FROM (${documentValueRows(attribute, sql.param(String(attribute.id)))}) v WHERE ${language}`;
  const probe = filter.operator === 'empty' || filter.operator === 'not_empty' ? rows : `${rows} AND ${comparison(`v.value::${casts[table]}`, table, filter, index, sql, filterText)}`;
  return `${negative.has(filter.operator) ? 'NOT ' : ''}EXISTS (${probe})`;
}

function condition(filter: ListingFilter, index: number, scope: ModelScope, sql: SqlParts): string {
  if (filter.field.startsWith('attribute:')) {
    const attribute = readableAttribute(scope, filter.field);
    if (attribute === undefined) fail(index, 'filter.unknown_attribute');
    return attributeCondition(attribute, filter, index, scope, sql);
  }
  if (filter.field === 'reference' || filter.field === 'name') return textColumnCondition(`m.${filter.field}`, filter, index, sql);
  // The quick search: the reference or the name contains the text (models are few: SQL serves).
  if (filter.field === 'search') {
    if (filter.operator !== 'contains') fail(index, 'filter.operator_not_allowed');
    return `${textColumnCondition('m.reference', filter, index, sql)} OR ${textColumnCondition('m.name', filter, index, sql)}`;
  }
  if (filter.field === 'created' || filter.field === 'updated') return timeColumnCondition(`m.${filter.field}_at`, filter, index, sql);
  return fail(index, 'filter.unknown_column');
}

function where(scope: ModelScope, filters: readonly ListingFilter[], sql: SqlParts): string {
  const conditions = ['m.company_id = $1'];
  if (restrictedByGroups(scope.actor)) conditions.push(`m.group_ids && ${sql.param(groupsWithRight(scope.actor, 'read'))}::uuid[]`);
  filters.forEach((filter, index) => conditions.push(`(${condition(filter, index, scope, sql)})`));
  return conditions.join(' AND ');
}

/**
 * The sort of a search: a built-in column, or an attribute's value (a range by its minimum, a
 * localizable one in the sort language) with models lacking a value after the others both ways.
 */
function sortKey(scope: ModelScope, sort: { field: string; direction: 'asc' | 'desc'; language?: string | undefined }, sql: SqlParts): SortKey {
  const builtIn = builtInSorts[sort.field];
  if (builtIn !== undefined) return builtIn;
  const attribute = readableAttribute(scope, sort.field);
  if (attribute === undefined || attributeTypeModules[attribute.type].multiValued) {
    throw new AppError(400, 'filter.unknown_column', { fields: { 'sort.field': ['filter.unknown_column'] } });
  }
  const table = attributeTypeModules[attribute.type].indexTable;
  const key = sql.param(String(attribute.id));
  const inner = attribute.type === 'range' ? "'min'" : attribute.localizable ? sql.param(sort.language ?? scope.languages[0] ?? '') : null;
  const value = `(${inner === null ? `m.attribute_values ->> ${key}` : `m.attribute_values -> ${key} ->> ${inner}`})::${casts[table]}`;
  return {
    parts: [
      { expression: `(${value} IS ${sort.direction === 'desc' ? 'NOT ' : ''}NULL)`, cast: 'boolean' },
      { expression: `coalesce(${value}, ${placeholders[table]})`, cast: casts[table] },
    ],
  };
}

async function modelScope(tx: Queryable, actor: Actor): Promise<ModelScope> {
  const context = await loadCatalogueContext(tx, actor.principal.companyId);
  return { actor, attributes: attributeRightsOf(actor, context.catalogue).readable.byId, languages: context.languages };
}

type Row = { id: number; reference: string; name: string; products_count: number; values: Record<string, unknown>; version: number; created_at: Date; updated_at: Date; sort_values: string[] };

export async function searchModels(tx: Queryable, actor: Actor, input: ListingSearch) {
  const search = listingSearchSchema.parse(input);
  const scope = await modelScope(tx, actor);
  assertKnownColumns(search.columns, modelBuiltInColumns);
  const sql = sqlParts(actor.principal.companyId);
  const sort = sortKey(scope, search.sort, sql);
  const conditions = [where(scope, search.filters, sql)];
  const descending = search.sort.direction === 'desc';
  const signature = `${search.sort.field}:${search.sort.direction}:${search.sort.language ?? ''}`;
  if (search.after !== undefined) {
    let cursor: [string, (string | null)[], number];
    try {
      cursor = JSON.parse(Buffer.from(search.after, 'base64url').toString('utf8')) as [string, (string | null)[], number];
      if (cursor[0] !== signature || !Array.isArray(cursor[1]) || cursor[1].length !== sort.parts.length || !Number.isSafeInteger(cursor[2])) throw new Error('foreign cursor');
    } catch {
      throw new AppError(400, 'filter.cursor_invalid', { fields: { after: ['filter.cursor_invalid'] } });
    }
    const bounds = sort.parts.map((part, position) => `${sql.param(cursor[1][position])}::${part.cast}`);
    conditions.push(`(${sort.parts.map((part) => part.expression).join(', ')}, m.id) ${descending ? '<' : '>'} (${bounds.join(', ')}, ${sql.param(cursor[2])})`);
  }
  const direction = descending ? 'DESC' : 'ASC';
  const orderBy = [...sort.parts.map((part) => `${part.expression} ${direction}`), `m.id ${direction}`].join(', ');
  const keys = search.columns
    .filter((column) => readableAttribute(scope, column) !== undefined)
    .map((column) => column.slice('attribute:'.length));
  const rows = await tx.query<Row>(
    `WITH page AS (SELECT m.id, ARRAY[${sort.parts.map((part) => `${part.expression}::text`).join(', ')}] AS sort_values, row_number() OVER (ORDER BY ${orderBy}) AS position
                     FROM (SELECT m.* FROM models m WHERE ${conditions.join(' AND ')} ORDER BY ${orderBy} LIMIT ${search.page_size + 1}) m)
     SELECT m.id::int AS id, m.reference, m.name, page.sort_values,
            (SELECT count(*)::int FROM products p WHERE p.company_id = m.company_id AND p.model_id = m.id) AS products_count,
            (SELECT coalesce(jsonb_object_agg(k, m.attribute_values -> k), '{}'::jsonb) FROM unnest(${sql.param(keys)}::text[]) k WHERE m.attribute_values ? k) AS values,
            m.version, m.created_at, m.updated_at
       FROM page JOIN models m ON m.company_id = $1 AND m.id = page.id
      ORDER BY page.position`,
    sql.params,
  );
  const page = rows.slice(0, search.page_size);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      reference: row.reference,
      name: row.name,
      products_count: row.products_count,
      values: row.values,
      version: row.version,
      created: row.created_at.toISOString(),
      updated: row.updated_at.toISOString(),
    })),
    next_cursor: rows.length > search.page_size && last ? Buffer.from(JSON.stringify([signature, last.sort_values, last.id])).toString('base64url') : null,
  };
}

/** Compiles `filters` without running them: a bad one fails as the search would (saved filters). */
export async function checkModelFilters(tx: Queryable, actor: Actor, filters: readonly ListingFilter[]): Promise<void> {
  where(await modelScope(tx, actor), filters, sqlParts(actor.principal.companyId));
}

export async function countModels(tx: Queryable, actor: Actor, filters: readonly ListingFilter[]): Promise<number> {
  const scope = await modelScope(tx, actor);
  const sql = sqlParts(actor.principal.companyId);
  const [row] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM models m WHERE ${where(scope, filters, sql)}`, sql.params);
  return row!.count;
}
