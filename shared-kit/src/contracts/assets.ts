import { z } from 'zod';
import { defineEndpoint, integerIdParamsSchema } from './endpoint.ts';
import { fileDownloadSchema } from './imports.ts';
import { idListSchema, textSchema } from './input-guards.ts';
import { languageCodeSchema, localNamesSchema, perLabelLanguageSchema } from './common.ts';

/**
 * The asset gallery (spec §3, §5; `/asset/`, `/asset/categories/`): asset categories in trees,
 * named per attribute label language as product categories are, and the assets themselves.
 * Rules and decisions: docs/assets.md. All paths under `/api/assets`.
 */
export const assetCategoryIdSchema = z.number().int().positive();
export const assetIdSchema = z.number().int().positive();

export const assetCategoryNameSchema = textSchema.trim().min(1).max(255);

export const assetCategorySchema = z.object({
  ...localNamesSchema.shape,
  id: assetCategoryIdSchema,
  parent_id: assetCategoryIdSchema.nullable(),
  /** Ids from the root down to the parent (empty for a root). */
  ancestors: z.array(assetCategoryIdSchema),
  position: z.number().int(),
  /** Its assets are main images (only images go there). Never together with `unstored`. */
  featured: z.boolean(),
  /** Its assets are URLs, not files kept by Pimento. Never together with `featured`. */
  unstored: z.boolean(),
  /** Its assets are linked to a model and shared by the model's products, never to one product. */
  managed_by_model: z.boolean(),
  children_count: z.number().int().min(0),
  /** Assets directly in it. */
  assets_count: z.number().int().min(0),
});
export type AssetCategory = z.infer<typeof assetCategorySchema>;

export const assetCategoryTreeSchema = z.object({ results: z.array(assetCategorySchema) });

/** `POST /api/assets/categories/`: `names` per label language, or `name` (the first label language's). */
export const assetCategoryCreateSchema = z.strictObject({
  name: assetCategoryNameSchema.optional(),
  names: perLabelLanguageSchema(255).optional(),
  parent_id: assetCategoryIdSchema.nullable().default(null),
  featured: z.boolean().default(false),
  unstored: z.boolean().default(false),
  managed_by_model: z.boolean().default(false),
});
export type AssetCategoryCreate = z.input<typeof assetCategoryCreateSchema>;

/** `PATCH /api/assets/categories/{id}/`: rename, move (`parent_id` null makes it a root), reorder, flags. */
export const assetCategoryUpdateSchema = z.strictObject({
  name: assetCategoryNameSchema.optional(),
  names: perLabelLanguageSchema(255).optional(),
  parent_id: assetCategoryIdSchema.nullable().optional(),
  position: z.number().int().min(0).max(1_000_000).optional(),
  featured: z.boolean().optional(),
  unstored: z.boolean().optional(),
  managed_by_model: z.boolean().optional(),
});
export type AssetCategoryUpdate = z.input<typeof assetCategoryUpdateSchema>;

/** What deleting a category did: it and its descendants went, their assets stayed, uncategorised. */
export const assetCategoryDeleteAnswerSchema = z.object({
  categories: z.number().int().min(1),
  assets_uncategorised: z.number().int().min(0),
});

/** What a stored file is, read from its bytes (never from its extension alone). */
export const assetKindSchema = z.enum(['image', 'svg', 'pdf', 'font']);
export type AssetKind = z.infer<typeof assetKindSchema>;

export const assetTagSchema = textSchema.trim().min(1).max(100);
const assetTagsSchema = z.array(assetTagSchema).max(50);

/**
 * Thumbnail sizes, the longest side in pixels: `tile` for the gallery and product tiles (sharp on
 * high-density screens at 160 px), `preview` for the detail panel.
 */
export const assetThumbnailSizes = { tile: 320, preview: 1200 } as const;
export const assetThumbnailSizeSchema = z.enum(['tile', 'preview']);
export type AssetThumbnailSize = z.infer<typeof assetThumbnailSizeSchema>;
export const assetThumbnailUrlsSchema = z.object({ tile: z.string(), preview: z.string() });

/**
 * A rendition of a stored raster image (spec §9 image resize): 1 to 10,000 pixels a side; one side
 * alone keeps the ratio, both fit the image into that box (padded, never cropped nor distorted);
 * `dpi` is written in the file's metadata. Made on first request and kept (docs/assets.md "Renditions").
 */
export const assetRenditionMaxSide = 10_000;
const renditionSideSchema = z.coerce.number().int().min(1).max(assetRenditionMaxSide);
export const assetRenditionFormatSchema = z.enum(['jpeg', 'png', 'webp']);
export type AssetRenditionFormat = z.infer<typeof assetRenditionFormatSchema>;
export const assetRenditionQuerySchema = z.strictObject({
  width: renditionSideSchema.optional(),
  height: renditionSideSchema.optional(),
  dpi: z.coerce.number().int().min(1).max(2400).default(72),
  /** The source's format by default (TIFF gives JPEG). */
  format: assetRenditionFormatSchema.optional(),
});
export type AssetRenditionQuery = z.input<typeof assetRenditionQuerySchema>;

