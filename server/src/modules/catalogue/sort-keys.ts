import type { Database, Queryable } from '../../db/database.ts';
import type { IdSet } from './id-sets.ts';
import { lowerBound, maxSetId } from './id-sets.ts';
import { parseIntegerList } from './integer-list.ts';

/**
 * The built-in time sort keys (`updated`, `created`) of a company's products, kept in this process
 * beside the source cache's id sets, so that a listing whose filters are all in memory finds its
 * page by scanning its candidates' keys instead of walking the sort index against them. The walk
 * costs little when the matches are spread along the index, but after a bulk edit the most recent
 * products all share the edited value: 17,906 matches sorted by `updated` then sat behind 100,000
 * products, and each page read them all again (docs/catalogue-storage.md, "Sort keys in memory").
 *
 * Staleness: migration 0330 NOTIFYs `<company> u<µs>` for each statement that inserts products or
 * sets their `updated_at`, the µs being the transaction's `now()`, which is the `updated_at` it
 * writes. A process marks the company "changed since µs" and its next listing first reads the
 * products updated since then (a range of the `products_updated` index), so like the id sets, a
 * user's own save shows in their next listing. A catch-up of more than `maxCatchUp` products, a
 * company never read, or a gap in the notifications reads the keys whole, in the background;
 * listings use the SQL plans meanwhile.
 */
export type SortKeyField = 'updated' | 'created';

/** Product ids in ascending order, each with its keys at the same index. */
export type SortKeys = { ids: Uint32Array; updated: Float64Array; created: Float64Array };

export type SortKeyCache = {
  /** The company's keys as of the last commit heard; null while they are read whole in the background. */
  read(tx: Queryable, companyId: string): Promise<SortKeys | null>;
  /**
   * Starts reading the company's keys in the background if they are not kept: called by every
   * listing sorted by a time, so they are ready when its filters are all in memory too.
   */
  prepare(companyId: string): void;
  /** Stops watching the database and forgets every key. */
  close(): void;
};

export const sortKeyTuning = {
  /** More changed products than this since the last read are read whole, in the background. */
  maxCatchUp: 200_000,
  /** All companies' keys together stay under this many products (20 bytes each): 320 MB. */
  maxProducts: 16_000_000,
  /** A whole read asks for this many products at a time. */
  wholeReadPage: 100_000,
};

type CompanyKeys = {
  keys: SortKeys | null;
  /** µs of the oldest change heard and not yet read; null when the keys are current. */
  changedSince: number | null;
  loading: boolean;
  catchingUp: Promise<void> | null;
};

/** `id,updated µs,created µs`: read as one text value of triplets, since row objects would cost more than the query. */
const keyTriplet = `id::text || ',' || (extract(epoch FROM updated_at) * 1000000)::bigint || ',' || (extract(epoch FROM created_at) * 1000000)::bigint`;

