import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { pricesApi, type Price, type PriceInput, type PriceListingSearch } from '@pimento/shared-kit/contracts/prices';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { priceKeys } from './query-keys';

export type PriceFilters = Partial<Omit<PriceListingSearch, 'cursor' | 'limit'>>;

/** Keyset pages of prices: each page asks for the next with the previous page's cursor. */
export function usePricePages(filters: PriceFilters) {
  return useInfiniteQuery({
    queryKey: priceKeys.prices(filters),
    queryFn: ({ pageParam }) => apiClient.call(pricesApi.list, { query: { ...filters, limit: 50, ...(pageParam === null ? {} : { cursor: pageParam }) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    placeholderData: keepPreviousData,
  });
}

export type PriceChange = { action: 'create'; body: PriceInput } | { action: 'update'; id: number; body: PriceInput } | { action: 'delete'; ids: number[] };

export async function changePrice(change: PriceChange): Promise<Price | number> {
  if (change.action === 'create') return apiClient.call(pricesApi.create, { body: change.body });
  if (change.action === 'update') return apiClient.call(pricesApi.update, { params: { id: change.id }, body: change.body });
  return (await apiClient.call(pricesApi.bulkDelete, { body: { ids: change.ids } })).deleted;
}

export function useChangePrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePrice, onSettled: () => queryClient.invalidateQueries({ queryKey: priceKeys.all }) });
}

/** Products whose SKU holds `text`, for the product pickers. */
export function useProductSearch(text: string) {
  return useQuery({
    queryKey: priceKeys.productSearch(text),
    queryFn: () =>
      apiClient
        .call(productsApi.search, { body: { filters: text.trim() === '' ? [] : [{ field: 'sku', operator: 'contains', value: text.trim() }], sort: { field: 'sku', direction: 'asc' }, page_size: 20 } })
        .then((page) => page.items.map((item) => ({ id: item.id, sku: item.sku, name: item.name }))),
    placeholderData: keepPreviousData,
  });
}
