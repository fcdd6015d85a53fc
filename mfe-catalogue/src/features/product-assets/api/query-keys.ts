import type { AssetLinkOwner } from '@pimento/shared-kit/contracts/product-assets';

/** React-query keys of a product's or model's assets and of the asset picker. */
export const productAssetKeys = {
  links: (owner: AssetLinkOwner, id: number) => ['catalogue', 'product-assets', owner, id] as const,
  categories: ['catalogue', 'product-assets', 'categories'] as const,
  pickable: (search: string) => ['catalogue', 'product-assets', 'pickable', search] as const,
};
