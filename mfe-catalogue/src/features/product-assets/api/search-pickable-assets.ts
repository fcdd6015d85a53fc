import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { productAssetKeys } from './query-keys';

/** How many assets the picker lists: a search narrows the rest. */
export const pickableLimit = 60;

/** The gallery's assets whose name holds `search`, by name, for the picker. */
export function usePickableAssets(search: string, enabled: boolean) {
  return useQuery({
    queryKey: productAssetKeys.pickable(search),
    queryFn: ({ signal }) =>
      apiClient.call(assetsApi.list, { query: { ...(search === '' ? {} : { search }), sort: 'name', direction: 'asc', limit: pickableLimit }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
