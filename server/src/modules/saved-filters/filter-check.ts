import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import type { Queryable } from '../../db/database.ts';
import { checkModelFilters } from '../models/search.ts';
import { filterConditions, loadCatalogueContext, sqlParts } from '../catalogue/index.ts';
import type { Actor } from '../rights/authorization.ts';

/**
 * A saved filter holds only filters its listing would run: each is compiled as the search
 * compiles it (not run), so an unknown attribute or column, a wrong operator or value answers
 * the listing's 400 `filter.*` code on `filters.<index>` at save time, not when it is opened.
 */
export async function assertRunnableFilters(tx: Queryable, actor: Actor, entity: 'product' | 'model', filters: readonly ListingFilter[]): Promise<void> {
  if (entity === 'model') return checkModelFilters(tx, actor, filters);
  const context = await loadCatalogueContext(tx, actor.principal.companyId);
  filterConditions(filters, context.catalogue.byId, context.languages, sqlParts(actor.principal.companyId));
}
