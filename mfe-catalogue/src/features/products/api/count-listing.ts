import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { listingCountSchema, type ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

/** `POST /api/catalogue/<entity>/search/count/`: the exact count of a filtered result. */
export async function countListing(entity: ListingEntity, filters: readonly ListingFilter[], signal?: AbortSignal): Promise<number> {
  return (await apiClient.post(`/api/catalogue/${entity}/search/count/`, { filters }, { schema: listingCountSchema, signal })).count;
}

export function useListingCount(entity: ListingEntity, filters: readonly ListingFilter[]) {
  return useQuery({ queryKey: productKeys.count(entity, filters), queryFn: ({ signal }) => countListing(entity, filters, signal), placeholderData: keepPreviousData });
}
