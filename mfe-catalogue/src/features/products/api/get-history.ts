import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { historyPageSchema, type HistoryEntry } from '@pimento/shared-kit/contracts/history';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

/** `GET /api/catalogue/<entity>/{id}/history/?cursor=`: newest saves first, what each changed. */
export function getHistory(entity: ListingEntity, id: number, cursor?: string): Promise<{ results: HistoryEntry[]; next_cursor: string | null }> {
  return apiClient.get(`/api/catalogue/${entity}/${id}/history/`, { query: { cursor, limit: 20 }, schema: historyPageSchema });
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
