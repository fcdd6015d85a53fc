import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { assetKeys } from '../../../api/query-keys';
import { galleryQuery, type GalleryFilters } from '../lib/gallery-filters';

/** The gallery's keyset pages: each asks from the previous page's `next_cursor` until it is null. */
export const getGalleryPagesQueryOptions = (filters: GalleryFilters) => {
  const query = galleryQuery(filters);
  return infiniteQueryOptions({
    queryKey: assetKeys.galleryPages(query),
    queryFn: ({ pageParam, signal }) =>
      apiClient.call(assetsApi.list, { query: pageParam ? { ...query, cursor: pageParam } : query, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
};

export function useGalleryPages(filters: GalleryFilters) {
  return useInfiniteQuery(getGalleryPagesQueryOptions(filters));
}
