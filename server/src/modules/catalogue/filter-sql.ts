/**
 * Turns listing filters into SQL conditions on `products p` (docs/catalogue-storage.md).
 * Attribute filters are EXISTS / NOT EXISTS probes of the typed index tables, so each one is a
 * b-tree range scan on (company_id, attribute_id, language, value, product_id).
 */
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { completionFilterScope } from '@pimento/shared-kit/contracts/completion';
import { maxPastedValues } from '@pimento/shared-kit/contracts/product-filters';
import type { AttributeType } from '@pimento/shared-kit/contracts/attributes';
import type { IndexTable } from '@pimento/shared-kit/attribute-types/index';
import { attributeTypeModules } from '@pimento/shared-kit/attribute-types/index';
import { AppError } from '../../http/app-error.ts';

/** `unique` marks an identifier (GTIN, a supplier's reference): the quick search looks in it. */
export type FilterAttribute = { id: number; type: AttributeType; localizable: boolean; unique?: boolean };

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

function listOf(filter: ListingFilter, index: number): (string | number | boolean)[] {
  const values = Array.isArray(filter.value) ? filter.value : filter.value === undefined ? [] : [filter.value];
  if (values.length > maxPastedValues) fail(index, 'filter.too_many_values');
  if (values.length === 0) fail(index, 'filter.invalid_value');
  return values;
}

function scalarOf(filter: ListingFilter, index: number): string | number | boolean {
  if (filter.value === undefined || Array.isArray(filter.value)) fail(index, 'filter.invalid_value');
  return filter.value;
}

/** Checks a built-in column's value against the column type so a bad one is a 400, not a database error. */
function typed(table: IndexTable, value: unknown, index: number): string {
  const text = String(value);
  if (table === 'number' && !Number.isFinite(Number(text))) fail(index, 'filter.invalid_value');
  if (table === 'date' && !/^\d{4}-\d{2}-\d{2}/.test(text)) fail(index, 'filter.invalid_value');
  return text;
}

/**
 * One scalar of a filter as the index holds it, or null when it is no value of the field: an
 * attribute's is its type's `filterText` (shared-kit), a built-in column's the column type's.
 */
export type FilterValueCheck = (value: string | number | boolean) => string | null;

/**
 * Comparison of `column` (already of the right SQL type) for the scalar operators. Comparison
 * values, bounds and list items go through `check` (by default the column type's), refused with
 * `filter.invalid_value`; the text of `contains` and `starts_with` is a fragment, taken as it is.
 */
export function comparison(column: string, table: IndexTable, filter: ListingFilter, index: number, sql: SqlParts, check?: FilterValueCheck): string {
  const cast = casts[table];
  const valueText = (value: string | number | boolean) => (check === undefined ? typed(table, value, index) : (check(value) ?? fail(index, 'filter.invalid_value')));
  switch (filter.operator) {
    case 'equals':
    case 'not_equals':
      return `${column} = ${sql.param(valueText(scalarOf(filter, index)))}::${cast}`;
    case 'contains':
    case 'not_contains':
      return `${column} ILIKE ${sql.param(likePattern(String(scalarOf(filter, index))))}`;
    case 'starts_with':
      return `${column} ILIKE ${sql.param(likePattern(String(scalarOf(filter, index)), true))}`;
    case 'gt':
      return `${column} > ${sql.param(valueText(scalarOf(filter, index)))}::${cast}`;
    case 'gte':
      return `${column} >= ${sql.param(valueText(scalarOf(filter, index)))}::${cast}`;
    case 'lt':
      return `${column} < ${sql.param(valueText(scalarOf(filter, index)))}::${cast}`;
    case 'lte':
      return `${column} <= ${sql.param(valueText(scalarOf(filter, index)))}::${cast}`;
    case 'between': {
      const bounds = listOf(filter, index);
      if (bounds.length !== 2) fail(index, 'filter.invalid_value');
      return `${column} BETWEEN ${sql.param(valueText(bounds[0]!))}::${cast} AND ${sql.param(valueText(bounds[1]!))}::${cast}`;
    }
    case 'among':
    case 'not_among':
      return `${column} = ANY(${sql.param(listOf(filter, index).map(valueText))}::${cast}[])`;
    default:
      return fail(index, 'filter.operator_not_allowed');
  }
}

const negative = new Set(['not_equals', 'not_contains', 'not_among', 'empty']);