export async function openSortKeyCache(db: Database): Promise<SortKeyCache> {
  // Insertion order is recency: a read moves its company to the end, eviction takes the first.
  const companies = new Map<string, CompanyKeys>();
  // Bumped when notifications may have been missed: a whole read started before is not kept.
  let epoch = 0;
  let open = true;

  const noteChange = (company: CompanyKeys, micros: number) => {
    company.changedSince = company.changedSince === null ? micros : Math.min(company.changedSince, micros);
  };
  const heard = (payload: string) => {
    const [companyId = '', ...tokens] = payload.split(' ');
    for (const token of tokens) {
      if (!token.startsWith('u')) continue;
      const micros = Number(token.slice(1));
      if (!Number.isFinite(micros)) continue;
      // `*`: a statement outside a tenant transaction (maintenance): any company may have changed.
      if (companyId === '*') for (const company of companies.values()) noteChange(company, micros);
      else {
        const company = companies.get(companyId);
        if (company !== undefined) noteChange(company, micros);
      }
    }
  };
  const forgetAll = () => {
    epoch += 1;
    companies.clear();
  };
  const stopWatching = await db.watch('pimento_catalogue_changed', heard, forgetAll);

  const keptProducts = () => {
    let total = 0;
    for (const company of companies.values()) total += company.keys?.ids.length ?? 0;
    return total;
  };

  const loadWhole = (companyId: string, company: CompanyKeys) => {
    if (company.loading) return;
    company.loading = true;
    // Changes heard from now on may or may not be in the read: they are read again after it.
    company.changedSince = null;
    const before = epoch;
    void db
      .withTenant(companyId, (tx) => readWhole(tx, companyId))
      .then((keys) => {
        if (!open || epoch !== before || companies.get(companyId) !== company || keys === null) return;
        company.keys = keys;
        while (keptProducts() > sortKeyTuning.maxProducts && companies.size > 1) companies.delete(companies.keys().next().value!);
      })
      // A failed read keeps nothing: the next listing asks again.
      .catch(() => {})
      .finally(() => {
        company.loading = false;
      });
  };

  const catchUp = async (tx: Queryable, companyId: string, company: CompanyKeys): Promise<void> => {
    const since = company.changedSince!;
    company.changedSince = null;
    try {
      const [row] = await tx.query<{ keys: string | null; count: number }>(
        `SELECT string_agg(${keyTriplet}, ',') AS keys, count(*)::int AS count FROM (
           SELECT id, updated_at, created_at FROM products
            WHERE company_id = $1 AND updated_at >= 'epoch'::timestamptz + $2::bigint * interval '1 microsecond'
            LIMIT ${sortKeyTuning.maxCatchUp + 1}) changed`,
        [companyId, since],
      );
      const changed = row!.count > sortKeyTuning.maxCatchUp ? null : parseKeys(row!.keys ?? '');
      if (changed === null || company.keys === null) {
        company.keys = null;
        loadWhole(companyId, company);
        return;
      }
      company.keys = merge(company.keys, changed);
    } catch (error) {
      noteChange(company, since);
      throw error;
    }
  };

  /** The company's entry, made the most recent. */
  const touch = (companyId: string): CompanyKeys => {
    const company = companies.get(companyId) ?? { keys: null, changedSince: null, loading: false, catchingUp: null };
    companies.delete(companyId);
    companies.set(companyId, company);
    return company;
  };

  return {
    prepare(companyId) {
      if (!open) return;
      const company = touch(companyId);
      if (company.keys === null) loadWhole(companyId, company);
    },
    async read(tx, companyId) {
      if (!open) return null;
      const company = touch(companyId);
      if (company.keys === null) {
        loadWhole(companyId, company);
        return null;
      }
      // A change heard while another listing was catching up is read after it: each listing sees
      // every commit heard before it started.
      for (let round = 0; round < 3 && company.changedSince !== null; round += 1) {
        company.catchingUp ??= catchUp(tx, companyId, company).finally(() => {
          company.catchingUp = null;
        });
        try {
          await company.catchingUp;
        } catch {
          return null;
        }
      }
      return company.changedSince === null ? company.keys : null;
    },
    close() {
      open = false;
      stopWatching();
      forgetAll();
    },
  };
}

/**
 * Every product's keys, in pages of `wholeReadPage` products by id: each page is parsed between two
 * queries, so other requests of the process run in between (a million at once held the event loop
 * for 0.2–1 s). Null when an id does not fit in 32 bits.
 */
