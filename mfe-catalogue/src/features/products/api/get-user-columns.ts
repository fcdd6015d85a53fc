import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

/** `GET /api/catalogue/user/product-columns/` or `/model-columns/`: the user's own listing columns. */
export function getUserColumns(entity: ListingEntity): Promise<string[]> {
  return apiClient.get(`/api/catalogue/user/${entity}-columns/`, { schema: z.array(z.string()) });
}

export function useUserColumns(entity: ListingEntity) {
  return useQuery({ queryKey: productKeys.columns(entity), queryFn: () => getUserColumns(entity), staleTime: Infinity });
}