export const assetSchema = z.object({
  id: assetIdSchema,
  /** The asset's name: unique in the company (case-insensitive), kept with its extension. */
  file_name: z.string(),
  category_id: assetCategoryIdSchema.nullable(),
  tags: z.array(z.string()),
  description: z.string(),
  /** A file kept by Pimento (an upload, a URL fetched and kept), or a URL it only points to. */
  stored: z.boolean(),
  kind: assetKindSchema,
  mime_type: z.string(),
  /** Bytes; null for an unstored asset whose size is unknown. */
  size: z.number().int().min(0).nullable(),
  /** Pixels; null for PDFs and fonts. */
  width: z.number().int().min(1).nullable(),
  height: z.number().int().min(1).nullable(),
  /** The unstored asset's URL; null for a stored one. */
  original_url: z.string().nullable(),
  /** The address to publish instead of Pimento's (a CDN, the company's site); null when none. */
  custom_url: z.string().nullable(),
  featured: z.boolean(),
  /** Its rank among a product's assets, from 1. */
  position: z.number().int().min(1),
  /** The language the asset is in (a French leaflet); null when it is for every language. */
  language: z.string().nullable(),
  /** Products linked to the asset (directly, or through their model). */
  products_count: z.number().int().min(0),
  /** Where its thumbnails are served; null until the thumbnail job made them, and for SVGs, PDFs and fonts. */
  thumbnail: assetThumbnailUrlsSchema.nullable().optional(),
  created: z.string(),
  updated: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

/** `POST /api/assets/upload/`: the file is the `file` part of a multipart body; the rest in the query. */
export const assetUploadQuerySchema = z.strictObject({
  category_id: z.coerce.number().int().positive().optional(),
  language: languageCodeSchema.optional(),
  description: textSchema.max(2000).optional(),
});
export type AssetUploadQuery = z.infer<typeof assetUploadQuerySchema>;

/**
 * `POST /api/assets/url/`: an asset from a URL, fetched and kept by Pimento (`stored`) or only
 * pointed to (checked once, then linked). The URL's own length rule (`asset.url_too_long`) is the
 * server's; `file_name` defaults to the URL's last segment.
 */
export const assetUrlBodySchema = z.strictObject({
  url: textSchema.max(100_000),
  stored: z.boolean(),
  file_name: textSchema.trim().min(1).max(255).optional(),
  category_id: assetCategoryIdSchema.optional(),
  language: languageCodeSchema.optional(),
  description: textSchema.max(2000).optional(),
});
export type AssetUrlBody = z.infer<typeof assetUrlBodySchema>;

/** `PATCH /api/assets/{id}/`. */
export const assetUpdateSchema = z.strictObject({
  file_name: textSchema.trim().min(1).max(255).optional(),
  category_id: assetCategoryIdSchema.nullable().optional(),
  tags: assetTagsSchema.optional(),
  description: textSchema.max(2000).optional(),
  custom_url: textSchema.trim().url().max(2000).nullable().optional(),
  featured: z.boolean().optional(),
  position: z.number().int().min(1).max(1_000_000).optional(),
  language: languageCodeSchema.nullable().optional(),
});
export type AssetUpdate = z.input<typeof assetUpdateSchema>;

/** `POST /api/assets/bulk/`: the same change on every asset of `ids` (all stored or all unstored). */
export const assetBulkEditSchema = z.strictObject({
  ids: idListSchema(assetIdSchema).min(1).max(1000),
  category_id: assetCategoryIdSchema.nullable().optional(),
  language: languageCodeSchema.nullable().optional(),
  add_tags: assetTagsSchema.optional(),
  remove_tags: assetTagsSchema.optional(),
});
export type AssetBulkEdit = z.input<typeof assetBulkEditSchema>;
export const assetBulkEditAnswerSchema = z.object({ updated: z.number().int().min(0) });

/** A product that lost an asset, for the confirmation of what a delete did. */
export const assetLinkedProductSchema = z.object({ id: z.number().int().positive(), sku: z.string(), name: z.string() });

/** `POST /api/assets/bulk-delete/`. */
export const assetBulkDeleteSchema = z.strictObject({ ids: idListSchema(assetIdSchema).min(1).max(1000) });
/** What a delete did: the assets gone and the products that lost one (at most 1,000 named, all counted). */
export const assetDeleteAnswerSchema = z.object({
  deleted: z.number().int().min(0),
  products_count: z.number().int().min(0),
  products: z.array(assetLinkedProductSchema),
});
export type AssetDeleteAnswer = z.infer<typeof assetDeleteAnswerSchema>;

export const assetSortSchema = z.enum(['name', 'created', 'size', 'position']);
export type AssetSort = z.infer<typeof assetSortSchema>;

const queryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `GET /api/assets/`: the gallery, one page at a time (keyset: `cursor` is the previous page's `next_cursor`). */
export const assetListQuerySchema = z.strictObject({
  /** Assets of this category, its descendants included. */
  category_id: z.coerce.number().int().positive().optional(),
  /** Only the assets in no category. */
  uncategorised: queryBooleanSchema.optional(),
  tag: assetTagSchema.optional(),
  kind: assetKindSchema.optional(),
  language: languageCodeSchema.optional(),
  linked: queryBooleanSchema.optional(),
  /** Part of the name (case-insensitive). */
  search: textSchema.trim().max(255).optional(),
  sort: assetSortSchema.default('created'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  cursor: textSchema.max(500).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;
export const assetPageSchema = z.object({ results: z.array(assetSchema), next_cursor: z.string().nullable() });
export type AssetPage = z.infer<typeof assetPageSchema>;

const assetErrors = [400, 403, 404, 409, 413, 422] as const;

/** The asset endpoints (docs/assets.md), declared once for the server and the client. */
export const assetsApi = {
  categoryTree: defineEndpoint({ method: 'GET', path: '/api/assets/categories/', response: assetCategoryTreeSchema, errors: assetErrors }),
  createCategory: defineEndpoint({
    method: 'POST',
    path: '/api/assets/categories/',
    body: assetCategoryCreateSchema,
    status: 201,
    response: assetCategorySchema,
    errors: assetErrors,
  }),
  getCategory: defineEndpoint({ method: 'GET', path: '/api/assets/categories/:id/', params: integerIdParamsSchema, response: assetCategorySchema, errors: assetErrors }),
  updateCategory: defineEndpoint({
    method: 'PATCH',
    path: '/api/assets/categories/:id/',
    params: integerIdParamsSchema,
    body: assetCategoryUpdateSchema,
    response: assetCategorySchema,
    errors: assetErrors,
  }),
  deleteCategory: defineEndpoint({
    method: 'DELETE',
    path: '/api/assets/categories/:id/',
    params: integerIdParamsSchema,
    response: assetCategoryDeleteAnswerSchema,
    errors: assetErrors,
  }),
  list: defineEndpoint({ method: 'GET', path: '/api/assets/', query: assetListQuerySchema, response: assetPageSchema, errors: assetErrors }),
  /** The file is the multipart body's `file` part, streamed to the file storage. */
  upload: defineEndpoint({ method: 'POST', path: '/api/assets/upload/', query: assetUploadQuerySchema, status: 201, response: assetSchema, errors: assetErrors }),
  addUrl: defineEndpoint({ method: 'POST', path: '/api/assets/url/', body: assetUrlBodySchema, status: 201, response: assetSchema, errors: assetErrors }),
  get: defineEndpoint({ method: 'GET', path: '/api/assets/:id/', params: integerIdParamsSchema, response: assetSchema, errors: assetErrors }),
  /** The stored file's bytes (signed-in users of the asset's company only). */
  file: defineEndpoint({ method: 'GET', path: '/api/assets/:id/file/', params: integerIdParamsSchema, response: fileDownloadSchema, errors: [401, 404] }),
  /** A thumbnail (WebP) of a raster image, behind the same company wall as the file. */
  thumbnail: defineEndpoint({
    method: 'GET',
    path: '/api/assets/:id/thumbnail/:size/',
    params: integerIdParamsSchema.extend({ size: assetThumbnailSizeSchema }),
    response: fileDownloadSchema,
    errors: [401, 404],
  }),
  /** A resized copy of a raster image, made on first request and kept: the same URL serves the same file. */
  rendition: defineEndpoint({
    method: 'GET',
    path: '/api/assets/:id/rendition/',
    params: integerIdParamsSchema,
    query: assetRenditionQuerySchema,
    response: fileDownloadSchema,
    errors: [400, 401, 404, 422],
  }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/assets/:id/', params: integerIdParamsSchema, body: assetUpdateSchema, response: assetSchema, errors: assetErrors }),
  bulkEdit: defineEndpoint({ method: 'POST', path: '/api/assets/bulk/', body: assetBulkEditSchema, response: assetBulkEditAnswerSchema, errors: assetErrors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/assets/:id/', params: integerIdParamsSchema, response: assetDeleteAnswerSchema, errors: assetErrors }),
  bulkDelete: defineEndpoint({ method: 'POST', path: '/api/assets/bulk-delete/', body: assetBulkDeleteSchema, response: assetDeleteAnswerSchema, errors: assetErrors }),
};

