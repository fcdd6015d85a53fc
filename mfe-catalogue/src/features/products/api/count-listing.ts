import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { modelsApi } from '@pimento/shared-kit/contracts/models';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

/** The exact count of a filtered result. */
export async function countListing(entity: ListingEntity, filters: readonly ListingFilter[], signal?: AbortSignal): Promise<number> {
  return (await apiClient.call(entity === 'product' ? productsApi.count : modelsApi.count, { body: { filters: [...filters] }, signal })).count;
}

export function useListingCount(entity: ListingEntity, filters: readonly ListingFilter[]) {
  return useQuery({ queryKey: productKeys.count(entity, filters), queryFn: ({ signal }) => countListing(entity, filters, signal), placeholderData: keepPreviousData });
}
