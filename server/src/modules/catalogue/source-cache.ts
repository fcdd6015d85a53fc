import type { Database, Queryable } from '../../db/database.ts';
import type { FilterSource } from './filter-sql.ts';
import { sqlParts } from './filter-sql.ts';
import type { IdSet } from './id-sets.ts';
import { idSetOfList } from './id-sets.ts';

/**
 * The product ids matching each filter source (one index range: `brand = c3`, `price ≥ 5000`, a
 * category subtree), kept in this process per company, so a listing intersects and walks sets in
 * memory instead of reading the same index ranges for every page, count and user
 * (docs/catalogue-storage.md, "The source cache").
 *
 * A set is dropped as soon as the database says it may have changed: the triggers of migration
 * 0320 name the attributes whose typed rows a statement wrote (`a12`), the category trees (`c`)
 * or the statuses (`s`), through `Database.watch`. A commit made by this process is seen before the committing
 * call resolves, so a user's listing reflects their own saves; another process's commit is seen
 * a moment after it. A read that overlaps a change of what it depends on is not kept.
 */
export type CachedSource = { ids: IdSet } | { large: true };

export type SourceCache = {
  /**
   * The source's ids, read once and then kept; `{ large: true }` when the source matches more
   * than `sourceCacheTuning.maxSetSize` entries, or while it is read whole in the background
   * (the filter then stays a probe in SQL).
   */
  read(tx: Queryable, companyId: string, source: FilterSource): Promise<CachedSource>;
  /** Stops watching the database; later reads always load and keep nothing. */
  close(): void;
};

export const sourceCacheTuning = {
  /**
   * A source with more index entries than this is not kept (4 MB of ids at most per set): reading
   * a million entries once (~0.5 s) still pays for itself over a few pages and counts.
   */
  maxSetSize: 1_000_000,
  /**
   * A request reads at most this many entries of a source itself (~20 ms); a bigger one is read
   * whole in the background and used from the next request on, so a user's first page with a new
   * broad filter costs what the SQL plan costs, not the read of half a million ids.
   */
  inlineSetSize: 50_000,
};
/** All sets of the process together stay under this many ids (4 bytes each): 256 MB. */
const maxCachedIds = 64_000_000;

type Entry = { value: CachedSource; size: number; dependency: string };

