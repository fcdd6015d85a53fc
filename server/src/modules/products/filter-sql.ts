/**
 * Turns listing filters into SQL conditions on `products p` (docs/catalogue-storage.md).
 * Attribute filters are EXISTS / NOT EXISTS probes of the typed index tables, so each one is a
 * b-tree range scan on (company_id, attribute_id, language, value, product_id).
 */
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { maxPastedValues } from '@pimento/shared-kit/contracts/product-filters';
import type { AttributeType } from '@pimento/shared-kit/contracts/attributes';
import { AppError } from '../../http/app-error.ts';
import type { IndexTable } from './value-index.ts';
import { indexTableOf } from './value-index.ts';

export type FilterAttribute = { id: number; type: AttributeType; localizable: boolean };

export type SqlParts = { params: unknown[]; param(value: unknown): string };

/** `$1` is always the company id. */
export function sqlParts(companyId: string): SqlParts {
  const params: unknown[] = [companyId];
  return {
    params,
    param(value) {
      params.push(value);
      return `$${params.length}`;
    },
  };
}

const casts: Record<IndexTable, string> = { text: 'text', number: 'float8', date: 'date' };

function fail(index: number, code: 'filter.unknown_attribute' | 'filter.operator_not_allowed' | 'filter.invalid_value' | 'filter.too_many_values' | 'filter.unknown_column'): never {
  throw new AppError(code === 'filter.too_many_values' ? 422 : 400, code, { fields: { [`filters.${index}`]: [code] } });
}

