import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { priceListsApi, type PriceList, type PriceListCreate, type PriceListUpdate } from '@pimento/shared-kit/contracts/price-lists';
import { priceKeys } from './query-keys';

export type PriceListState = 'current' | 'archived';

export function usePriceLists(state: PriceListState = 'current') {
  return useQuery({ queryKey: priceKeys.lists(state), queryFn: () => apiClient.call(priceListsApi.list, { query: { state } }).then((answer) => answer.results) });
}

export type PriceListChange =
  | { action: 'create'; body: PriceListCreate }
  | { action: 'update'; id: number; body: PriceListUpdate }
  | { action: 'archive' | 'restore'; id: number }
  | { action: 'delete'; id: number; expectedPriceCount: number };

/** One entry point for every change of a list; prices are refreshed too (a deleted list takes its prices). */
export async function changePriceList(change: PriceListChange): Promise<PriceList | null> {
  switch (change.action) {
    case 'create':
      return apiClient.call(priceListsApi.create, { body: change.body });
    case 'update':
      return apiClient.call(priceListsApi.update, { params: { id: change.id }, body: change.body });
    case 'archive':
      return apiClient.call(priceListsApi.archive, { params: { id: change.id } });
    case 'restore':
      return apiClient.call(priceListsApi.restore, { params: { id: change.id } });
    case 'delete':
      await apiClient.call(priceListsApi.delete, { params: { id: change.id }, query: { expected_price_count: change.expectedPriceCount } });
      return null;
  }
}

export function useChangePriceList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePriceList, onSettled: () => queryClient.invalidateQueries({ queryKey: priceKeys.all }) });
}