export async function openSourceCache(db: Database): Promise<SourceCache> {
  // Insertion order is recency: a hit moves its entry to the end, eviction takes the first.
  const entries = new Map<string, Entry>();
  // `company:token` → the keys of the sets that depend on it.
  const dependents = new Map<string, Set<string>>();
  // Bumped on each change of `company:token`: a read started before one is not kept.
  const generations = new Map<string, number>();
  // Reads under way, by key: within requests, and whole reads of big sources in the background.
  const pending = new Map<string, Promise<CachedSource>>();
  const background = new Set<string>();
  let cachedIds = 0;
  // Bumped when a change may concern anything (everything dropped, or a whole company).
  let epoch = 0;
  let open = true;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    cachedIds -= entry.size;
    entries.delete(key);
    dependents.get(entry.dependency)?.delete(key);
  };
  const forget = (payload: string) => {
    const [companyId = '', ...tokens] = payload.split(' ');
    if (tokens.length === 0) {
      // Only the company named (too many attributes for one payload): any of its sets.
      epoch += 1;
      for (const [key, entry] of entries) if (entry.dependency.startsWith(`${companyId}:`)) drop(key);
      return;
    }
    for (const token of tokens) {
      // Sort-key times (`u…`) and deleted products (`x…`) are for the other caches; kept here,
      // each write would leave one more generation behind.
      if (token.startsWith('u') || token.startsWith('x')) continue;
      const dependency = `${companyId}:${token}`;
      generations.set(dependency, (generations.get(dependency) ?? 0) + 1);
      for (const key of dependents.get(dependency) ?? []) drop(key);
    }
  };
  const forgetAll = () => {
    epoch += 1;
    entries.clear();
    dependents.clear();
    cachedIds = 0;
  };

  const stopWatching = await db.watch('pimento_catalogue_changed', forget, forgetAll);

  /** Reads at most `limit` entries of the source: its ids, or large when it has more. */
  const load = async (tx: Queryable, select: string, params: unknown[], limit: number): Promise<CachedSource> => {
    // One text value rather than a row per id: a million row objects cost more than the query.
    const [row] = await tx.query<{ ids: string | null }>(`SELECT string_agg(product_id::text, ',') AS ids FROM (${select} LIMIT ${limit + 1}) s`, params);
    const parsed = idSetOfList(row?.ids ?? '');
    // More entries than the limit (the read was cut short), or ids beyond 32 bits.
    if (parsed === null || parsed.entries > limit) return { large: true };
    return { ids: parsed.ids };
  };

  /** Keeps what a read found, unless what it depends on changed since `before` was taken. */
  const snapshot = (dependency: string) => ({ generation: generations.get(dependency) ?? 0, epoch });
  const keep = (key: string, dependency: string, before: { generation: number; epoch: number }, value: CachedSource) => {
    if (!open || epoch !== before.epoch || (generations.get(dependency) ?? 0) !== before.generation) return;
    drop(key);
    const size = 'ids' in value ? value.ids.length : 0;
    while (cachedIds + size > maxCachedIds && entries.size > 0) drop(entries.keys().next().value!);
    entries.set(key, { value, size, dependency });
    cachedIds += size;
    dependents.set(dependency, (dependents.get(dependency) ?? new Set()).add(key));
  };

  /** Reads a big source whole in its own transaction, after the request that asked was answered. */
  const loadInBackground = (companyId: string, key: string, dependency: string, select: string, params: unknown[]) => {
    if (background.has(key)) return;
    background.add(key);
    const before = snapshot(dependency);
    void db
      .withTenant(companyId, (tx) => load(tx, select, params, sourceCacheTuning.maxSetSize))
      .then((value) => keep(key, dependency, before, value))
      // A failed read keeps nothing: the next listing asks again.
      .catch(() => {})
      .finally(() => background.delete(key));
  };

  return {
    async read(tx, companyId, source) {
      const sql = sqlParts(companyId);
      const select = source.render(sql);
      const { maxSetSize, inlineSetSize } = sourceCacheTuning;
      if (!open) return load(tx, select, sql.params, maxSetSize);
      const key = `${companyId}:${maxSetSize}:${select}:${JSON.stringify(sql.params.slice(1))}`;
      const hit = entries.get(key);
      if (hit !== undefined) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      // Being read whole: this request keeps the filter in SQL rather than wait.
      if (background.has(key)) return { large: true };
      // Users opening the same filter together wait for one read (after a write dropped a set
      // that sixteen listings use, they would otherwise read it sixteen times at once).
      const inFlight = pending.get(key);
      if (inFlight !== undefined) {
        const shared = await inFlight.catch(() => null);
        if (shared !== null) return shared;
      }
      const dependency = `${companyId}:${source.dependsOn}`;
      const before = snapshot(dependency);
      // A request reads at most `inlineSetSize` entries itself; a bigger source is read whole in
      // the background for the next requests, and this one keeps the filter in SQL.
      const inline = Math.min(inlineSetSize, maxSetSize);
      const loading = load(tx, select, sql.params, inline);
      pending.set(key, loading);
      let value: CachedSource;
      try {
        value = await loading;
      } finally {
        if (pending.get(key) === loading) pending.delete(key);
      }
      if ('large' in value && inline < maxSetSize) loadInBackground(companyId, key, dependency, select, sql.params);
      else keep(key, dependency, before, value);
      return value;
    },
    close() {
      open = false;
      stopWatching();
      forgetAll();
    },
  };
}
