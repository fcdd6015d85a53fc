import type { ListingFilter, ListingSort } from '@pimento/shared-kit/contracts/product-filters';
import type { ListingEntity } from '../lib/listing-fields';

/** React-query keys of products, models and their listings. */
export const productKeys = {
  all: ['catalogue', 'products'] as const,
  /** Every listing page of an entity, whatever its filters, sort and columns (to invalidate them). */
  listings: (entity: ListingEntity) => ['catalogue', 'products', 'listing', entity] as const,
  listing: (entity: ListingEntity, filters: readonly ListingFilter[], sort: ListingSort, columns: readonly string[]) => ['catalogue', 'products', 'listing', entity, filters, sort, columns] as const,
  count: (entity: ListingEntity, filters: readonly ListingFilter[]) => ['catalogue', 'products', 'count', entity, filters] as const,
  item: (entity: ListingEntity, id: number) => ['catalogue', 'products', 'item', entity, id] as const,
  history: (entity: ListingEntity, id: number) => ['catalogue', 'products', 'history', entity, id] as const,
  /** The saved filters of every entity. */
  allSavedFilters: ['catalogue', 'products', 'saved-filters'] as const,
  savedFilters: (entity: ListingEntity) => ['catalogue', 'products', 'saved-filters', entity] as const,
  columns: (entity: ListingEntity) => ['catalogue', 'products', 'columns', entity] as const,
  /** Models offered by the model picker for a search text. */
  modelOptions: (search: string) => ['catalogue', 'products', 'model-options', search] as const,
};
