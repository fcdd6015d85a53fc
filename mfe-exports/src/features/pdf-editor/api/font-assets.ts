import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';

/** The company's fonts: the font files of its asset library (TTF, OTF, WOFF), by name. */
export function useFontAssets() {
  return useQuery({
    queryKey: ['exports', 'font-assets'],
    queryFn: async () => (await apiClient.call(assetsApi.list, { query: { kind: 'font', sort: 'name', direction: 'asc', limit: 200 } })).results.map((asset) => ({ id: asset.id, name: asset.file_name })),
    retry: false,
  });
}
