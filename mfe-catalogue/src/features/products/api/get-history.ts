import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import type { HistoryPage } from '@pimento/shared-kit/contracts/history';
import { modelsApi } from '@pimento/shared-kit/contracts/models';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

/** A product's or a model's history page: newest saves first, what each changed. */
export function getHistory(entity: ListingEntity, id: number, cursor?: string): Promise<HistoryPage> {
  return apiClient.call(entity === 'product' ? productsApi.history : modelsApi.history, { params: { id }, query: { cursor, limit: 20 } });
}

export function useHistory(entity: ListingEntity, id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: productKeys.history(entity, id),
    queryFn: ({ pageParam }) => getHistory(entity, id, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled,
  });
}
