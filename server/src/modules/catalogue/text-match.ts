/**
 * A text column of a company's products (SKUs, names, or one attribute's values in one language)
 * held as one lowercased string, so that `contains` and `starts_with` over a million values is a
 * scan of `indexOf` instead of an `ILIKE` on every row — which, under row-level security, no
 * index can serve (docs/catalogue-storage.md, "Text search in memory").
 *
 * A column is immutable: a catch-up makes a new one sharing the base, so a match computed on a
 * column stays right for that object and can be remembered by identity.
 */
import type { IdSet } from './id-sets.ts';
import { differenceIdSet, idSetOf, maxSetId, mergeIdSets } from './id-sets.ts';

/** Separates the values in `text`; no stored text holds it (NUL is refused on input, and PostgreSQL's text cannot). */
const separator = '\u0000';

export type TextColumn = {
  /** The base's values, lowercased, each preceded by the separator. */
  readonly text: string;
  /** Entry k begins at `starts[k]` (its separator) and belongs to product `ids[k]`. */
  readonly starts: Uint32Array;
  readonly ids: Uint32Array;
  /**
   * Products written since the base was read, with their current values lowercased (none: no value
   * any more, or deleted). Their base entries are ignored.
   */
  readonly changed: ReadonlyMap<number, readonly string[]>;
  /** Characters held (base and changes), for the cache's budget. */
  readonly size: number;
};

export type TextMatchMode = 'contains' | 'starts_with';

/** The base column of `(product id, value)` entries, in any order. Null when an id does not fit in 32 bits. */
export function textColumnOf(entries: readonly (readonly [number, string])[]): TextColumn | null {
  const ids = new Uint32Array(entries.length);
  const starts = new Uint32Array(entries.length);
  const parts: string[] = new Array<string>(entries.length);
  let offset = 0;
  for (let k = 0; k < entries.length; k += 1) {
    const [id, value] = entries[k]!;
    if (!Number.isInteger(id) || id < 0 || id > maxSetId) return null;
    // Lowercased one by one: lowercasing may change a value's length, and offsets are of the result.
    const lower = value.toLowerCase();
    ids[k] = id;
    starts[k] = offset;
    parts[k] = lower;
    offset += lower.length + 1;
  }
  const text = parts.length === 0 ? '' : separator + parts.join(separator);
  return { text, starts, ids, changed: new Map(), size: text.length };
}

/**
 * The column with the products of `changes` replaced by their current values (an empty list for
 * no value, or a deleted product).
 */
export function withChanges(column: TextColumn, changes: ReadonlyMap<number, readonly string[]>): TextColumn {
  if (changes.size === 0) return column;
  const changed = new Map(column.changed);
  let size = column.size;
  for (const [id, values] of changes) {
    for (const value of changed.get(id) ?? []) size -= value.length;
    const lower = values.map((value) => value.toLowerCase());
    for (const value of lower) size += value.length;
    changed.set(id, lower);
  }
  return { ...column, changed, size };
}

/** The last entry whose start is ≤ `position` (entries are contiguous, so the one holding it). */
function entryAt(starts: Uint32Array, position: number, from: number): number {
  let low = from;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle]! <= position) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

// The matches of each base (shared by the columns laid over it), by mode and fragment: after a
// write, a search scans only the changed products, not the million values again.
const baseMatches = new WeakMap<Uint32Array, Map<string, IdSet>>();
const rememberedBaseMatches = 32;

function matchBase(column: TextColumn, needle: string, mode: TextMatchMode): IdSet {
  const known = baseMatches.get(column.starts) ?? new Map<string, IdSet>();
  baseMatches.set(column.starts, known);
  const key = `${mode}:${needle}`;
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  const pattern = mode === 'starts_with' ? separator + needle : needle;
  const { text, starts, ids } = column;
  const found: number[] = [];
  let entry = 0;
  // After a match, the search goes on at the next value: a product counts once per value. An empty
  // fragment matches at each value's separator: every value.
  for (let position = text.indexOf(pattern); position >= 0; ) {
    entry = entryAt(starts, position, entry);
    found.push(ids[entry]!);
    const next = entry + 1;
    if (next >= starts.length) break;
    position = text.indexOf(pattern, starts[next]!);
  }
  const matches = idSetOf(found);
  known.set(key, matches);
  if (known.size > rememberedBaseMatches) known.delete(known.keys().next().value!);
  return matches;
}

