/**
 * The kernel's Fastify plugin: it opens the listing's in-process caches (filter sources, time sort
 * keys, text columns), hands them to the catalogue modules it registers, and closes them with the app. Nothing
 * else in the app sees them: they are not decorations of the app.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { SortKeyCache } from './sort-keys.ts';
import { openSortKeyCache } from './sort-keys.ts';
import type { SourceCache } from './source-cache.ts';
import { openSourceCache } from './source-cache.ts';
import type { TextColumnCache } from './text-columns.ts';
import { openTextColumnCache } from './text-columns.ts';
import { named } from '../../http/named-plugin.ts';

/** What the listing keeps in memory per process (docs/catalogue-storage.md). */
export type CatalogueCaches = { sources: SourceCache; sortKeys: SortKeyCache; textColumns: TextColumnCache };

/** Opens the caches; each watches the database's catalogue notifications until `close`. */
export async function openCatalogueCaches(db: Database): Promise<CatalogueCaches & { close(): void }> {
  const sources = await openSourceCache(db);
  const sortKeys = await openSortKeyCache(db);
  const textColumns = await openTextColumnCache(db);
  return {
    sources,
    sortKeys,
    textColumns,
    close() {
      sources.close();
      sortKeys.close();
      textColumns.close();
    },
  };
}

/** A catalogue module's routes: registered by the kernel's plugin, which gives it the caches. */
export type CatalogueModule = FastifyPluginAsyncZod<{ caches: CatalogueCaches }>;

/** The caches of each running app, by its HTTP server (shared by every plugin context of one app). */
const openedCaches = new WeakMap<object, CatalogueCaches>();

/** Registers `modules` (under the plugin's prefix) with the caches it opens and closes. */
export const cataloguePlugin: FastifyPluginAsyncZod<{ modules: readonly CatalogueModule[] }> = async (app, options) => {
  const caches = await openCatalogueCaches(app.deps.db);
  openedCaches.set(app.server, caches);
  app.addHook('onClose', async () => {
    openedCaches.delete(app.server);
    caches.close();
  });
  for (const module of options.modules) await app.register(named(module), { caches });
};

/** The caches the catalogue plugin of `app` opened: tests look at what they keep. */
export function catalogueCachesOf(app: FastifyInstance): CatalogueCaches {
  const caches = openedCaches.get(app.server);
  if (caches === undefined) throw new Error('the catalogue plugin is not registered on this app');
  return caches;
}
