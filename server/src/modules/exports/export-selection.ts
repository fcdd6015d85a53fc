/**
 * A run's product selection as listing filters — the listing's own machinery, through the
 * catalogue kernel: what a user sees in the listing with these filters is what the file holds.
 * A pasted SKU list is matched like the listing's paste; the SKUs that match nothing the user may
 * read become a warning of the run. A selection with no product is refused before any job starts.
 */
import type { ExportSelection, ExportWarning } from '@pimento/shared-kit/contracts/exports';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SearchScope } from '../catalogue/index.ts';
import { matchPastedValues, productScope, sqlParts } from '../catalogue/index.ts';
import type { Actor } from '../rights/authorization.ts';
import { clientForExport, withClientRules } from '../clients/index.ts';
import { findSavedFilter } from '../saved-filters/repository.ts';

export type ResolvedSelection = { filters: ListingFilter[]; warnings: ExportWarning[] };

export async function selectionFilters(tx: Queryable, actor: Actor, selection: ExportSelection): Promise<ResolvedSelection> {
  switch (selection.kind) {
    case 'all':
      return { filters: [], warnings: [] };
    case 'models': {
      const ids = selection.model_ids ?? [];
      return { filters: [ids.length === 0 ? { field: 'model', operator: 'not_empty' } : { field: 'model', operator: 'among', value: ids }], warnings: [] };
    }
    case 'saved_filter': {
      const saved = await findSavedFilter(tx, actor.principal.companyId, actor.principal.userId, selection.saved_filter_id);
      if (saved === null || saved.entity !== 'product') throw new AppError(404, 'export.saved_filter_not_found');
      return { filters: saved.definition.filters as ListingFilter[], warnings: [] };
    }
    case 'filters':
      return { filters: selection.filters, warnings: [] };
    case 'skus': {
      const matched = await matchPastedValues(tx, actor, { field: 'sku', values: selection.skus });
      const missing = matched.missing.length + matched.ambiguous.length;
      const warnings: ExportWarning[] = missing > 0 ? [{ code: 'export.skus_missing', params: { count: missing } }] : [];
      if (matched.matched.length === 0) throw new AppError(422, 'export.empty_selection');
      return { filters: [{ field: 'sku', operator: 'among', value: matched.matched }], warnings };
    }
    case 'ids':
      return { filters: [{ field: 'id', operator: 'among', value: selection.ids }], warnings: [] };
    case 'client': {
      const client = await clientForExport(tx, actor, selection.client_id);
      // The file is still made without a price list; the run says the client has none (spec §8).
      const warnings: ExportWarning[] = client.priceListId === null ? [{ code: 'client.no_price', params: { client: client.name } }] : [];
      return { filters: [{ field: 'client', operator: 'equals', value: client.id }], warnings };
    }
  }
}

/** The scope a selection's filters compile in: with the rules of the clients they name. */
export function selectionScope(tx: Queryable, actor: Actor, filters: readonly ListingFilter[], scope: SearchScope): Promise<SearchScope> {
  return withClientRules(tx, actor, filters, scope);
}

/**
 * Refuses a selection without a product the user may read (422 `export.empty_selection`, or
 * `client.no_product` for a client's products, spec §8); bad filters answer as in the listing.
 */
export async function assertSelectionNotEmpty(tx: Queryable, actor: Actor, filters: readonly ListingFilter[], scope: SearchScope): Promise<void> {
  if ((await selectionSizeUpTo(tx, actor, filters, scope, 1)) === 0) throw new AppError(422, filters.some((filter) => filter.field === 'client') ? 'client.no_product' : 'export.empty_selection');
}

/** How many products the selection holds, counted no further than `cap` (cheap on a million). */
export async function selectionSizeUpTo(tx: Queryable, actor: Actor, filters: readonly ListingFilter[], scope: SearchScope, cap: number): Promise<number> {
  const sql = sqlParts(actor.principal.companyId);
  const where = productScope(actor, filters, await selectionScope(tx, actor, filters, scope), sql);
  const [row] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM (SELECT 1 FROM products p WHERE ${where} LIMIT ${sql.param(cap)}) capped`, sql.params);
  return row!.count;
}
