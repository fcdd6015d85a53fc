/**
 * Product listing: filters, a sort on any column, keyset pages on (sort key, id) — never OFFSET,
 * so the 10,000th page costs what the first does — and a separate exact count.
 */
import { completionScopeOf, isCompletionField } from '@pimento/shared-kit/contracts/completion';
import type { ListingFilter, ListingSearch } from '@pimento/shared-kit/contracts/product-filters';
import { listingSearchSchema } from '@pimento/shared-kit/contracts/product-filters';
import type { ProductListItem, ProductPage } from '@pimento/shared-kit/contracts/products';
import type { IndexTable } from '@pimento/shared-kit/attribute-types/index';
import { attributeTypeModules } from '@pimento/shared-kit/attribute-types/index';
import type { Queryable } from '../../db/database.ts';
import { prepared } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';
import type { Actor } from '../rights/authorization.ts';
import { rightsOnObject } from '../rights/authorization.ts';
import { loadCatalogueContext } from './context.ts';
import type { CatalogueCaches } from './plugin.ts';
import { groupsWithRight, restrictedByGroups } from './rights.ts';
import type { ClientRules, FilterAttribute, FilterSource, SqlParts } from './filter-sql.ts';
import { filterConditions, filterSources, sqlParts } from './filter-sql.ts';
import type { IdSet } from './id-sets.ts';
import { hasId, intersectIdSets } from './id-sets.ts';
import { assertKnownColumns, productBuiltInColumns } from './listing-columns.ts';
import type { SourceCache } from './source-cache.ts';
import type { TextColumnCache } from './text-columns.ts';
import { memoryMatches } from './memory-filters.ts';
import type { ColumnPage } from './column-order.ts';
import { pageInColumnOrder } from './column-order.ts';
import type { KeyCursor, SortKeyCache, SortKeyField } from './sort-keys.ts';
import { pageOfCandidates } from './sort-keys.ts';
import { microsOfTimestampText, timestampTextOfMicros } from './timestamp-micros.ts';

/**
 * What a search needs of the company; with `sources`, filter sources are read through that cache,
 * with `sortKeys`, pages sorted by a time are found in memory when every filter is. `attributes`
 * are those the user may read (`attributeRightsOf(actor, catalogue).readable`): filters, sorts and
 * columns naming any other answer as for an attribute that does not exist.
 */
export type SearchScope = {
  attributes: ReadonlyMap<number, FilterAttribute>;
  languages: readonly string[];
  /** The rules of the clients a `client` filter names, loaded by the caller (the clients module's `withClientRules`). */
  clients?: ClientRules;
  sources?: SourceCache;
  sortKeys?: SortKeyCache;
  textColumns?: TextColumnCache;
};

/**
 * The search scope of a user's product listing: the company's attribute languages, the attributes
 * the user may read, and the kernel's caches when the caller has them (a job has none).
 */
export async function productSearchScope(tx: Queryable, actor: Actor, caches?: CatalogueCaches): Promise<SearchScope> {
  const context = await loadCatalogueContext(tx, actor.principal.companyId);
  // Filters, sorts and columns resolve against the attributes the user may read only.
  const attributes = attributeRightsOf(actor, context.catalogue).readable.byId;
  return caches === undefined
    ? { attributes, languages: context.languages }
    : { attributes, languages: context.languages, sources: caches.sources, sortKeys: caches.sortKeys, textColumns: caches.textColumns };
}

/** Built-in sortable columns → the indexed expression (every index starts with company_id). */
const sortColumns: Record<string, { expression: string; cast: string }> = {
  id: { expression: 'p.id', cast: 'bigint' },
  sku: { expression: 'p.sku', cast: 'text' },
  name: { expression: 'p.name', cast: 'text' },
  status: { expression: 'p.status', cast: 'text' },
  created: { expression: 'p.created_at', cast: 'timestamptz' },
  updated: { expression: 'p.updated_at', cast: 'timestamptz' },
};

const casts: Record<IndexTable, string> = { text: 'text', number: 'float8', date: 'date' };

/** Cursor: which sort it belongs to, the phase (`v` rows with a value, `n` rows without), the last key. */
type Cursor = { sort: string; phase: 'v' | 'n'; value: string | null; id: number };

function sortSignature(sort: { field: string; direction: string; language?: string | undefined }): string {
  return `${sort.field}:${sort.direction}:${sort.language ?? ''}`;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.phase, cursor.value, cursor.id])).toString('base64url');
}