/** The typed-table rows an attribute filter looks at: `FROM … WHERE …` without the product. */
function attributeRows(attribute: FilterAttribute, filter: ListingFilter, index: number, languages: readonly string[], sql: SqlParts): string {
  const { indexTable: table, filterOperators, filterText } = attributeTypeModules[attribute.type];
  if (!filterOperators.includes(filter.operator)) fail(index, 'filter.operator_not_allowed');
  let language: string;
  if (attribute.type === 'range') language = `v.language = ANY(${sql.param(attribute.localizable ? languages.flatMap((code) => [`${code}.min`, `${code}.max`]) : ['min', 'max'])}::text[])`;
  else if (!attribute.localizable) language = "v.language = ''";
  else if (filter.language !== undefined) language = `v.language = ${sql.param(filter.language)}`;
  else language = `v.language = ANY(${sql.param(languages)}::text[])`;
  const rows = `FROM product_value_${table} v WHERE v.company_id = $1 AND v.attribute_id = ${sql.param(attribute.id)} AND ${language}`;
  if (filter.operator === 'empty' || filter.operator === 'not_empty') return rows;
  return `${rows} AND ${comparison('v.value', table, filter, index, sql, filterText)}`;
}

function attributeCondition(attribute: FilterAttribute, filter: ListingFilter, index: number, languages: readonly string[], sql: SqlParts): string {
  const probe = `SELECT 1 ${attributeRows(attribute, filter, index, languages, sql)} AND v.product_id = p.id`;
  return `${negative.has(filter.operator) ? 'NOT ' : ''}EXISTS (${probe})`;
}

/**
 * Operators whose matches are one range of the typed table's lookup index, readable index-only
 * under row-level security (their comparisons are leakproof; `ILIKE` is not).
 */
const rangeOperators = new Set(['equals', 'among', 'gt', 'gte', 'lt', 'lte', 'between', 'not_empty']);

/**
 * A filter whose matching products can be read from an index alone, without visiting products:
 * `render` writes the SELECT of their ids (possibly repeated) with its parameters in `sql`;
 * `unique` when each product appears at most once; `dependsOn` names what, when written, may
 * change its matches (`a<attribute id>`, `c` for the category trees, `s` for statuses: the
 * tokens of migration 0320).
 */
export type FilterSource = { index: number; unique: boolean; dependsOn: string; render(sql: SqlParts): string };

/**
 * The index-only sources of the filters that have one (docs/catalogue-storage.md, "Listing"):
 * attribute filters with a range operator, categories (with descendants) and statuses (the status
 * index). The other filters (negations, `contains`, the other built-in columns) have none. A
 * source validates its filter like `filterConditions` when rendered.
 */
export function filterSources(
  filters: readonly ListingFilter[],
  attributes: ReadonlyMap<number, FilterAttribute>,
  languages: readonly string[],
): (FilterSource | null)[] {
  return filters.map((filter, index): FilterSource | null => {
    if (filter.field === 'category') {
      if (filter.operator !== 'equals' && filter.operator !== 'among') return null;
      return {
        index,
        unique: false,
        dependsOn: 'c',
        render(sql) {
          const ids = sql.param(idList(filter, index));
          const subtree = `SELECT c.id FROM categories c WHERE c.company_id = $1 AND (c.id = ANY(${ids}::bigint[]) OR c.ancestors && ${ids}::bigint[])`;
          return `SELECT pc.product_id FROM product_categories pc WHERE pc.company_id = $1 AND pc.category_id IN (${subtree})`;
        },
      };
    }
    if (filter.field === 'status') {
      if (filter.operator !== 'equals' && filter.operator !== 'among') return null;
      return {
        index,
        unique: true,
        dependsOn: 's',
        render: (sql) => `SELECT ps.id AS product_id FROM products ps WHERE ps.company_id = $1 AND ps.status = ANY(${sql.param(statusesOf(filter, index))}::text[])`,
      };
    }
    if (!filter.field.startsWith('attribute:') || !rangeOperators.has(filter.operator)) return null;
    const attribute = attributes.get(Number(filter.field.slice('attribute:'.length)));
    if (attribute === undefined) return null;
    const oneLanguage = attribute.type !== 'range' && (!attribute.localizable || filter.language !== undefined);
    return {
      index,
      unique: oneLanguage && !attributeTypeModules[attribute.type].multiValued,
      dependsOn: `a${attribute.id}`,
      render: (sql) => `SELECT v.product_id ${attributeRows(attribute, filter, index, languages, sql)}`,
    };
  });
}

/** A filter on a built-in text column (SKU, name, reference). */
export function textColumnCondition(column: string, filter: ListingFilter, index: number, sql: SqlParts): string {
  const allowed = ['equals', 'not_equals', 'contains', 'not_contains', 'starts_with', 'among', 'not_among'];
  if (!allowed.includes(filter.operator)) fail(index, 'filter.operator_not_allowed');
  const condition = comparison(column, 'text', filter, index, sql);
  return negative.has(filter.operator) ? `NOT (${condition})` : condition;
}

/**
 * A filter on a built-in time column (created, updated). `equals` a date means that day (in the
 * database's time zone); with a time, that instant.
 */