async function readWhole(tx: Queryable, companyId: string): Promise<SortKeys | null> {
  const pages: SortKeys[] = [];
  for (let after = -1; ; ) {
    const [row] = await tx.query<{ keys: string | null; last: number | null }>(
      `SELECT string_agg(${keyTriplet}, ',') AS keys, max(id)::float8 AS last FROM (
         SELECT id, updated_at, created_at FROM products WHERE company_id = $1 AND id > $2 ORDER BY id LIMIT ${sortKeyTuning.wholeReadPage}) page`,
      [companyId, after],
    );
    const parsed = parseKeys(row?.keys ?? '');
    if (parsed === null) return null;
    // The page's rows come in id order from the index; sorting the aggregate again cost more than checking.
    const page = sortById(parsed);
    pages.push(page);
    if (page.ids.length < sortKeyTuning.wholeReadPage || row?.last == null) break;
    after = row.last;
  }
  const length = pages.reduce((total, page) => total + page.ids.length, 0);
  const keys: SortKeys = { ids: new Uint32Array(length), updated: new Float64Array(length), created: new Float64Array(length) };
  let offset = 0;
  for (const page of pages) {
    keys.ids.set(page.ids, offset);
    keys.updated.set(page.updated, offset);
    keys.created.set(page.created, offset);
    offset += page.ids.length;
  }
  return keys;
}

/** The triplets of `keyTriplet`, in the order read; null when an id does not fit in 32 bits or the text is not triplets. */
export function parseKeys(text: string): SortKeys | null {
  const numbers = parseIntegerList(text);
  if (numbers === null || numbers.length % 3 !== 0) return null;
  const count = numbers.length / 3;
  const keys: SortKeys = { ids: new Uint32Array(count), updated: new Float64Array(count), created: new Float64Array(count) };
  for (let i = 0; i < count; i += 1) {
    const id = numbers[3 * i]!;
    if (id < 0 || id > maxSetId) return null;
    keys.ids[i] = id;
    keys.updated[i] = numbers[3 * i + 1]!;
    keys.created[i] = numbers[3 * i + 2]!;
  }
  return keys;
}

function sortById(keys: SortKeys): SortKeys {
  let sorted = true;
  for (let i = 1; i < keys.ids.length && sorted; i += 1) sorted = keys.ids[i - 1]! < keys.ids[i]!;
  if (sorted) return keys;
  const order = new Uint32Array(keys.ids.length).map((_, i) => i).sort((a, b) => keys.ids[a]! - keys.ids[b]!);
  return { ids: order.map((i) => keys.ids[i]!), updated: Float64Array.from(order, (i) => keys.updated[i]!), created: Float64Array.from(order, (i) => keys.created[i]!) };
}

/** The keys with `changed` applied: known products get their new keys in place, new ones are merged in. */
export function merge(current: SortKeys, changed: SortKeys): SortKeys {
  const changedSorted = sortById(changed);
  const added: number[] = [];
  // both in id order: each search starts where the previous one ended
  for (let i = 0, at = 0; i < changedSorted.ids.length; i += 1) {
    at = lowerBound(current.ids, changedSorted.ids[i]!, at);
    if (at < current.ids.length && current.ids[at] === changedSorted.ids[i]) {
      current.updated[at] = changedSorted.updated[i]!;
      current.created[at] = changedSorted.created[i]!;
    } else added.push(i);
  }
  if (added.length === 0) return current;
  const length = current.ids.length + added.length;
  const result: SortKeys = { ids: new Uint32Array(length), updated: new Float64Array(length), created: new Float64Array(length) };
  let from = 0;
  let next = 0;
  for (let out = 0; out < length; out += 1) {
    const takeAdded = next < added.length && (from >= current.ids.length || changedSorted.ids[added[next]!]! < current.ids[from]!);
    const [source, index] = takeAdded ? [changedSorted, added[next++]!] : [current, from++];
    result.ids[out] = source.ids[index]!;
    result.updated[out] = source.updated[index]!;
    result.created[out] = source.created[index]!;
  }
  return result;
}

/** A key and id after which a page starts (a keyset cursor), in the sort's order. */
export type KeyCursor = { key: number; id: number };

