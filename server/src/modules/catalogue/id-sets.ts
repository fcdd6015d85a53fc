/**
 * Sets of product ids as sorted, duplicate-free `Uint32Array`s: 4 bytes an id, intersected by a
 * merge in microseconds (two sets of 200,000 ids: ~1 ms), where PostgreSQL reads and hashes both
 * index ranges again on every request (0.1–0.3 s). Used by the listing's source cache. Membership
 * is a binary search: a walk tests a few thousand ids, and a bitmap per request would cost more.
 */
import { parseIntegerList } from './integer-list.ts';

export type IdSet = Uint32Array;

/** The largest id an `IdSet` holds; a catalogue with larger ids is not cached. */
export const maxSetId = 0xffff_ffff;

/** Sorts and removes duplicates (a product appears once per language or list item in its index). */
export function idSetOf(ids: ArrayLike<number>): IdSet {
  return dedupeSorted(Uint32Array.from(ids).sort());
}

/**
 * The set of a comma-separated list of ids (`string_agg` of a source). `entries`: how many ids the
 * list held, duplicates included. Null when an id is not a decimal or does not fit in 32 bits (the
 * caller then keeps the filter in SQL).
 */
export function idSetOfList(text: string): { ids: IdSet; entries: number } | null {
  const numbers = parseIntegerList(text);
  if (numbers === null) return null;
  const ids = new Uint32Array(numbers.length);
  for (let i = 0; i < numbers.length; i += 1) {
    const id = numbers[i]!;
    if (id < 0 || id > maxSetId) return null;
    ids[i] = id;
  }
  return { ids: dedupeSorted(ids.sort()), entries: numbers.length };
}

function dedupeSorted(sorted: Uint32Array): IdSet {
  let length = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    if (length === 0 || sorted[i] !== sorted[length - 1]) sorted[length++] = sorted[i]!;
  }
  return sorted.slice(0, length);
}

// The last intersections, by their sets (kept sets are replaced, never changed, so the same
// objects mean the same answer): sixteen users paging through one filter intersect it once.
const recentIntersections: { sets: readonly IdSet[]; result: IdSet }[] = [];
const rememberedIntersections = 16;

/** The ids in every set; the smallest set leads, and each other set is searched by galloping. */
export function intersectIdSets(sets: readonly IdSet[]): IdSet {
  if (sets.length === 0) throw new Error('intersection of no sets');
  if (sets.length === 1) return sets[0]!;
  const known = recentIntersections.find((entry) => entry.sets.length === sets.length && entry.sets.every((set, i) => set === sets[i]));
  if (known !== undefined) return known.result;
  const result = intersectAll(sets);
  recentIntersections.unshift({ sets: [...sets], result });
  recentIntersections.length = Math.min(recentIntersections.length, rememberedIntersections);
  return result;
}

function intersectAll(sets: readonly IdSet[]): IdSet {
  const [smallest, ...others] = [...sets].sort((a, b) => a.length - b.length);
  let result: IdSet = smallest!;
  for (const other of others) {
    const kept = new Uint32Array(result.length);
    let length = 0;
    let from = 0;
    for (let i = 0; i < result.length && from < other.length; i += 1) {
      const id = result[i]!;
      from = lowerBound(other, id, from);
      if (from < other.length && other[from] === id) kept[length++] = id;
    }
    result = kept.slice(0, length);
  }
  return result;
}

/** First index ≥ `from` whose id is ≥ `id` (exponential then binary search). */
export function lowerBound(set: IdSet, id: number, from: number): number {
  let step = 1;
  let high = from;
  while (high < set.length && set[high]! < id) {
    from = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, set.length);
  while (from < high) {
    const middle = (from + high) >>> 1;
    if (set[middle]! < id) from = middle + 1;
    else high = middle;
  }
  return from;
}

/** Whether the set holds `id` (binary search). */
export function hasId(set: IdSet, id: number): boolean {
  const at = lowerBound(set, id, 0);
  return at < set.length && set[at] === id;
}

// The last unions, by their sets (as intersections): a quick search's SKU, name and identifier
// matches are remembered sets, so sixteen users paging through it merge them once.
const recentUnions: { sets: readonly IdSet[]; result: IdSet }[] = [];
const rememberedUnions = 16;

/** The ids in any of the sets (a quick search: SKUs, names and identifiers together), remembered by its sets. */
export function unionIdSets(sets: readonly IdSet[]): IdSet {
  if (sets.length === 1) return sets[0]!;
  const known = recentUnions.find((entry) => entry.sets.length === sets.length && entry.sets.every((set, i) => set === sets[i]));
  if (known !== undefined) return known.result;
  const result = mergeIdSets(sets);
  recentUnions.unshift({ sets: [...sets], result });
  recentUnions.length = Math.min(recentUnions.length, rememberedUnions);
  return result;
}

/** The ids in any of the sets, merged two by two, smallest first: linear in the ids, where sorting them all is n·log n. */
export function mergeIdSets(sets: readonly IdSet[]): IdSet {
  const pending = [...sets].sort((a, b) => a.length - b.length);
  let result: IdSet = pending[0] ?? new Uint32Array(0);
  for (const set of pending.slice(1)) result = mergeTwo(result, set);
  return result;
}

function mergeTwo(a: IdSet, b: IdSet): IdSet {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const merged = new Uint32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let length = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x <= y) {
      merged[length++] = x;
      i += 1;
      if (x === y) j += 1;
    } else {
      merged[length++] = y;
      j += 1;
    }
  }
  while (i < a.length) merged[length++] = a[i++]!;
  while (j < b.length) merged[length++] = b[j++]!;
  return merged.slice(0, length);
}

/** The ids of `set` that `without` does not hold (a negation: every product but the matches). */
export function differenceIdSet(set: IdSet, without: IdSet): IdSet {
  const kept = new Uint32Array(set.length);
  let length = 0;
  let from = 0;
  for (let i = 0; i < set.length; i += 1) {
    const id = set[i]!;
    from = lowerBound(without, id, from);
    if (from >= without.length || without[from] !== id) kept[length++] = id;
  }
  return kept.slice(0, length);
}
