import type { Database } from '../../db/database.ts';

/**
 * What every signed-in request would otherwise re-read about its caller — the company features
 * and group rights of the authorization actor, the current-user answer — kept in this process per
 * company, and dropped for a whole company as soon as the database says its users, groups, roles,
 * memberships or features changed (the triggers of migration 0400, through `Database.watch`).
 *
 * A commit made by this process is seen before the committing call resolves, so a user reads
 * their own writes; another process's commit is seen a moment after it.
 */
export type AccessCache = {
  /** The cached value of `key` in the company, else `load()`'s, kept unless the company changed meanwhile. */
  get<T>(companyId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Stops watching the database; later calls always load. */
  close(): void;
};

/** Beyond this many values the cache starts again empty: memory stays bounded whatever the load. */
const maxEntries = 50_000;

export async function openAccessCache(db: Database): Promise<AccessCache> {
  const companies = new Map<string, { generation: number; values: Map<string, unknown> }>();
  let entries = 0;
  // Bumped when everything is dropped, so a load started before cannot store an outdated value.
  let epoch = 0;
  let open = true;

  const forget = (companyId: string) => {
    const company = companies.get(companyId);
    if (company === undefined) return;
    company.generation += 1;
    entries -= company.values.size;
    company.values.clear();
  };
  const forgetAll = () => {
    epoch += 1;
    companies.clear();
    entries = 0;
  };

  const stopWatching = await db.watch('pimento_access_changed', forget, forgetAll);

  return {
    async get<T>(companyId: string, key: string, load: () => Promise<T>): Promise<T> {
      if (!open) return load();
      let company = companies.get(companyId);
      if (company === undefined) {
        company = { generation: 0, values: new Map() };
        companies.set(companyId, company);
      }
      if (company.values.has(key)) return company.values.get(key) as T;
      const generation = company.generation;
      const epochAtStart = epoch;
      const value = await load();
      if (open && epoch === epochAtStart && company.generation === generation && companies.get(companyId) === company) {
        if (entries >= maxEntries) forgetAll();
        else {
          company.values.set(key, value);
          entries += 1;
        }
      }
      return value;
    },
    close() {
      open = false;
      stopWatching();
      forgetAll();
    },
  };
}