// Each candidate's index in the keys, by candidate set and the keys' ids (a set and an ids array
// are replaced, never changed; a catch-up writes new key values in place, which keeps the indexes
// true): the next pages of one search, and sixteen users paging through it, look them up once.
const candidateIndexes = new WeakMap<IdSet, { ids: Uint32Array; indexes: Uint32Array | null }>();

/** Where each candidate's keys are; null when one has none (created since the last notification heard). */
function indexesOf(candidates: IdSet, keys: SortKeys): Uint32Array | null {
  const known = candidateIndexes.get(candidates);
  if (known?.ids === keys.ids) return known.indexes;
  let indexes: Uint32Array | null = new Uint32Array(candidates.length);
  let at = 0;
  for (let i = 0; i < candidates.length; i += 1) {
    const id = candidates[i]!;
    at = lowerBound(keys.ids, id, at);
    if (at >= keys.ids.length || keys.ids[at] !== id) {
      indexes = null;
      break;
    }
    indexes[i] = at;
  }
  candidateIndexes.set(candidates, { ids: keys.ids, indexes });
  return indexes;
}

/**
 * The first `limit` candidates in (key, id) order after `after`, ascending or descending; null when
 * a candidate has no key (a product created since the last notification heard: the caller then
 * uses SQL). A bounded heap keeps the page: candidates × log(limit) comparisons at most, and most
 * candidates are turned away by one comparison with its root.
 */
export function pageOfCandidates(
  candidates: IdSet,
  keys: SortKeys,
  field: SortKeyField,
  after: KeyCursor | null,
  descending: boolean,
  limit: number,
): KeyCursor[] | null {
  const indexes = indexesOf(candidates, keys);
  if (indexes === null) return null;
  const column = keys[field];
  const sign = descending ? -1 : 1;
  // (key a, id a) before (key b, id b) in the page's order
  const before = (keyA: number, idA: number, keyB: number, idB: number) => (keyA !== keyB ? sign * (keyA - keyB) < 0 : sign * (idA - idB) < 0);
  // A max-heap on page order in two typed arrays (no object per candidate): its root is the last row kept.
  const heapKeys = new Float64Array(Math.max(0, limit));
  const heapIds = new Uint32Array(Math.max(0, limit));
  let size = 0;
  const swap = (i: number, j: number) => {
    const key = heapKeys[i]!;
    const id = heapIds[i]!;
    heapKeys[i] = heapKeys[j]!;
    heapIds[i] = heapIds[j]!;
    heapKeys[j] = key;
    heapIds[j] = id;
  };
  const later = (i: number, j: number) => before(heapKeys[i]!, heapIds[i]!, heapKeys[j]!, heapIds[j]!);
  const afterKey = after?.key ?? 0;
  const afterId = after?.id ?? 0;
  for (let i = 0; i < candidates.length; i += 1) {
    const id = candidates[i]!;
    const key = column[indexes[i]!]!;
    if (after !== null && !before(afterKey, afterId, key, id)) continue;
    if (size < limit) {
      heapKeys[size] = key;
      heapIds[size] = id;
      size += 1;
      for (let j = size - 1; j > 0; ) {
        const parent = (j - 1) >> 1;
        if (!later(parent, j)) break;
        swap(parent, j);
        j = parent;
      }
    } else if (limit > 0 && before(key, id, heapKeys[0]!, heapIds[0]!)) {
      heapKeys[0] = key;
      heapIds[0] = id;
      for (let j = 0; ; ) {
        const left = 2 * j + 1;
        const right = left + 1;
        let last = j;
        if (left < size && later(last, left)) last = left;
        if (right < size && later(last, right)) last = right;
        if (last === j) break;
        swap(j, last);
        j = last;
      }
    }
  }
  const page = Array.from({ length: size }, (_, i): KeyCursor => ({ key: heapKeys[i]!, id: heapIds[i]! }));
  return page.sort((a, b) => (before(a.key, a.id, b.key, b.id) ? -1 : 1));
}
