/**
 * The listing filters answered from memory besides the source cache's index ranges
 * (docs/catalogue-storage.md, "Text search in memory"):
 * - text searches — `contains` and `starts_with` on the SKU, the name or a text attribute, and the
 *   quick search — scanned in the text columns (`text-columns.ts`);
 * - negations — `not_contains`, and on an attribute `empty`, `not_equals`, `not_among` — as every
 *   product (the SKU column) less the matches of the positive filter.
 * A filter whose column or set is not in memory yet stays in SQL, like a source the cache calls large.
 */
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { attributeTypeModules } from '@pimento/shared-kit/attribute-types/index';
import type { Queryable } from '../../db/database.ts';
import type { FilterAttribute, FilterSource, SqlParts } from './filter-sql.ts';
import { filterCondition, filterLanguages, filterSources, quickSearchAttributes } from './filter-sql.ts';
import type { IdSet } from './id-sets.ts';
import { differenceIdSet, unionIdSets } from './id-sets.ts';
import type { SourceCache } from './source-cache.ts';
import type { TextColumnCache, TextColumnRef } from './text-columns.ts';
import type { TextColumn, TextMatchMode } from './text-match.ts';
import { matchTextColumn, productsOfColumn } from './text-match.ts';

export type MemoryScope = {
  attributes: ReadonlyMap<number, FilterAttribute>;
  languages: readonly string[];
  sources?: SourceCache | undefined;
  textColumns?: TextColumnCache | undefined;
};

type TextSearch = { refs: TextColumnRef[]; mode: TextMatchMode; fragment: string; negated: boolean };

const positiveOf: Partial<Record<ListingFilter['operator'], ListingFilter['operator']>> = { empty: 'not_empty', not_equals: 'equals', not_among: 'among' };

function isTextSearchable(attribute: FilterAttribute): boolean {
  const module = attributeTypeModules[attribute.type];
  return module.indexTable === 'text' && module.filterOperators.includes('contains');
}

/** The columns and fragment of a text search, or null when the filter is none (or is malformed: SQL then says why). */
function textSearchOf(filter: ListingFilter, scope: MemoryScope): TextSearch | null {
  if (typeof filter.value !== 'string' && typeof filter.value !== 'number') return null;
  const fragment = String(filter.value);
  const mode: TextMatchMode = filter.operator === 'starts_with' ? 'starts_with' : 'contains';
  const negated = filter.operator === 'not_contains';
  if (filter.operator !== 'contains' && filter.operator !== 'starts_with' && !negated) return null;
  if (filter.field === 'sku' || filter.field === 'name') return { refs: [{ kind: filter.field }], mode, fragment, negated };
  if (filter.field === 'search') {
    if (filter.operator !== 'contains') return null;
    const identifiers = quickSearchAttributes(scope.attributes).flatMap((attribute) =>
      filterLanguages(attribute, { ...filter, language: undefined }, scope.languages).map((language): TextColumnRef => ({ kind: 'attribute', attributeId: attribute.id, language })),
    );
    return { refs: [{ kind: 'sku' }, { kind: 'name' }, ...identifiers], mode, fragment, negated };
  }
  const attribute = filter.field.startsWith('attribute:') ? scope.attributes.get(Number(filter.field.slice('attribute:'.length))) : undefined;
  if (attribute === undefined || !isTextSearchable(attribute)) return null;
  const refs = filterLanguages(attribute, filter, scope.languages).map((language): TextColumnRef => ({ kind: 'attribute', attributeId: attribute.id, language }));
  return { refs, mode, fragment, negated };
}

// The last matches of each column (columns are replaced, never changed, so the same object means
// the same answer): sixteen users paging through one search scan it once.
const recentMatches = new WeakMap<TextColumn, Map<string, IdSet>>();
const rememberedMatches = 32;

function matchOf(column: TextColumn, fragment: string, mode: TextMatchMode): IdSet {
  const known = recentMatches.get(column) ?? new Map<string, IdSet>();
  recentMatches.set(column, known);
  const key = `${mode}:${fragment}`;
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  const ids = matchTextColumn(column, fragment, mode);
  known.set(key, ids);
  if (known.size > rememberedMatches) known.delete(known.keys().next().value!);
  return ids;
}

const everyProduct = new WeakMap<TextColumn, IdSet>();
const complements = new WeakMap<IdSet, WeakMap<IdSet, IdSet>>();

/** Every product less `matches`, remembered by both sets. */
function complementOf(all: IdSet, matches: IdSet): IdSet {
  const known = complements.get(all) ?? new WeakMap<IdSet, IdSet>();
  complements.set(all, known);
  const hit = known.get(matches);
  if (hit !== undefined) return hit;
  const ids = differenceIdSet(all, matches);
  known.set(matches, ids);
  return ids;
}

/**
 * The filters of `filters` (but those in `skip`) matched in memory, each with a source that stands
 * for it in SQL (used when the candidates are too many to pass as a list).
 */
export async function memoryMatches(
  tx: Queryable,
  companyId: string,
  filters: readonly ListingFilter[],
  scope: MemoryScope,
  skip: ReadonlySet<number>,
): Promise<{ source: FilterSource; ids: IdSet }[]> {
  const { textColumns } = scope;
  if (textColumns === undefined) return [];
  let all: IdSet | null | undefined;
  /** Every product of the company, from the SKU column (every product has one SKU); null while it is read. */
  const allProducts = async (): Promise<IdSet | null> => {
    if (all !== undefined) return all;
    const skus = await textColumns.read(tx, companyId, { kind: 'sku' });
    if (skus === null) return (all = null);
    const known = everyProduct.get(skus) ?? productsOfColumn(skus);
    everyProduct.set(skus, known);
    return (all = known);
  };
  const matched: { source: FilterSource; ids: IdSet }[] = [];
  for (const [index, filter] of filters.entries()) {
    if (skip.has(index)) continue;
    let ids: IdSet | null = null;
    const search = textSearchOf(filter, scope);
    if (search !== null) {
      const sets: IdSet[] = [];
      for (const ref of search.refs) {
        const column = await textColumns.read(tx, companyId, ref);
        if (column === null) break;
        sets.push(matchOf(column, search.fragment, search.mode));
      }
      if (sets.length < search.refs.length) continue;
      ids = sets.length === 0 ? new Uint32Array(0) : unionIdSets(sets);
      if (search.negated) {
        const every = await allProducts();
        ids = every === null ? null : complementOf(every, ids);
      }
    } else {
      const positive = positiveOf[filter.operator];
      if (positive === undefined || !filter.field.startsWith('attribute:') || scope.sources === undefined) continue;
      const [source] = filterSources([{ ...filter, operator: positive }], scope.attributes, scope.languages);
      if (source === null || source === undefined) continue;
      const kept = await scope.sources.read(tx, companyId, source);
      const every = 'ids' in kept ? await allProducts() : null;
      if ('ids' in kept && every !== null) ids = complementOf(every, kept.ids);
    }
    if (ids === null) continue;
    matched.push({
      ids,
      source: {
        index,
        unique: true,
        dependsOn: '',
        render: (sql: SqlParts) => `SELECT p.id AS product_id FROM products p WHERE p.company_id = $1 AND (${filterCondition(filters, index, scope.attributes, scope.languages, sql)})`,
      },
    });
  }
  return matched;
}
