import { z } from 'zod';
import { defineEndpoint, integerIdParamsSchema } from './endpoint.ts';
import { idListSchema } from './input-guards.ts';
import { assetCategoryIdSchema, assetIdSchema, assetSchema } from './assets.ts';

/**
 * The assets of a product or a model (spec §3, §5, §9), by asset category, in their order. A
 * category managed by the model links its assets to the model; the model's products show them.
 * Rules and decisions: docs/assets.md "Product and model links".
 */

/**
 * Spec §9 "asset reordering": where added assets go among those the category already shows.
 * `after` (default) at the end, `before` at the start, `none` at their own asset order (`position`).
 */
export const assetPlacementSchema = z.enum(['none', 'before', 'after']);
export type AssetPlacement = z.infer<typeof assetPlacementSchema>;

/**
 * Spec §9 "sorting modes for asset order", applied after an addition to each category it touched:
 * `never` (default) keeps the manual order, `always` sorts the category by the assets' own order,
 * `except_one` sorts it too but keeps the featured image (else the first asset) first.
 */
export const assetSortModeSchema = z.enum(['never', 'always', 'except_one']);
export type AssetSortMode = z.infer<typeof assetSortModeSchema>;

export const linkedAssetSchema = z.object({
  asset: assetSchema,
  /** Rank within its category on this product or model, from 1. */
  position: z.number().int().min(1),
  /** Shown through the product's model (a category managed by the model): changed on the model. */
  from_model: z.boolean(),
});
export type LinkedAsset = z.infer<typeof linkedAssetSchema>;

export const linkedAssetCategorySchema = z.object({
  /** null: the assets in no category. */
  category_id: assetCategoryIdSchema.nullable(),
  managed_by_model: z.boolean(),
  assets: z.array(linkedAssetSchema),
});

export const linkedAssetsSchema = z.object({
  /** The main image: the product's own choice, else its model's; null when none. */
  featured_asset_id: assetIdSchema.nullable(),
  /** Categories in tree order (the uncategorised last), each with its assets in order. */
  categories: z.array(linkedAssetCategorySchema),
});
export type LinkedAssets = z.infer<typeof linkedAssetsSchema>;

export const linkAssetsSchema = z.strictObject({
  asset_ids: idListSchema(assetIdSchema).min(1).max(1000),
  placement: assetPlacementSchema.default('after'),
  sort: assetSortModeSchema.default('never'),
});
export type LinkAssets = z.input<typeof linkAssetsSchema>;
/** As the server receives it, defaults applied. */
export type LinkAssetsRequest = z.output<typeof linkAssetsSchema>;

export const unlinkAssetsSchema = z.strictObject({ asset_ids: idListSchema(assetIdSchema).min(1).max(1000) });
export type UnlinkAssets = z.input<typeof unlinkAssetsSchema>;

/** The new order of one category: every asset it shows on this product or model, once. */
export const reorderAssetsSchema = z.strictObject({
  category_id: assetCategoryIdSchema.nullable(),
  asset_ids: idListSchema(assetIdSchema).min(1).max(1000),
});
export type ReorderAssets = z.input<typeof reorderAssetsSchema>;

/** A raster image the product (or model) shows; null chooses none. */
export const featuredAssetSchema = z.strictObject({ asset_id: assetIdSchema.nullable() });
export type FeaturedAsset = z.input<typeof featuredAssetSchema>;

const linkErrors = [400, 403, 404, 409, 422] as const;

/** Whose assets: a product's (its own and its model's) or a model's. */
export const assetLinkOwnerSchema = z.enum(['products', 'models']);
export type AssetLinkOwner = z.infer<typeof assetLinkOwnerSchema>;
const ownerParamsSchema = integerIdParamsSchema.extend({ owner: assetLinkOwnerSchema });

/**
 * The assets of a product (`owner` = `products`: its own, and those of its model's managed
 * categories, read-only there) or of a model (`models`: only assets of categories it manages).
 */
export const productAssetsApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/product-assets/:owner/:id/', params: ownerParamsSchema, response: linkedAssetsSchema, errors: linkErrors }),
  add: defineEndpoint({ method: 'POST', path: '/api/product-assets/:owner/:id/add/', params: ownerParamsSchema, body: linkAssetsSchema, response: linkedAssetsSchema, errors: linkErrors }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/product-assets/:owner/:id/remove/',
    params: ownerParamsSchema,
    body: unlinkAssetsSchema,
    response: linkedAssetsSchema,
    errors: linkErrors,
  }),
  reorder: defineEndpoint({
    method: 'PUT',
    path: '/api/product-assets/:owner/:id/order/',
    params: ownerParamsSchema,
    body: reorderAssetsSchema,
    response: linkedAssetsSchema,
    errors: linkErrors,
  }),
  setFeatured: defineEndpoint({
    method: 'PUT',
    path: '/api/product-assets/:owner/:id/featured/',
    params: ownerParamsSchema,
    body: featuredAssetSchema,
    response: linkedAssetsSchema,
    errors: linkErrors,
  }),
};
