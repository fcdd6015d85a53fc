import type { LinkedAssets } from '@pimento/shared-kit/contracts/product-assets';

/** The category's asset ids once `assetId` moved to index `to` (clamped), or null when it does not move. */
export function movedOrder(assetIds: readonly number[], assetId: number, to: number): number[] | null {
  const from = assetIds.indexOf(assetId);
  const target = Math.max(0, Math.min(to, assetIds.length - 1));
  if (from < 0 || from === target) return null;
  const order = assetIds.filter((id) => id !== assetId);
  order.splice(target, 0, assetId);
  return order;
}

/** The listing with one category's assets in the given order: shown at once while the server saves it. */
export function withOrder(listing: LinkedAssets, categoryId: number | null, assetIds: readonly number[]): LinkedAssets {
  return {
    ...listing,
    categories: listing.categories.map((group) =>
      group.category_id !== categoryId
        ? group
        : { ...group, assets: assetIds.flatMap((id, index) => group.assets.filter((link) => link.asset.id === id).map((link) => ({ ...link, position: index + 1 }))) },
    ),
  };
}
