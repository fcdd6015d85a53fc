import type { AssetKind, AssetSort, assetsApi } from '@pimento/shared-kit/contracts/assets';
import type { EndpointQuery } from '@pimento/shared-kit/contracts/endpoint';

/** A page of tiles: a few screens' worth, so the first paint is quick and scrolling rarely waits. */
const pageSize = 60;

/** What the gallery's toolbar holds: filters, the name searched, the sort. */
export type GalleryFilters = {
  /** A category id, `uncategorised`, or none. */
  category?: number | 'uncategorised';
  tag?: string;
  kind?: AssetKind;
  language?: string;
  linked?: boolean;
  search?: string;
  sort: AssetSort;
  direction: 'asc' | 'desc';
};

export const defaultGalleryFilters: GalleryFilters = { sort: 'created', direction: 'desc' };

/** The list query of the filters (the keyset cursor is added page by page). */
export function galleryQuery(filters: GalleryFilters): EndpointQuery<typeof assetsApi.list> & { limit: number } {
  const search = filters.search?.trim();
  return {
    ...(typeof filters.category === 'number' ? { category_id: filters.category } : {}),
    ...(filters.category === 'uncategorised' ? { uncategorised: 'true' as const } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.linked !== undefined ? { linked: filters.linked ? ('true' as const) : ('false' as const) } : {}),
    ...(search ? { search } : {}),
    sort: filters.sort,
    direction: filters.direction,
    limit: pageSize,
  };
}