const changedIdSets = new WeakMap<TextColumn, { all: IdSet; withValues: IdSet; withoutValues: IdSet }>();

/** The changed products of a column, all of them and split by whether they hold a value now. */
function changedOf(column: TextColumn) {
  const known = changedIdSets.get(column);
  if (known !== undefined) return known;
  const withValues: number[] = [];
  const withoutValues: number[] = [];
  for (const [id, values] of column.changed) (values.length > 0 ? withValues : withoutValues).push(id);
  const sets = { all: idSetOf([...withValues, ...withoutValues]), withValues: idSetOf(withValues), withoutValues: idSetOf(withoutValues) };
  changedIdSets.set(column, sets);
  return sets;
}

/**
 * The products having a value that contains (or starts with) `fragment`, ignoring letter case, as
 * `ILIKE '%fragment%'` (`'fragment%'`) does without its wildcards: `%` and `_` are plain characters.
 */
export function matchTextColumn(column: TextColumn, fragment: string, mode: TextMatchMode): IdSet {
  const needle = fragment.toLowerCase();
  const base = matchBase(column, needle, mode);
  if (column.changed.size === 0) return base;
  const overlay: number[] = [];
  for (const [id, values] of column.changed) {
    if (values.some((value) => (mode === 'starts_with' ? value.startsWith(needle) : value.includes(needle)))) overlay.push(id);
  }
  return mergeIdSets([differenceIdSet(base, changedOf(column).all), idSetOf(overlay)]);
}

const baseProducts = new WeakMap<Uint32Array, IdSet>();

/** Every product holding a value in the column (for the SKU column: every product). */
export function productsOfColumn(column: TextColumn): IdSet {
  const base = baseProducts.get(column.ids) ?? idSetOf(column.ids);
  baseProducts.set(column.ids, base);
  if (column.changed.size === 0) return base;
  const changed = changedOf(column);
  return mergeIdSets([differenceIdSet(base, changed.withoutValues), changed.withValues]);
}

/** A base's position of each product, for a column read in the sort's own order (SKU; name, id). */
export type ColumnRanks = { ids: Uint32Array; ranks: Uint32Array };

const baseRanks = new WeakMap<Uint32Array, ColumnRanks | null>();

/**
 * The base's products sorted by id, each with the position of its value in the base: the column
 * was read in the database's order (`ORDER BY sku`, `ORDER BY name, id`), so a position is a rank in
 * the listing's sort, in the database's own collation. Null for a column holding a product twice or
 * too big to pack (id and position in one float: 2,097,152 values at most).
 */
export function ranksOfColumn(column: TextColumn): ColumnRanks | null {
  const known = baseRanks.get(column.ids);
  if (known !== undefined) return known;
  const count = column.ids.length;
  let ranks: ColumnRanks | null = null;
  if (count < 2 ** 21) {
    // id · 2²¹ + position fits in a double exactly: one typed-array sort instead of a comparator's.
    const packed = new Float64Array(count);
    for (let k = 0; k < count; k += 1) packed[k] = column.ids[k]! * 2 ** 21 + k;
    packed.sort();
    const ids = new Uint32Array(count);
    const positions = new Uint32Array(count);
    let unique = true;
    for (let k = 0; k < count; k += 1) {
      ids[k] = Math.floor(packed[k]! / 2 ** 21);
      positions[k] = packed[k]! % 2 ** 21;
      if (k > 0 && ids[k] === ids[k - 1]) unique = false;
    }
    if (unique) ranks = { ids, ranks: positions };
  }
  baseRanks.set(column.ids, ranks);
  return ranks;
}