export function timeColumnCondition(column: string, filter: ListingFilter, index: number, sql: SqlParts): string {
  const bound = (value: unknown) => {
    if (Number.isNaN(Date.parse(String(value)))) fail(index, 'filter.invalid_value');
    return `${sql.param(String(value))}::timestamptz`;
  };
  switch (filter.operator) {
    case 'equals':
    case 'not_equals': {
      const value = scalarOf(filter, index);
      const moment = bound(value);
      const matches = /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? `(${column} >= ${moment} AND ${column} < ${moment} + interval '1 day')` : `${column} = ${moment}`;
      return filter.operator === 'equals' ? matches : `NOT ${matches}`;
    }
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

function statusesOf(filter: ListingFilter, index: number): string[] {
  if (!['equals', 'not_equals', 'among', 'not_among'].includes(filter.operator)) fail(index, 'filter.operator_not_allowed');
  const statuses = listOf(filter, index).map(String);
  if (statuses.some((status) => !['active', 'end_of_life', 'inactive'].includes(status))) fail(index, 'filter.invalid_value');
  return statuses;
}

function idList(filter: ListingFilter, index: number): number[] {
  return listOf(filter, index).map((value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) fail(index, 'filter.invalid_value');
    return value;
  });
}

/**
 * The attributes the quick search looks in besides SKU and name: the identifiers (unique attributes
 * of a text type: GTIN, a supplier's reference), in every language.
 */
export function quickSearchAttributes(attributes: ReadonlyMap<number, FilterAttribute>): FilterAttribute[] {
  return [...attributes.values()].filter(
    (attribute) => attribute.unique === true && attributeTypeModules[attribute.type].indexTable === 'text' && attributeTypeModules[attribute.type].filterOperators.includes('contains'),
  );
}

/** The languages of an attribute's index rows a filter looks in (`''` when it is not localizable). */
export function filterLanguages(attribute: FilterAttribute, filter: ListingFilter, languages: readonly string[]): string[] {
  if (!attribute.localizable) return [''];
  return filter.language === undefined ? [...languages] : [filter.language];
}

/**
 * The quick search (`search contains …`): the SKU, the name or an identifier attribute contains the
 * text, ignoring letter case.
 */
function quickSearchCondition(filter: ListingFilter, index: number, sql: SqlParts, around: UnionContext): string {
  if (filter.operator !== 'contains') fail(index, 'filter.operator_not_allowed');
  const pattern = sql.param(likePattern(String(scalarOf(filter, index))));
  const conditions = [`p.sku ILIKE ${pattern}`, `p.name ILIKE ${pattern}`];
  const identifiers = quickSearchAttributes(around.attributes);
  if (identifiers.length > 0) {
    conditions.push(
      `EXISTS (SELECT 1 FROM product_value_text v WHERE v.company_id = $1 AND v.product_id = p.id AND v.attribute_id = ANY(${sql.param(identifiers.map((attribute) => attribute.id))}::bigint[])
          AND v.language = ANY(${sql.param(['', ...around.languages])}::text[]) AND v.value ILIKE ${pattern})`,
    );
  }
  return conditions.join(' OR ');
}

function builtInCondition(filter: ListingFilter, index: number, sql: SqlParts, around: UnionContext): string {
  switch (filter.field) {
    case 'search':
      return quickSearchCondition(filter, index, sql, around);
    case 'sku':
      return textColumnCondition('p.sku', filter, index, sql);
    case 'name':
      return textColumnCondition('p.name', filter, index, sql);
    case 'status':
      return `${negative.has(filter.operator) ? 'NOT ' : ''}(p.status = ANY(${sql.param(statusesOf(filter, index))}::text[]))`;
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
    case 'client': {
      // The products a client receives (or any of several clients): the union of its rules.
      if (filter.operator !== 'equals' && filter.operator !== 'among') fail(index, 'filter.operator_not_allowed');
      const conditions = idList(filter, index).map((clientId) => {
        const rules = around.clients?.get(clientId);
        if (rules === undefined) return fail(index, 'filter.invalid_value');
        return unionCondition(rules, around.attributes, around.languages, sql).condition;
      });
      return conditions.map((condition) => `(${condition})`).join(' OR ');
    }
    case 'created':
      return timeColumnCondition('p.created_at', filter, index, sql);
    case 'updated':
      return timeColumnCondition('p.updated_at', filter, index, sql);
    default:
      if (filter.field === 'completion' || filter.field.startsWith('completion:')) return completionCondition(filter, index, sql, around);
      if (filter.field === 'completion_gap' || filter.field.startsWith('completion_gap:')) return completionGapCondition(filter, index, sql, around);
      return fail(index, 'filter.unknown_column');
  }
}

/**
 * `completion` (overall) or `completion:<client id>` compared with a percentage: a probe of the
 * stored figures (docs/completion.md). A product without a figure in that scope (a client does not
 * receive it) matches no comparison. A client must be among those the caller may read (`clients`).
 */
function completionCondition(filter: ListingFilter, index: number, sql: SqlParts, around: UnionContext): string {
  const scopeId = filter.field === 'completion' ? 0 : Number(filter.field.slice('completion:'.length));
  if (scopeId !== 0 && around.clients?.get(scopeId) === undefined) fail(index, 'filter.invalid_value');
  if (!['equals', 'gt', 'gte', 'lt', 'lte', 'between'].includes(filter.operator)) fail(index, 'filter.operator_not_allowed');
  const compared = comparison('pc.percent', 'number', filter, index, sql);
  return `EXISTS (SELECT 1 FROM product_completion pc WHERE pc.company_id = $1 AND pc.scope_id = ${sql.param(scopeId)} AND pc.product_id = p.id AND ${compared})`;
}

/**
 * `completion_gap` (overall) or `completion_gap:<client id>` equals an attribute id: the products
 * whose stored figure in that scope misses the attribute (the dashboard's worst attributes). The
 * attribute must be one the caller may read, the client one they may read.
 */
function completionGapCondition(filter: ListingFilter, index: number, sql: SqlParts, around: UnionContext): string {
  const scopeId = completionFilterScope(filter.field) ?? 0;
  if (scopeId !== 0 && around.clients?.get(scopeId) === undefined) fail(index, 'filter.invalid_value');
  if (filter.operator !== 'equals') fail(index, 'filter.operator_not_allowed');
  const attributeId = Number(filter.value);
  if (!Number.isSafeInteger(attributeId) || !around.attributes.has(attributeId)) fail(index, 'filter.invalid_value');
  return `EXISTS (SELECT 1 FROM product_completion pc WHERE pc.company_id = $1 AND pc.scope_id = ${sql.param(scopeId)} AND pc.product_id = p.id AND ${sql.param(attributeId)}::int = ANY(pc.gaps))`;
}

/**
 * The product rules of the clients a `client` filter may name: per client, its rules, each a list of
 * filters that must all hold; the client receives the union of its rules (docs/clients.md).
 */
export type ClientRules = ReadonlyMap<number, readonly (readonly ListingFilter[])[]>;

type UnionContext = { attributes: ReadonlyMap<number, FilterAttribute>; languages: readonly string[]; clients?: ClientRules | undefined };

/** One SQL condition per filter (all must hold), except the filters in `skip` (applied otherwise). */
export function filterConditions(
  filters: readonly ListingFilter[],
  attributes: ReadonlyMap<number, FilterAttribute>,
  languages: readonly string[],
  sql: SqlParts,
  skip: ReadonlySet<number> = new Set(),
  clients?: ClientRules,
): string[] {
  return filters.flatMap((filter, index) => {
    if (skip.has(index)) return [];
    if (!filter.field.startsWith('attribute:')) return builtInCondition(filter, index, sql, { attributes, languages, clients });
    const attribute = attributes.get(Number(filter.field.slice('attribute:'.length)));
    if (attribute === undefined) fail(index, 'filter.unknown_attribute');
    return attributeCondition(attribute, filter, index, languages, sql);
  });
}

/** The SQL condition of the filter at `index` alone (what a filter matched in memory stands for in SQL). */
export function filterCondition(filters: readonly ListingFilter[], index: number, attributes: ReadonlyMap<number, FilterAttribute>, languages: readonly string[], sql: SqlParts): string {
  const skip = new Set(filters.keys());
  skip.delete(index);
  return filterConditions(filters, attributes, languages, sql, skip)[0]!;
}

/**
 * The union of rules (each a list of filters that must all hold) as one condition. A rule whose
 * filters no longer compile (an attribute deleted since, or one the user may not read) selects
 * nothing and is named in `broken`: it is tried on parts of its own first, so it leaves no
 * parameter behind. No rule at all selects nothing.
 */
export function unionCondition(
  rules: readonly (readonly ListingFilter[])[],
  attributes: ReadonlyMap<number, FilterAttribute>,
  languages: readonly string[],
  sql: SqlParts,
): { condition: string; broken: number[] } {
  const broken: number[] = [];
  const conditions = rules.flatMap((filters, index) => {
    try {
      filterConditions(filters, attributes, languages, sqlParts(String(sql.params[0])));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      broken.push(index);
      return [];
    }
    const parts = filterConditions(filters, attributes, languages, sql).map((condition) => `(${condition})`);
    return [parts.length === 0 ? 'true' : parts.join(' AND ')];
  });
  return { condition: conditions.length === 0 ? 'false' : conditions.map((condition) => `(${condition})`).join(' OR '), broken };
}
