import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import type { ListingFilter, ListingSort } from '@pimento/shared-kit/contracts/product-filters';
import { modelsApi } from '@pimento/shared-kit/contracts/models';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

/** One row of either listing (a product or a model). */
export type ListingRow = {
  id: number;
  sku?: string;
  reference?: string;
  name: string;
  status?: string;
  model?: { id: number; reference: string; name: string } | null;
  categories?: number[];
  products_count?: number;
  values: Record<string, unknown>;
  /** The completion columns asked for → the product's percentage (none where it has no figure). */
  completion?: Record<string, number>;
  version: number;
  created: string;
  updated: string;
};
export type ListingPage = { items: ListingRow[]; next_cursor: string | null };

export const listingPageSize = 100;

/** One keyset page of the product or model listing. */
export function searchListing(entity: ListingEntity, body: { filters: readonly ListingFilter[]; sort: ListingSort; columns: readonly string[]; after?: string }, signal?: AbortSignal): Promise<ListingPage> {
  const search = { body: { ...body, filters: [...body.filters], columns: [...body.columns], page_size: listingPageSize }, signal };
  return entity === 'product' ? apiClient.call(productsApi.search, search) : apiClient.call(modelsApi.search, search);
}

export const searchListingQueryOptions = (entity: ListingEntity, filters: readonly ListingFilter[], sort: ListingSort, columns: readonly string[]) =>
  infiniteQueryOptions({
    queryKey: productKeys.listing(entity, filters, sort, columns),
    queryFn: ({ pageParam, signal }) => searchListing(entity, { filters, sort, columns, after: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    placeholderData: keepPreviousData,
  });

export function useListing(entity: ListingEntity, filters: readonly ListingFilter[], sort: ListingSort, columns: readonly string[], enabled = true) {
  return useInfiniteQuery({ ...searchListingQueryOptions(entity, filters, sort, columns), enabled });
}
