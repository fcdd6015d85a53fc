/**
 * Model listing: same contract as products (filters, sort, keyset pages, count). Models are
 * tens of thousands, not millions: attribute filters read the value document directly.
 */
import type { ListingFilter, ListingSearch } from '@pimento/shared-kit/contracts/product-filters';
import { listingSearchSchema, maxPastedValues } from '@pimento/shared-kit/contracts/product-filters';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../rights/authorization.ts';
import { groupsWithRight, restrictedByGroups } from '../products/catalogue-rights.ts';
import type { SqlParts } from '../products/filter-sql.ts';
import { sqlParts } from '../products/filter-sql.ts';

const sortColumns: Record<string, { expression: string; cast: string }> = {
  id: { expression: 'm.id', cast: 'bigint' },
  reference: { expression: 'm.reference', cast: 'text' },
  name: { expression: 'm.name', cast: 'text' },
  created: { expression: 'm.created_at', cast: 'timestamptz' },
  updated: { expression: 'm.updated_at', cast: 'timestamptz' },
};

function fail(index: number, code: 'filter.operator_not_allowed' | 'filter.invalid_value' | 'filter.too_many_values' | 'filter.unknown_column'): never {
  throw new AppError(code === 'filter.too_many_values' ? 422 : 400, code, { fields: { [`filters.${index}`]: [code] } });
}

const like = (text: string, prefix = false) => `${prefix ? '' : '%'}${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function condition(filter: ListingFilter, index: number, sql: SqlParts): string {
  const values = Array.isArray(filter.value) ? filter.value : filter.value === undefined ? [] : [filter.value];
  if (values.length > maxPastedValues) fail(index, 'filter.too_many_values');
  let column: string;
  if (filter.field === 'reference' || filter.field === 'name') column = `m.${filter.field}`;
  else if (filter.field.startsWith('attribute:')) {
    const key = sql.param(filter.field.slice('attribute:'.length));
    if (filter.operator === 'empty') return `NOT (m.attribute_values ? ${key})`;
    if (filter.operator === 'not_empty') return `m.attribute_values ? ${key}`;
    // A localized value is matched in any language (or the one asked).
    column = filter.language === undefined ? `(m.attribute_values -> ${key})::text` : `(m.attribute_values -> ${key} ->> ${sql.param(filter.language)})`;
    if (filter.operator === 'contains') return `${column} ILIKE ${sql.param(like(String(values[0] ?? '')))}`;
    if (filter.operator !== 'equals' || values.length !== 1) fail(index, 'filter.operator_not_allowed');
    return filter.language === undefined
      ? `(m.attribute_values -> ${key} = to_jsonb(${sql.param(values[0])}::text) OR m.attribute_values -> ${key} @> ${sql.param(JSON.stringify(values[0]))}::jsonb OR EXISTS (SELECT 1 FROM jsonb_each_text(CASE WHEN jsonb_typeof(m.attribute_values -> ${key}) = 'object' THEN m.attribute_values -> ${key} ELSE '{}' END) l WHERE l.value = ${sql.param(String(values[0]))}))`
      : `${column} = ${sql.param(String(values[0]))}`;
  } else fail(index, 'filter.unknown_column');
  if (values.length === 0) fail(index, 'filter.invalid_value');
  switch (filter.operator) {
    case 'equals':
      return `${column} = ${sql.param(String(values[0]))}`;
    case 'contains':
      return `${column} ILIKE ${sql.param(like(String(values[0])))}`;
    case 'starts_with':
      return `${column} ILIKE ${sql.param(like(String(values[0]), true))}`;
    case 'among':
      return `${column} = ANY(${sql.param(values.map(String))}::text[])`;
    case 'not_among':
      return `NOT (${column} = ANY(${sql.param(values.map(String))}::text[]))`;
    default:
      return fail(index, 'filter.operator_not_allowed');
  }
}

function scope(actor: Actor, filters: readonly ListingFilter[], sql: SqlParts): string {
  const conditions = ['m.company_id = $1'];
  if (restrictedByGroups(actor)) conditions.push(`m.group_ids && ${sql.param(groupsWithRight(actor, 'read'))}::uuid[]`);
  filters.forEach((filter, index) => conditions.push(`(${condition(filter, index, sql)})`));
  return conditions.join(' AND ');
}

type Row = { id: number; reference: string; name: string; products_count: number; values: Record<string, unknown>; version: number; created_at: Date; updated_at: Date; sort_value: string };

export async function searchModels(tx: Queryable, actor: Actor, input: ListingSearch) {
  const search = listingSearchSchema.parse(input);
  const sort = sortColumns[search.sort.field];
  if (sort === undefined) throw new AppError(400, 'filter.unknown_column', { fields: { 'sort.field': ['filter.unknown_column'] } });
  const sql = sqlParts(actor.principal.companyId);
  const where = [scope(actor, search.filters, sql)];
  const descending = search.sort.direction === 'desc';
  const signature = `${search.sort.field}:${search.sort.direction}`;
  if (search.after !== undefined) {
    let cursor: [string, string | null, number];
    try {
      cursor = JSON.parse(Buffer.from(search.after, 'base64url').toString('utf8')) as [string, string | null, number];
      if (cursor[0] !== signature || !Number.isSafeInteger(cursor[2])) throw new Error('foreign cursor');
    } catch {
      throw new AppError(400, 'filter.cursor_invalid', { fields: { after: ['filter.cursor_invalid'] } });
    }
    where.push(`(${sort.expression}, m.id) ${descending ? '<' : '>'} (${sql.param(cursor[1])}::${sort.cast}, ${sql.param(cursor[2])})`);
  }
  const direction = descending ? 'DESC' : 'ASC';
  const keys = search.columns.filter((column) => column.startsWith('attribute:')).map((column) => column.slice('attribute:'.length));
  const rows = await tx.query<Row>(
    `WITH page AS (SELECT m.id, ${sort.expression}::text AS sort_value FROM models m WHERE ${where.join(' AND ')}
                    ORDER BY ${sort.expression} ${direction}, m.id ${direction} LIMIT ${search.page_size + 1})
     SELECT m.id::int AS id, m.reference, m.name, page.sort_value,
            (SELECT count(*)::int FROM products p WHERE p.company_id = m.company_id AND p.model_id = m.id) AS products_count,
            (SELECT coalesce(jsonb_object_agg(k, m.attribute_values -> k), '{}'::jsonb) FROM unnest(${sql.param(keys)}::text[]) k WHERE m.attribute_values ? k) AS values,
            m.version, m.created_at, m.updated_at
       FROM page JOIN models m ON m.company_id = $1 AND m.id = page.id
      ORDER BY ${sort.expression} ${direction}, m.id ${direction}`,
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
    next_cursor: rows.length > search.page_size && last ? Buffer.from(JSON.stringify([signature, last.sort_value, last.id])).toString('base64url') : null,
  };
}

export async function countModels(tx: Queryable, actor: Actor, filters: readonly ListingFilter[]): Promise<number> {
  const sql = sqlParts(actor.principal.companyId);
  const [row] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM models m WHERE ${scope(actor, filters, sql)}`, sql.params);
  return row!.count;
}