const likePattern = (text: string, prefixOnly = false) => `${prefixOnly ? '' : '%'}${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const operatorsByTable: Record<IndexTable, readonly string[]> = {
  text: ['equals', 'not_equals', 'contains', 'not_contains', 'starts_with', 'empty', 'not_empty', 'among', 'not_among'],
  number: ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte', 'between', 'empty', 'not_empty', 'among', 'not_among'],
  date: ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte', 'between', 'empty', 'not_empty'],
};

/** The operators offered for an attribute type (the UI shows these). */
export function operatorsForType(type: AttributeType): readonly string[] {
  return operatorsByTable[indexTableOf(type)];
}

function listOf(filter: ListingFilter, index: number): unknown[] {
  const values = Array.isArray(filter.value) ? filter.value : filter.value === undefined ? [] : [filter.value];
  if (values.length > maxPastedValues) fail(index, 'filter.too_many_values');
  if (values.length === 0) fail(index, 'filter.invalid_value');
  return values;
}

function scalarOf(filter: ListingFilter, index: number): string | number | boolean {
  if (filter.value === undefined || Array.isArray(filter.value)) fail(index, 'filter.invalid_value');
  return filter.value;
}

/** Checks a value against the column type so a bad one is a 400, not a database error. */
function typed(table: IndexTable, value: unknown, index: number): string {
  const text = String(value);
  if (table === 'number' && !Number.isFinite(Number(text))) fail(index, 'filter.invalid_value');
  if (table === 'date' && !/^\d{4}-\d{2}-\d{2}/.test(text)) fail(index, 'filter.invalid_value');
  return text;
}

/** Comparison of `column` (already of the right SQL type) for the scalar operators. */
function comparison(column: string, table: IndexTable, filter: ListingFilter, index: number, sql: SqlParts): string {
  const cast = casts[table];
  switch (filter.operator) {
    case 'equals':
    case 'not_equals':
      return `${column} = ${sql.param(typed(table, scalarOf(filter, index), index))}::${cast}`;
    case 'contains':
    case 'not_contains':
      return `${column} ILIKE ${sql.param(likePattern(String(scalarOf(filter, index))))}`;
    case 'starts_with':
      return `${column} ILIKE ${sql.param(likePattern(String(scalarOf(filter, index)), true))}`;
    case 'gt':
      return `${column} > ${sql.param(typed(table, scalarOf(filter, index), index))}::${cast}`;
    case 'gte':
      return `${column} >= ${sql.param(typed(table, scalarOf(filter, index), index))}::${cast}`;
    case 'lt':
      return `${column} < ${sql.param(typed(table, scalarOf(filter, index), index))}::${cast}`;
    case 'lte':
      return `${column} <= ${sql.param(typed(table, scalarOf(filter, index), index))}::${cast}`;
    case 'between': {
      const bounds = listOf(filter, index);
      if (bounds.length !== 2) fail(index, 'filter.invalid_value');
      return `${column} BETWEEN ${sql.param(typed(table, bounds[0], index))}::${cast} AND ${sql.param(typed(table, bounds[1], index))}::${cast}`;
    }
    case 'among':
    case 'not_among':
      return `${column} = ANY(${sql.param(listOf(filter, index).map((value) => typed(table, value, index)))}::${cast}[])`;
    default:
      return fail(index, 'filter.operator_not_allowed');
  }
}

const negative = new Set(['not_equals', 'not_contains', 'not_among', 'empty']);

function attributeCondition(attribute: FilterAttribute, filter: ListingFilter, index: number, languages: readonly string[], sql: SqlParts): string {
  const table = indexTableOf(attribute.type);
  if (!operatorsByTable[table].includes(filter.operator)) fail(index, 'filter.operator_not_allowed');
  let language: string;
  if (attribute.type === 'range') language = `v.language = ANY(${sql.param(attribute.localizable ? languages.flatMap((code) => [`${code}.min`, `${code}.max`]) : ['min', 'max'])}::text[])`;
  else if (!attribute.localizable) language = "v.language = ''";
  else if (filter.language !== undefined) language = `v.language = ${sql.param(filter.language)}`;
  else language = `v.language = ANY(${sql.param(languages)}::text[])`;
  const probe = `SELECT 1 FROM product_value_${table} v WHERE v.company_id = $1 AND v.attribute_id = ${sql.param(attribute.id)} AND ${language}`;
  if (filter.operator === 'empty') return `NOT EXISTS (${probe} AND v.product_id = p.id)`;
  if (filter.operator === 'not_empty') return `EXISTS (${probe} AND v.product_id = p.id)`;
  const condition = comparison('v.value', table, filter, index, sql);
  return `${negative.has(filter.operator) ? 'NOT ' : ''}EXISTS (${probe} AND ${condition} AND v.product_id = p.id)`;
}

function textColumnCondition(column: string, filter: ListingFilter, index: number, sql: SqlParts): string {
  const allowed = ['equals', 'not_equals', 'contains', 'not_contains', 'starts_with', 'among', 'not_among'];
  if (!allowed.includes(filter.operator)) fail(index, 'filter.operator_not_allowed');
  const condition = comparison(column, 'text', filter, index, sql);
  return negative.has(filter.operator) ? `NOT (${condition})` : condition;
}

function timeColumnCondition(column: string, filter: ListingFilter, index: number, sql: SqlParts): string {
  const bound = (value: unknown) => {
    if (Number.isNaN(Date.parse(String(value)))) fail(index, 'filter.invalid_value');
    return `${sql.param(String(value))}::timestamptz`;
  };
  switch (filter.operator) {
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const operator = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[filter.operator];
      return `${column} ${operator} ${bound(scalarOf(filter, index))}`;
    }
    case 'between': {
      const bounds = listOf(filter, index);
      if (bounds.length !== 2) fail(index, 'filter.invalid_value');
      return `${column} BETWEEN ${bound(bounds[0])} AND ${bound(bounds[1])}`;
    }
    default:
      return fail(index, 'filter.operator_not_allowed');
  }
}

function idList(filter: ListingFilter, index: number): number[] {
  return listOf(filter, index).map((value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) fail(index, 'filter.invalid_value');
    return value;
  });
}

function builtInCondition(filter: ListingFilter, index: number, sql: SqlParts): string {
  switch (filter.field) {
    case 'sku':
      return textColumnCondition('p.sku', filter, index, sql);
    case 'name':
      return textColumnCondition('p.name', filter, index, sql);
    case 'status': {
      if (!['equals', 'not_equals', 'among', 'not_among'].includes(filter.operator)) fail(index, 'filter.operator_not_allowed');
      const statuses = listOf(filter, index).map(String);
      if (statuses.some((status) => !['active', 'end_of_life', 'inactive'].includes(status))) fail(index, 'filter.invalid_value');
      return `${negative.has(filter.operator) ? 'NOT ' : ''}(p.status = ANY(${sql.param(statuses)}::text[]))`;
    }
    case 'id':
      if (filter.operator !== 'among' && filter.operator !== 'not_among') fail(index, 'filter.operator_not_allowed');
      return `${filter.operator === 'not_among' ? 'NOT ' : ''}(p.id = ANY(${sql.param(idList(filter, index))}::bigint[]))`;
    case 'model':
      if (filter.operator === 'empty') return 'p.model_id IS NULL';
      if (filter.operator === 'not_empty') return 'p.model_id IS NOT NULL';
      if (!['equals', 'among', 'not_among'].includes(filter.operator)) fail(index, 'filter.operator_not_allowed');
      return `${filter.operator === 'not_among' ? 'p.model_id IS NULL OR NOT ' : ''}(p.model_id = ANY(${sql.param(idList(filter, index))}::bigint[]))`;
    case 'model_reference': {
      // A pasted list of model references.
      if (filter.operator !== 'among' && filter.operator !== 'equals') fail(index, 'filter.operator_not_allowed');
      const references = listOf(filter, index).map(String);
      return `p.model_id IN (SELECT m2.id FROM models m2 WHERE m2.company_id = $1 AND m2.reference = ANY(${sql.param(references)}::text[]))`;
    }
    case 'category': {
      const classified = 'SELECT 1 FROM product_categories pc WHERE pc.company_id = $1 AND pc.product_id = p.id';
      if (filter.operator === 'empty') return `NOT EXISTS (${classified})`;
      if (filter.operator === 'not_empty') return `EXISTS (${classified})`;
      if (!['equals', 'among', 'not_among'].includes(filter.operator)) fail(index, 'filter.operator_not_allowed');
      // A category stands for itself and all its descendants.
      const ids = sql.param(idList(filter, index));
      const subtree = `SELECT c.id FROM categories c WHERE c.company_id = $1 AND (c.id = ANY(${ids}::bigint[]) OR c.ancestors && ${ids}::bigint[])`;
      return `${filter.operator === 'not_among' ? 'NOT ' : ''}EXISTS (${classified} AND pc.category_id IN (${subtree}))`;
    }
    case 'created':
      return timeColumnCondition('p.created_at', filter, index, sql);
    case 'updated':
      return timeColumnCondition('p.updated_at', filter, index, sql);
    default:
      return fail(index, 'filter.unknown_column');
  }
}

/** One SQL condition per filter (all must hold). */
export function filterConditions(
  filters: readonly ListingFilter[],
  attributes: ReadonlyMap<number, FilterAttribute>,
  languages: readonly string[],
  sql: SqlParts,
): string[] {
  return filters.map((filter, index) => {
    if (!filter.field.startsWith('attribute:')) return builtInCondition(filter, index, sql);
    const attribute = attributes.get(Number(filter.field.slice('attribute:'.length)));
    if (attribute === undefined) fail(index, 'filter.unknown_attribute');
    return attributeCondition(attribute, filter, index, languages, sql);
  });
}
