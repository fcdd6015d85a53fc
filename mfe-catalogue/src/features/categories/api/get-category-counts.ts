import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { categoryKeys } from './query-keys';

/** Products per category, descendants included (500 ids at most). */
export async function getCategoryCounts(categoryIds: readonly number[]): Promise<Map<number, number>> {
  const answer = await apiClient.call(categoriesApi.counts, { body: { category_ids: categoryIds.slice(0, 500) } });
  return new Map(answer.counts.map((entry) => [entry.category_id, entry.products]));
}

export function useCategoryCounts(categoryIds: readonly number[]) {
  return useQuery({
    queryKey: categoryKeys.counts(categoryIds),
    queryFn: () => getCategoryCounts(categoryIds),
    enabled: categoryIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