function decodeCursor(text: string, signature: string): Cursor {
  try {
    const [sort, phase, value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (sort === signature && (phase === 'v' || phase === 'n') && (value === null || typeof value === 'string') && Number.isSafeInteger(id)) {
      return { sort, phase, value, id: id as number };
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError(400, 'filter.cursor_invalid', { fields: { after: ['filter.cursor_invalid'] } });
}

/**
 * The WHERE clause shared by pages, counts and bulk actions: company, readable groups, filters.
 * With `candidates`, the filters it covers are replaced by `p.id = ANY(<their matching ids>)`.
 */
export function productScope(
  actor: Actor,
  filters: readonly ListingFilter[],
  scope: SearchScope,
  sql: SqlParts,
  right: 'read' | 'edit' | 'delete' = 'read',
  candidates: Candidates | null = null,
): string {
  const conditions = ['p.company_id = $1'];
  // The ids as one array literal: 20,000 ids cost ~6 ms of CPU as an array parameter (each
  // element escaped), a fraction of it joined.
  if (candidates?.ids !== undefined) conditions.push(`p.id = ANY(${sql.param(`{${candidates.ids.join(',')}}`)}::bigint[])`);
  else if (candidates !== null && !candidates.checkedByCaller) conditions.push(`p.id = ANY(ARRAY(${intersection(candidates.sources, sql)}))`);
  if (restrictedByGroups(actor)) conditions.push(`p.group_ids && ${sql.param(groupsWithRight(actor, right))}::uuid[]`);
  const covered = new Set(candidates?.sources.map((source) => source.index));
  conditions.push(...filterConditions(filters, scope.attributes, scope.languages, sql, covered, scope.clients).map((condition) => `(${condition})`));
  return conditions.join(' AND ');
}

/** The listing's plan thresholds (docs/catalogue-storage.md, measured on 1,000,000 products). */
export const searchTuning = {
  /**
   * A filter source with at most this many index entries is read first (its ids, intersected with
   * the other small sources', then sorted); above it, walking the sort index and probing each
   * product finds a page sooner. -1: never (tests compare with the general path).
   */
  candidateLimit: 10_000,
  /**
   * Without a small source, the walk of the sort index examines at most this many products
   * before the listing reads the intersection of all sources first (see `searchProducts`).
   */
  walkWindow: 5_000,
  /** Counts from the indexes alone when every filter allows it (tests compare with `false`). */
  indexOnlyCounts: true,
  /** Filter sources come from the source cache when the scope has one (tests compare with `false`). */
  useSourceCache: true,
};

/**
 * Filters whose matching ids are read first from their indexes (see `chooseCandidates`); with
 * `ids`, already read (`withIds`); with `checkedByCaller`, matched in memory by the caller (the
 * SQL only leaves them out).
 */
export type Candidates = { sources: FilterSource[]; ids?: readonly number[] | IdSet; checkedByCaller?: boolean };

/** The listing's thresholds when filter sources come from the source cache (docs/catalogue-storage.md). */
export const cachedSearchTuning = {
  /**
   * At most this many candidates are read and sorted (joined from the list: ~2.5 µs each, cached)
   * when a walk of `shortWalk` products found no page. Passed as a hashed list instead, PostgreSQL
   * walks the sort index to them, reading every product ranked before the first: 120,000 for a SKU
   * prefix sorted by SKU (0.1–0.5 s against 25 ms).
   */
  directLimit: 20_000,
  /** How far the sort index is walked (in SQL, against the hashed list) for up to `directLimit` candidates before they are read and sorted. */
  shortWalk: 10_000,
  /** The first chunk of the sort index a walk reads; each next one is 4 times larger, up to `maxChunk`. */
  firstChunk: 2_000,
  maxChunk: 32_000,
  /** A walk that examined this many products without filling a page passes the candidates instead. */
  walkLimit: 60_000,
  /** Sorted on an attribute, at most this many candidates are passed as a parameter; more are intersected in SQL. */
  attributeSortLimit: 50_000,
  /**
   * Sorted by `updated` or `created` with every filter in memory, at most this many candidates are
   * ranked by their in-memory keys (~1 ms per 100,000: a whole catalogue costs less than a walk
   * that finds the matches deep in the time order); -1: never (tests compare with SQL).
   */
  sortKeyLimit: 1_000_000,
  /**
   * Sorted by SKU or name with every filter in memory, the page is found from the positions in the
   * SKU or name column, which was read in the database's order: at most this many candidates are
   * ranked at once; more are met by walking the column's order; -1: never.
   */
  columnOrderLimit: 20_000,
  /** How many positions of the column a walk examines before the page is left to the database (matches too sparse there). */
  columnWalkLimit: 100_000,
  /** At most this many candidates written since the column was read are ordered by the database with the page's rows. */
  columnWrittenLimit: 2_000,
};

/** The built-in sorts whose keys `sort-keys.ts` keeps. */
const timeSortFields: Record<string, SortKeyField> = { updated: 'updated', created: 'created' };

/**
 * The page of a time sort ranked in memory from the candidates' kept keys; null when the keys are
 * not available (still being read, a candidate created since) or the cursor is not a time.
 */
async function pageBySortKeys(
  tx: Queryable,
  companyId: string,
  scope: SearchScope,
  candidates: IdSet,
  field: SortKeyField,
  cursor: Cursor | null,
  descending: boolean,
  limit: number,
): Promise<PageRow[] | null> {
  if (scope.sortKeys === undefined || candidates.length > cachedSearchTuning.sortKeyLimit) return null;
  let after: KeyCursor | null = null;
  if (cursor !== null) {
    const key = cursor.value === null ? null : microsOfTimestampText(cursor.value);
    if (key === null) return null;
    after = { key, id: cursor.id };
  }
  const keys = await scope.sortKeys.read(tx, companyId);
  if (keys === null) return null;
  const page = pageOfCandidates(candidates, keys, field, after, descending, limit);
  return page?.map((row) => ({ id: row.id, sort_value: timestampTextOfMicros(row.key) })) ?? null;
}

/** The built-in sorts whose order a text column holds (it was read in that order). */
const columnSortFields: Record<string, 'sku' | 'name'> = { sku: 'sku', name: 'name' };

/**
 * A SKU or name sort's page found in memory (`column-order.ts`): its ids, whose sort values are the
 * decorated rows' own SKU or name, or a few more for the database to order (products written since
 * the column was read). Null when the column is not in memory or cannot rank them.
 */
async function pageByColumnOrder(
  tx: Queryable,
  companyId: string,
  scope: SearchScope,
  candidates: IdSet,
  field: 'sku' | 'name',
  cursor: Cursor | null,
  descending: boolean,
  limit: number,
): Promise<ColumnPage | null> {
  if (scope.textColumns === undefined || cachedSearchTuning.columnOrderLimit < 0) return null;
  const column = await scope.textColumns.read(tx, companyId, { kind: field });
  if (column === null) return null;
  return pageInColumnOrder(column, candidates, cursor?.id ?? null, descending, limit, {
    rankLimit: cachedSearchTuning.columnOrderLimit,
    walkLimit: cachedSearchTuning.columnWalkLimit,
    writtenLimit: cachedSearchTuning.columnWrittenLimit,
  });
}

/**
 * The intersection of the filters' matches kept in memory — the source cache's index ranges, the
 * text searches and negations of `memory-filters.ts` — when at least one is (a source the cache
 * calls large, or still reads in the background, stays a probe in SQL). Null without the caches.
 */
async function cachedCandidates(
  tx: Queryable,
  companyId: string,
  filters: readonly ListingFilter[],
  scope: SearchScope,
): Promise<{ sources: FilterSource[]; ids: IdSet } | null> {
  if ((scope.sources === undefined && scope.textColumns === undefined) || !searchTuning.useSourceCache) return null;
  const kept: { source: FilterSource; ids: IdSet }[] = [];
  const { sources } = scope;
  if (sources !== undefined) {
    for (const source of filterSources(filters, scope.attributes, scope.languages)) {
      if (source === null) continue;
      const cached = await sources.read(tx, companyId, source);
      if ('ids' in cached) kept.push({ source, ids: cached.ids });
    }
  }
  kept.push(...(await memoryMatches(tx, companyId, filters, scope, new Set(kept.map((entry) => entry.source.index)))));
  if (kept.length === 0) return null;
  return { sources: kept.map((entry) => entry.source), ids: intersectIdSets(kept.map((entry) => entry.ids)) };
}

/**
 * Reads the candidates' ids, so a page query gets them as a parameter: PostgreSQL then plans with
 * the actual list (a constant in its custom plan, hashed), and chooses knowingly between reading
 * those products and sorting them, or walking the sort index index-only against the hashed list
 * (17,914 ids sorted by `updated`: 11–16 ms walked, against 2–7 s reading each product's row).
 */
async function withIds(tx: Queryable, companyId: string, candidates: Candidates): Promise<Candidates> {
  const sql = sqlParts(companyId);
  const [row] = await tx.query<{ ids: number[] }>(
    `SELECT coalesce(array_agg(product_id), '{}')::int[] AS ids FROM (${intersection(candidates.sources, sql)}) s`,
    sql.params,
  );
  return { ...candidates, ids: row!.ids };
}

/** The product ids every source holds (a query; its parameters go to `sql`). */
export function intersection(sources: readonly FilterSource[], sql: SqlParts): string {
  return sources.map((source) => source.render(sql)).join(' INTERSECT ');
}

/**
 * The plan decision of a listing, made here rather than left to the planner (PostgreSQL cannot
 * estimate the combined selectivity of filters on one EAV table, and PGlite has no hints): the
 * filters with an index-only source are sized with capped index-only counts in one query, and
 * those of at most `searchTuning.candidateLimit` entries become the candidate set. Null when none is small.
 */
export async function chooseCandidates(tx: Queryable, companyId: string, filters: readonly ListingFilter[], scope: SearchScope): Promise<Candidates | null> {
  const sources = filterSources(filters, scope.attributes, scope.languages).filter((source) => source !== null);
  if (sources.length === 0) return null;
  const sql = sqlParts(companyId);
  const limit = searchTuning.candidateLimit;
  if (limit < 0) return null;
  const sizes = sources.map((source, i) => `(SELECT count(*) FROM (${source.render(sql)} LIMIT ${limit + 1}) s)::int AS n${i}`);
  const [row] = await tx.query<Record<string, number>>(`SELECT ${sizes.join(', ')}`, sql.params);
  const small = sources.filter((_, i) => row![`n${i}`]! <= limit);
  return small.length === 0 ? null : { sources: small };
}

type PageRow = { id: number; sort_value: string | null };

type ItemRow = {
  id: number;
  sku: string;
  name: string;
  status: ProductListItem['status'];
  model_id: number | null;
  model_reference: string | null;
  model_name: string | null;
  categories: number[];
  values: Record<string, unknown>;
  version: number;
  created_at: Date;
  updated_at: Date;
};

const decorateSql = prepared(`SELECT p.id::int AS id, p.sku, p.name, p.status, p.model_id::int AS model_id, m.reference AS model_reference, m.name AS model_name,
        ARRAY(SELECT pc.category_id::int FROM product_categories pc WHERE pc.company_id = p.company_id AND pc.product_id = p.id ORDER BY 1) AS categories,
        (SELECT coalesce(jsonb_object_agg(k, p.attribute_values -> k), '{}'::jsonb) FROM unnest($3::text[]) k WHERE p.attribute_values ? k) AS values,
        p.version, p.created_at, p.updated_at
   FROM products p LEFT JOIN models m ON m.company_id = p.company_id AND m.id = p.model_id
  WHERE p.company_id = $1 AND p.id = ANY($2::bigint[])`);

const figuresSql = prepared(`SELECT product_id::int AS id, scope_id::int AS scope_id, percent FROM product_completion
  WHERE company_id = $1 AND scope_id = ANY($2::bigint[]) AND product_id = ANY($3::bigint[])`);

/**
 * The completion fields whose scope the user may read: overall, and clients the user may read (one
 * already loaded for a filter, or read here); another client, of another company or outside the
 * user's groups, is left out as an unreadable attribute's column is.
 */
async function readableCompletionFields(tx: Queryable, actor: Actor, fields: readonly string[], scope: SearchScope): Promise<Map<string, number>> {
  const wanted = [...new Set(fields.filter(isCompletionField))];
  const unknown = wanted.map(completionScopeOf).filter((id) => id !== 0 && scope.clients?.has(id) !== true);
  const readable = new Set(wanted.map(completionScopeOf).filter((id) => id === 0 || scope.clients?.has(id) === true));
  if (unknown.length > 0) {
    const rows = await tx.query<{ id: number; group_ids: string[] }>('SELECT id::int AS id, group_ids::text[] AS group_ids FROM clients WHERE company_id = $1 AND id = ANY($2::bigint[])', [
      actor.principal.companyId,
      unknown,
    ]);
    for (const row of rows) if (rightsOnObject(actor, row.group_ids).read) readable.add(row.id);
  }
  return new Map(wanted.filter((field) => readable.has(completionScopeOf(field))).map((field) => [field, completionScopeOf(field)]));
}

/** The displayed columns of the page's rows only (never computed for rows not shown); `figures`: the completion columns → their scope. */
async function decorate(tx: Queryable, companyId: string, ids: number[], columns: string[], figures: ReadonlyMap<string, number> = new Map()): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<ItemRow>(decorateSql, [companyId, ids, columns]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const completion = new Map<number, Record<string, number>>();
  if (figures.size > 0) {
    const fieldOfScope = new Map([...figures].map(([field, scopeId]) => [scopeId, field]));
    for (const row of await tx.query<{ id: number; scope_id: number; percent: number }>(figuresSql, [companyId, [...fieldOfScope.keys()], ids])) {
      const shown = completion.get(row.id) ?? {};
      shown[fieldOfScope.get(row.scope_id)!] = row.percent;
      completion.set(row.id, shown);
    }
  }
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (row === undefined) return [];
    return [
      {
        id: row.id,
        sku: row.sku,
        name: row.name,
        status: row.status,
        model: row.model_id === null ? null : { id: row.model_id, reference: row.model_reference ?? '', name: row.model_name ?? '' },
        categories: row.categories,
        values: row.values,
        ...(figures.size > 0 ? { completion: completion.get(row.id) ?? {} } : {}),
        version: row.version,
        created: row.created_at.toISOString(),
        updated: row.updated_at.toISOString(),
      },
    ];
  });
}

export async function searchProducts(tx: Queryable, actor: Actor, input: ListingSearch, scope: SearchScope): Promise<ProductPage> {
  const search = listingSearchSchema.parse(input);
  const companyId = actor.principal.companyId;
  const signature = sortSignature(search.sort);
  const cursor = search.after === undefined ? null : decodeCursor(search.after, signature);
  // An attribute column the user cannot read, or that no longer exists, is left out alike (no
  // oracle; stored columns outlive rights and deletions); a column of no kind at all is refused.
  assertKnownColumns(search.columns, productBuiltInColumns);
  const columns = search.columns
    .filter((column) => column.startsWith('attribute:') && scope.attributes.has(Number(column.slice('attribute:'.length))))
    .map((column) => column.slice('attribute:'.length));
  const figures = await readableCompletionFields(tx, actor, [...search.columns, search.sort.field], scope);
  const size = search.page_size;
  const descending = search.sort.direction === 'desc';
  const comparator = descending ? '<' : '>';
  const direction = descending ? 'DESC' : 'ASC';

  let rows: (PageRow & { phase: 'v' | 'n' })[];
  /** Set when the page was ranked without its sort values: they are the decorated rows' own SKU or name. */
  let valuesFromItems: 'sku' | 'name' | null = null;
  const cached = await cachedCandidates(tx, companyId, search.filters, scope);
  const candidates = cached === null ? await chooseCandidates(tx, companyId, search.filters, scope) : null;
  const builtIn = sortColumns[search.sort.field];
  if (builtIn !== undefined) {
    const order = `${builtIn.expression === 'p.id' ? '' : `${builtIn.expression} ${direction}, `}p.id ${direction}`;
    // The keyset condition "after (key, id)" (`through`: up to and including it). With company_id
    // fixed by equality, a row comparison on the next index columns is the scan's start key
    // (including company_id in the row would make PostgreSQL start at the company's first entry
    // and filter). The SKU is unique per company: its index (company_id, sku) alone orders pages.
    const keyset = (sql: SqlParts, key: { value: string | null; id: number }, through = false) => {
      const operator = through ? (descending ? '>=' : '<=') : comparator;
      if (builtIn.expression === 'p.id') return `p.id ${operator} ${sql.param(key.id)}`;
      if (builtIn.expression === 'p.sku') return `p.sku ${operator} ${sql.param(key.value)}::text`;
      return `(${builtIn.expression}, p.id) ${operator} (${sql.param(key.value)}::${builtIn.cast}, ${sql.param(key.id)})`;
    };
    const walk = async (using: Candidates | null, bound: PageRow | null) => {
      const sql = sqlParts(companyId);
      const where = [productScope(actor, search.filters, scope, sql, 'read', using)];
      if (cursor !== null) where.push(keyset(sql, cursor));
      if (bound !== null) where.push(keyset(sql, { value: bound.sort_value, id: bound.id }, true));
      return tx.query<PageRow>(
        `SELECT p.id::int AS id, ${builtIn.expression}::text AS sort_value FROM products p WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${size + 1}`,
        sql.params,
      );
    };
    // The sort order walked chunk by chunk against the candidates in memory, keeping their rows;
    // null when `walkLimit` products were examined without filling a page.
    const walkInMemory = async (kept: { sources: FilterSource[]; ids: IdSet }): Promise<PageRow[] | null> => {
      const found: PageRow[] = [];
      let after: { value: string | null; id: number } | null = cursor;
      let chunk = cachedSearchTuning.firstChunk;
      for (let examined = 0; examined < cachedSearchTuning.walkLimit; ) {
        const sql = sqlParts(companyId);
        const where = [productScope(actor, search.filters, scope, sql, 'read', { sources: kept.sources, checkedByCaller: true })];
        if (after !== null) where.push(keyset(sql, after));
        const chunkRows = await tx.query<PageRow>(
          `SELECT p.id::int AS id, ${builtIn.expression}::text AS sort_value FROM products p WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${chunk}`,
          sql.params,
        );
        for (const row of chunkRows) {
          if (!hasId(kept.ids, row.id)) continue;
          found.push(row);
          if (found.length > size) return found;
        }
        const last = chunkRows.at(-1);
        if (chunkRows.length < chunk || last === undefined) return found;
        examined += chunkRows.length;
        after = { value: last.sort_value, id: last.id };
        chunk = Math.min(chunk * 4, cachedSearchTuning.maxChunk);
      }
      return null;
    };
    // The candidates read from their list and sorted: a cost bounded by their number, wherever the
    // matches sit in the sort order.
    const readAndSort = async (kept: { sources: FilterSource[]; ids: IdSet }): Promise<PageRow[]> => {
      const sql = sqlParts(companyId);
      const where = [productScope(actor, search.filters, scope, sql, 'read', { sources: kept.sources, checkedByCaller: true })];
      if (cursor !== null) where.push(keyset(sql, cursor));
      return tx.query<PageRow>(
        `SELECT p.id::int AS id, ${builtIn.expression}::text AS sort_value
           FROM unnest(${sql.param(`{${kept.ids.join(',')}}`)}::bigint[]) c (id) JOIN products p ON p.id = c.id
          WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${size + 1}`,
        sql.params,
      );
    };
    // A few known products put in the sort's order after the cursor, by the database.
    const ordered = (ids: readonly number[]): Promise<PageRow[]> => {
      const sql = sqlParts(companyId);
      const where = [`p.company_id = $1`, `p.id = ANY(${sql.param(ids)}::bigint[])`];
      if (cursor !== null) where.push(keyset(sql, cursor));
      return tx.query<PageRow>(
        `SELECT p.id::int AS id, ${builtIn.expression}::text AS sort_value FROM products p WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${size + 1}`,
        sql.params,
      );
    };
    let found: PageRow[] | null = null;
    const timeField = timeSortFields[search.sort.field];
    // A filtered listing sorted by a time: the keys are read now, ready once its filters are in memory.
    if (timeField !== undefined && search.filters.length > 0) scope.sortKeys?.prepare(companyId);
    if (cached !== null) {
      // Every filter matched in memory and no group restriction left to SQL: the page can be ranked there too.
      if (timeField !== undefined && cached.sources.length === search.filters.length && !restrictedByGroups(actor)) {
        found = await pageBySortKeys(tx, companyId, scope, cached.ids, timeField, cursor, descending, size + 1);
      }
      const columnField = columnSortFields[search.sort.field];
      if (columnField !== undefined && cached.sources.length === search.filters.length && !restrictedByGroups(actor)) {
        const ranked = await pageByColumnOrder(tx, companyId, scope, cached.ids, columnField, cursor, descending, size + 1);
        if (ranked?.toOrder === true) found = await ordered(ranked.ids);
        else if (ranked !== null) {
          found = ranked.ids.map((id) => ({ id, sort_value: null }));
          valuesFromItems = columnField;
        }
      }
      if (found === null && cached.ids.length > cachedSearchTuning.directLimit) found = await walkInMemory(cached);
      else if (found === null) {
        // A walk of the sort index's next `shortWalk` products against the hashed list finds the
        // page when the matches are spread along the sort order; when they sit deep in it (a SKU
        // prefix sorted by SKU), reading them all costs less than walking to them.
        if (cached.ids.length > 0 && cachedSearchTuning.shortWalk > 0) {
          const sql = sqlParts(companyId);
          const [bound] = await tx.query<PageRow>(
            `SELECT p.id::int AS id, ${builtIn.expression}::text AS sort_value FROM products p
              WHERE p.company_id = $1${cursor === null ? '' : ` AND ${keyset(sql, cursor)}`} ORDER BY ${order} OFFSET ${cachedSearchTuning.shortWalk - 1} LIMIT 1`,
            sql.params,
          );
          const windowed = await walk({ sources: cached.sources, ids: cached.ids }, bound ?? null);
          // Without a bound the window held the rest of the catalogue: what it found is the page.
          if (windowed.length > size || bound === undefined) found = windowed;
        }
        found ??= await readAndSort(cached);
      }
      found ??= await walk({ sources: cached.sources, ids: cached.ids }, null);
    } else if (candidates !== null) found = await walk(await withIds(tx, companyId, candidates), null);
    const sources = filterSources(search.filters, scope.attributes, scope.languages).filter((source) => source !== null);
    if (cached === null && candidates === null && sources.length > 0) {
      // No small source: walk the sort index, but only over the next `walkWindow` products. When
      // the filters are not independent of the sort (after a bulk edit, the most recently updated
      // products all share the new value) the walk could read most of the catalogue before
      // finding a page; then the intersection of every source is read first instead, sorted.
      const sql = sqlParts(companyId);
      const [bound] = await tx.query<PageRow>(
        `SELECT p.id::int AS id, ${builtIn.expression}::text AS sort_value FROM products p
          WHERE p.company_id = $1${cursor === null ? '' : ` AND ${keyset(sql, cursor)}`} ORDER BY ${order} OFFSET ${searchTuning.walkWindow - 1} LIMIT 1`,
        sql.params,
      );
      if (bound !== undefined) {
        const windowed = await walk(null, bound);
        if (windowed.length > size) found = windowed;
        else found = await walk(await withIds(tx, companyId, { sources }), null);
      }
    }
    found ??= await walk(null, null);
    rows = found.map((row) => ({ ...row, phase: 'v' }));
  } else if (isCompletionField(search.sort.field)) {
    const scopeId = figures.get(search.sort.field);
    if (scopeId === undefined) throw new AppError(400, 'filter.unknown_column', { fields: { 'sort.field': ['filter.unknown_column'] } });
    const kept =
      cached === null
        ? candidates
        : { sources: cached.sources, ...(cached.ids.length <= cachedSearchTuning.attributeSortLimit ? { ids: cached.ids } : {}) };
    rows = await completionSortedPage(tx, actor, search, scope, cursor, size, kept, scopeId);
  } else {
    const kept =
      cached === null
        ? candidates
        : { sources: cached.sources, ...(cached.ids.length <= cachedSearchTuning.attributeSortLimit ? { ids: cached.ids } : {}) };
    rows = await attributeSortedPage(tx, actor, search, scope, cursor, size, kept);
  }

  const page = rows.slice(0, size);
  const shownFigures = new Map([...figures].filter(([field]) => search.columns.includes(field)));
  const items = await decorate(tx, companyId, page.map((row) => row.id), columns, shownFigures);
  let last = page.at(-1);
  if (valuesFromItems !== null && last !== undefined) {
    // The page goes on after its last product read (one deleted since it was ranked has no row).
    const item = items.at(-1);
    // Every product of the page deleted in between: no value to go on from; the database ranks it.
    if (item === undefined) return searchProducts(tx, actor, input, { ...scope, textColumns: undefined });
    last = { ...last, id: item.id, sort_value: item[valuesFromItems] };
  }
  const next = rows.length > size && last !== undefined ? encodeCursor({ sort: signature, phase: last.phase, value: last.sort_value, id: last.id }) : null;
  return { items, next_cursor: next };
}

/**
 * Sorted on an attribute: products having a value come first, walked in the index table's order
 * (value, product id); then the products without a value, by id.
 */
async function attributeSortedPage(
  tx: Queryable,
  actor: Actor,
  search: ReturnType<typeof listingSearchSchema.parse>,
  scope: SearchScope,
  cursor: Cursor | null,
  size: number,
  candidates: Candidates | null,
): Promise<(PageRow & { phase: 'v' | 'n' })[]> {
  const companyId = actor.principal.companyId;
  const match = /^attribute:(\d+)$/.exec(search.sort.field);
  const attribute = match ? scope.attributes.get(Number(match[1])) : undefined;
  if (attribute === undefined || attributeTypeModules[attribute.type].multiValued) {
    throw new AppError(400, 'filter.unknown_column', { fields: { 'sort.field': ['filter.unknown_column'] } });
  }
  const table = attributeTypeModules[attribute.type].indexTable;
  const language = attribute.type === 'range' ? 'min' : attribute.localizable ? (search.sort.language ?? scope.languages[0] ?? '') : '';
  const descending = search.sort.direction === 'desc';
  const rows: (PageRow & { phase: 'v' | 'n' })[] = [];

  if (cursor === null || cursor.phase === 'v') {
    const sql = sqlParts(companyId);
    const where = [productScope(actor, search.filters, scope, sql, 'read', candidates)];
    const attributeParam = sql.param(attribute.id);
    const languageParam = sql.param(language);
    where.push(`s.attribute_id = ${attributeParam}`, `s.language = ${languageParam}`);
    if (cursor !== null) {
      where.push(
        `(s.value, s.product_id) ${descending ? '<' : '>'} (${sql.param(cursor.value)}::${casts[table]}, ${sql.param(cursor.id)})`,
      );
    }
    const direction = descending ? 'DESC' : 'ASC';
    const found = await tx.query<PageRow>(
      `SELECT p.id::int AS id, s.value::text AS sort_value
         FROM product_value_${table} s JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
        WHERE s.company_id = $1 AND ${where.join(' AND ')}
        ORDER BY s.value ${direction}, s.product_id ${direction} LIMIT ${size + 1}`,
      sql.params,
    );
    rows.push(...found.map((row) => ({ ...row, phase: 'v' as const })));
  }
  if (rows.length <= size) {
    const sql = sqlParts(companyId);
    const where = [productScope(actor, search.filters, scope, sql, 'read', candidates)];
    where.push(
      `NOT EXISTS (SELECT 1 FROM product_value_${table} s WHERE s.company_id = $1 AND s.attribute_id = ${sql.param(attribute.id)} AND s.language = ${sql.param(language)} AND s.product_id = p.id)`,
    );
    if (cursor !== null && cursor.phase === 'n') where.push(`p.id > ${sql.param(cursor.id)}`);
    const found = await tx.query<PageRow>(
      `SELECT p.id::int AS id, NULL AS sort_value FROM products p WHERE ${where.join(' AND ')} ORDER BY p.id LIMIT ${size + 1 - rows.length}`,
      sql.params,
    );
    rows.push(...found.map((row) => ({ ...row, phase: 'n' as const })));
  }
  return rows;
}

/**
 * Sorted on a completion figure (overall, `scopeId` 0, or a client's): the products with a figure
 * in that scope first, walked in the figures' index `(company, scope, percent, product)` — as an
 * attribute sort walks its value index, each step a probe of the product's primary key for the
 * filters — then the products without one (never computed, or that the client does not receive),
 * by id. Keyset pages on (percent, id), then on id.
 */
async function completionSortedPage(
  tx: Queryable,
  actor: Actor,
  search: ReturnType<typeof listingSearchSchema.parse>,
  scope: SearchScope,
  cursor: Cursor | null,
  size: number,
  candidates: Candidates | null,
  scopeId: number,
): Promise<(PageRow & { phase: 'v' | 'n' })[]> {
  const companyId = actor.principal.companyId;
  const descending = search.sort.direction === 'desc';
  const direction = descending ? 'DESC' : 'ASC';
  const rows: (PageRow & { phase: 'v' | 'n' })[] = [];
  if (cursor === null || cursor.phase === 'v') {
    const sql = sqlParts(companyId);
    const where = [productScope(actor, search.filters, scope, sql, 'read', candidates), `pc.scope_id = ${sql.param(scopeId)}`];
    if (cursor !== null) where.push(`(pc.percent, pc.product_id) ${descending ? '<' : '>'} (${sql.param(Number(cursor.value))}::int, ${sql.param(cursor.id)})`);
    const found = await tx.query<PageRow>(
      `SELECT p.id::int AS id, pc.percent::text AS sort_value
         FROM product_completion pc JOIN products p ON p.company_id = pc.company_id AND p.id = pc.product_id
        WHERE pc.company_id = $1 AND ${where.join(' AND ')}
        ORDER BY pc.percent ${direction}, pc.product_id ${direction} LIMIT ${size + 1}`,
      sql.params,
    );
    rows.push(...found.map((row) => ({ ...row, phase: 'v' as const })));
  }
  if (rows.length <= size) {
    const sql = sqlParts(companyId);
    const where = [productScope(actor, search.filters, scope, sql, 'read', candidates)];
    where.push(`NOT EXISTS (SELECT 1 FROM product_completion pc WHERE pc.company_id = $1 AND pc.scope_id = ${sql.param(scopeId)} AND pc.product_id = p.id)`);
    if (cursor !== null && cursor.phase === 'n') where.push(`p.id > ${sql.param(cursor.id)}`);
    const found = await tx.query<PageRow>(
      `SELECT p.id::int AS id, NULL AS sort_value FROM products p WHERE ${where.join(' AND ')} ORDER BY p.id LIMIT ${size + 1 - rows.length}`,
      sql.params,
    );
    rows.push(...found.map((row) => ({ ...row, phase: 'n' as const })));
  }
  return rows;
}

/**
 * Exact count. When every filter has an index-only source and no group restriction applies, the
 * count is taken from the indexes alone (the typed rows and classifications exist only for the
 * company's products), without proving each id is a product; else over the intersection of the
 * sources, checking the other filters on those products; else over the products.
 */
export async function countProducts(tx: Queryable, actor: Actor, filters: readonly ListingFilter[], scope: SearchScope): Promise<number> {
  const companyId = actor.principal.companyId;
  const cached = await cachedCandidates(tx, companyId, filters, scope);
  if (cached !== null) {
    // Every filter kept in memory: the intersection is the answer (sets hold only the company's products).
    if (cached.sources.length === filters.length && !restrictedByGroups(actor)) return cached.ids.length;
    const sql = sqlParts(companyId);
    const where = productScope(actor, filters, scope, sql, 'read', { sources: cached.sources, ids: cached.ids });
    const [row] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM products p WHERE ${where}`, sql.params);
    return row!.count;
  }
  const sources = filterSources(filters, scope.attributes, scope.languages);
  if (searchTuning.indexOnlyCounts && filters.length > 0 && !restrictedByGroups(actor) && sources.every((source) => source !== null)) {
    const sql = sqlParts(companyId);
    const only = sources.length === 1 ? sources[0]! : null;
    const query =
      only !== null
        ? only.unique
          ? `SELECT count(*)::int AS count FROM (${only.render(sql)}) s`
          : `SELECT count(DISTINCT product_id)::int AS count FROM (${only.render(sql)}) s`
        : `SELECT count(*)::int AS count FROM (${intersection(sources as FilterSource[], sql)}) s`;
    const [row] = await tx.query<{ count: number }>(query, sql.params);
    return row!.count;
  }
  // A count reads every match anyway: intersecting the sources' index ranges costs less than
  // probing each product (brand ∩ price ∩ status on 1 M products: 0.7 s against 1.1–2.2 s).
  const withSources = sources.filter((source) => source !== null);
  const candidates = searchTuning.candidateLimit < 0 || withSources.length === 0 ? null : { sources: withSources };
  const sql = sqlParts(companyId);
  const where = productScope(actor, filters, scope, sql, 'read', candidates);
  const [row] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM products p WHERE ${where}`, sql.params);
  return row!.count;
}
