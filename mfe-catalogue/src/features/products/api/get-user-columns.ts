import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { currentUserApi } from '@pimento/shared-kit/contracts/current-user';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

/** The user's own columns of a listing. */
export function getUserColumns(entity: ListingEntity): Promise<string[]> {
  return apiClient.call(entity === 'product' ? currentUserApi.productColumns : currentUserApi.modelColumns);
}

export function useUserColumns(entity: ListingEntity) {
  return useQuery({ queryKey: productKeys.columns(entity), queryFn: () => getUserColumns(entity), staleTime: Infinity });
}
