/**
 * A page of a listing sorted by SKU or name, found in memory: the SKU and name columns are read in
 * the database's own order (`ORDER BY sku`, `ORDER BY name, id`, its collation), so a value's
 * position in the column's base is its rank in the listing's sort (docs/catalogue-storage.md,
 * "Text search in memory"). Products written since the base was read have no known rank: the few
 * among the candidates are handed to the database with the page's other rows, to order them all.
 */
import type { IdSet } from './id-sets.ts';
import { hasId, idSetOf, lowerBound } from './id-sets.ts';
import type { ColumnRanks, TextColumn } from './text-match.ts';
import { ranksOfColumn } from './text-match.ts';

export type ColumnOrderTuning = {
  /** At most this many candidates are ranked all at once (their positions sorted, remembered for the next pages). */
  rankLimit: number;
  /** More candidates are found by walking the column's order, over at most this many positions. */
  walkLimit: number;
  /** At most this many written candidates are ordered by the database with the page; more: the page is left to it. */
  writtenLimit: number;
};

/**
 * A page found in memory: `ids` in the listing's order; or, with `toOrder`, a superset of the page
 * that the database orders (by the sort, after the cursor) and cuts to its size.
 */
export type ColumnPage = { ids: number[]; toOrder: boolean };

type Prepared = {
  /** The candidates written since the base was read (their base positions are stale). */
  written: IdSet;
  /** Null until ranked: the unwritten candidates' base positions, sorted. */
  sorted: Uint32Array | null;
};

// What a candidate set needs of a column, by set and column (both replaced, never changed): the
// next pages of one search, and sixteen users paging through it, prepare it once.
const preparedCandidates = new WeakMap<IdSet, { column: TextColumn; prepared: Prepared | null }>();

/**
 * The written candidates; null when a candidate is neither in the base nor written (created since
 * the base was read and not heard of yet: a walk would never meet it).
 */
function prepare(column: TextColumn, ranked: ColumnRanks, candidates: IdSet): Prepared | null {
  const known = preparedCandidates.get(candidates);
  if (known?.column === column) return known.prepared;
  const written: number[] = [];
  if (column.changed.size > 0 && column.changed.size < candidates.length) {
    for (const id of column.changed.keys()) if (hasId(candidates, id)) written.push(id);
  } else if (column.changed.size > 0) {
    for (const id of candidates) if (column.changed.has(id)) written.push(id);
  }
  let prepared: Prepared | null = { written: idSetOf(written), sorted: null };
  let from = 0;
  for (let i = 0; i < candidates.length && prepared !== null; i += 1) {
    const id = candidates[i]!;
    from = lowerBound(ranked.ids, id, from);
    if ((from >= ranked.ids.length || ranked.ids[from] !== id) && !column.changed.has(id)) prepared = null;
  }
  preparedCandidates.set(candidates, { column, prepared });
  return prepared;
}

/**
 * The first `limit` candidates after the product `afterId` (none: from the start), in the column's
 * order or its reverse. Null when the column cannot say: a column holding a product twice, the
 * cursor's product written since the base was read, a candidate it never heard of, more written
 * candidates than `writtenLimit`, or a walk that passed `walkLimit` positions without filling the
 * page (the candidates are few and far between in the order); the caller then asks the database.
 */
export function pageInColumnOrder(
  column: TextColumn,
  candidates: IdSet,
  afterId: number | null,
  descending: boolean,
  limit: number,
  tuning: ColumnOrderTuning,
): ColumnPage | null {
  const ranked = ranksOfColumn(column);
  const prepared = ranked === null ? null : prepare(column, ranked, candidates);
  if (ranked === null || prepared === null || prepared.written.length > tuning.writtenLimit) return null;
  let after: number | null = null;
  if (afterId !== null) {
    const at = lowerBound(ranked.ids, afterId, 0);
    if (at >= ranked.ids.length || ranked.ids[at] !== afterId || column.changed.has(afterId)) return null;
    after = ranked.ranks[at]!;
  }
  const positions =
    candidates.length <= tuning.rankLimit
      ? pageOfRanks(ranked, candidates, prepared, after, descending, limit)
      : walk(column, candidates, after, descending, limit, tuning.walkLimit);
  if (positions === null) return null;
  const ids = positions.map((position) => column.ids[position]!);
  return prepared.written.length === 0 ? { ids, toOrder: false } : { ids: [...ids, ...prepared.written], toOrder: true };
}

function pageOfRanks(ranked: ColumnRanks, candidates: IdSet, prepared: Prepared, after: number | null, descending: boolean, limit: number): number[] {
  if (prepared.sorted === null) {
    const positions = new Uint32Array(candidates.length - prepared.written.length);
    let count = 0;
    let from = 0;
    for (let i = 0; i < candidates.length; i += 1) {
      const id = candidates[i]!;
      if (hasId(prepared.written, id)) continue;
      from = lowerBound(ranked.ids, id, from);
      positions[count++] = ranked.ranks[from]!;
    }
    prepared.sorted = positions.sort();
  }
  const { sorted } = prepared;
  if (descending) {
    const end = after === null ? sorted.length : lowerBound(sorted, after, 0);
    return Array.from(sorted.subarray(Math.max(0, end - limit), end)).reverse();
  }
  const start = after === null ? 0 : lowerBound(sorted, after + 1, 0);
  return Array.from(sorted.subarray(start, start + limit));
}

/** The positions of the next `limit` unwritten candidates along the column's order. */
function walk(column: TextColumn, candidates: IdSet, after: number | null, descending: boolean, limit: number, walkLimit: number): number[] | null {
  const found: number[] = [];
  const step = descending ? -1 : 1;
  let position = after === null ? (descending ? column.ids.length - 1 : 0) : after + step;
  for (let examined = 0; position >= 0 && position < column.ids.length && found.length < limit; position += step, examined += 1) {
    if (examined >= walkLimit) return null;
    const id = column.ids[position]!;
    if (hasId(candidates, id) && !column.changed.has(id)) found.push(position);
  }
  return found;
}
