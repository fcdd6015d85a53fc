import { z } from 'zod';
import { assetCategoryIdSchema, assetRenditionFormatSchema, assetRenditionMaxSide, assetTagSchema } from './assets.ts';
import { languageCodeSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { exportFileNameSchema, exportRunStartedSchema, exportSelectionSchema } from './exports.ts';
import { idListSchema, textSchema } from './input-guards.ts';

/**
 * The asset export (spec §2 "asset export configuration (rename, resize)", §5 "Asset export";
 * docs/assets.md "Asset export"): a template of type `asset_export` says which assets go out (their
 * categories, tags, languages, and optionally the products that use them), how each file is named
 * (a pattern of pills) and resized; a run of the export engine writes them as a zip of files or as
 * an Excel list of their URLs.
 */

/** The pills of the file-name pattern. `sku` and `order` name a product's link: they need `products`. */
export const assetExportPills = ['name', 'sku', 'order', 'category', 'language', 'id', 'index'] as const;
export type AssetExportPill = (typeof assetExportPills)[number];
export const productPills: readonly AssetExportPill[] = ['sku', 'order'];

export const assetExportLimits = { categories: 100, tags: 50, languages: 50, orders: 100, fileNameLength: 200 } as const;

/** Characters no file name may hold on the systems the zip is opened on (`/` would make a folder). */
const forbiddenInFileNames = /[/\\:*?"<>|]/;

/** The pattern's problem, as an error code, or null: unknown pills, forbidden characters, product pills without products. */
export function fileNamePatternProblem(pattern: string, hasProducts: boolean): string | null {
  const pills = [...pattern.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
  if (pills.some((pill) => !(assetExportPills as readonly string[]).includes(pill))) return 'asset_export.pill_invalid';
  const text = pattern.replace(/\{[^{}]*\}/g, '');
  if (forbiddenInFileNames.test(text) || /[{}]/.test(text)) return 'asset_export.file_name_invalid';
  if (!hasProducts && pills.some((pill) => productPills.includes(pill as AssetExportPill))) return 'asset_export.pill_needs_products';
  return null;
}

/** A refusal the API answers at its field with its own code (`validation-fields.ts` reads `params.code`). */
function refuse(context: z.RefinementCtx, path: PropertyKey[], code: string): void {
  context.addIssue({ code: 'custom', path, message: code, params: { code } });
}

const renditionSide = z.number().int().min(1).max(assetRenditionMaxSide).nullable();

/** Images resized as the gallery's renditions are (one side alone keeps the ratio); null: the files as they are. */
export const assetExportSizeSchema = z
  .strictObject({
    width: renditionSide.default(null),
    height: renditionSide.default(null),
    dpi: z.number().int().min(1).max(2400).default(72),
    /** null: each image's own format (TIFF gives JPEG). */
    format: assetRenditionFormatSchema.nullable().default(null),
  })
  .superRefine((size, context) => {
    if (size.width === null && size.height === null) refuse(context, ['width'], 'asset.rendition_size_required');
  });
export type AssetExportSize = z.infer<typeof assetExportSizeSchema>;

export const assetExportDefinitionSchema = z
  .strictObject({
    /** At least one (spec §5); each takes its subcategories. */
    category_ids: idListSchema(assetCategoryIdSchema).max(assetExportLimits.categories),
    /** Assets with any of these tags; empty: whatever their tags. */
    tags: z.array(assetTagSchema).max(assetExportLimits.tags).default([]),
    /** Assets in these languages or in none; empty: whatever their language. */
    languages: z.array(languageCodeSchema).max(assetExportLimits.languages).default([]),
    /**
     * null: each asset once. A selection: one file per link of an asset to one of these products
     * (its `sku` and `order` pills filled), a product's assets in their order.
     */
    products: exportSelectionSchema.nullable().default(null),
    /** Only the links at these positions (`[1]`: each product's first asset); empty: every position. */
    orders: idListSchema(z.number().int().min(1).max(10_000)).max(assetExportLimits.orders).default([]),
    /** Each file's name without its extension, `{pill}`s replaced. */
    file_name: textSchema.trim().min(1).max(assetExportLimits.fileNameLength).default('{name}'),
    size: assetExportSizeSchema.nullable().default(null),
  })
  .superRefine((definition, context) => {
    if (definition.category_ids.length === 0) refuse(context, ['category_ids'], 'asset_export.category_required');
    const problem = fileNamePatternProblem(definition.file_name, definition.products !== null);
    if (problem !== null) refuse(context, ['file_name'], problem);
    if (definition.orders.length > 0 && definition.products === null) refuse(context, ['orders'], 'asset_export.orders_need_products');
  });
export type AssetExportDefinition = z.infer<typeof assetExportDefinitionSchema>;
export type AssetExportDefinitionInput = z.input<typeof assetExportDefinitionSchema>;

/** What a run of an asset export template writes. */
export const assetExportFormatSchema = z.enum(['zip', 'xlsx']);
export type AssetExportFormat = z.infer<typeof assetExportFormatSchema>;

export const defaultAssetExportFileName = 'assets-{year}{month}{day}-{hour}{minute}{second}';

export const assetExportRunRequestSchema = z.strictObject({
  template_id: z.number().int().positive(),
  format: assetExportFormatSchema,
  file_name: exportFileNameSchema.default(defaultAssetExportFileName),
});
export type AssetExportRunRequest = z.input<typeof assetExportRunRequestSchema>;

export const assetExportRunsApi = {
  /**
   * A run of the export engine (same runs, files, links and tasks as the others): 422
   * `asset_export.empty_selection` when no asset matches, never an empty zip.
   */
  start: defineEndpoint({ method: 'POST', path: '/api/exports/asset-runs/', body: assetExportRunRequestSchema, status: 202, response: exportRunStartedSchema, errors: [400, 403, 404, 422] }),
};


/** What each pill writes for one file. */
export type AssetExportPillValues = Partial<Record<AssetExportPill, string>>;

/**
 * A file's name: the pattern's pills replaced (a value's own slashes and reserved characters made
 * dashes, so a SKU never makes a folder), then the extension. The zip writer still makes names
 * unique (`name (2).jpg`).
 */
export function assetExportFileName(pattern: string, values: AssetExportPillValues, extension: string): string {
  const name = pattern
    // eslint-disable-next-line no-control-regex -- control characters are what is replaced
    .replace(/\{([a-z]+)\}/g, (_pill, pill: string) => (values[pill as AssetExportPill] ?? '').replace(/[/\\:*?"<>|\u0000-\u001f]/g, '-'))
    .trim();
  return `${name === '' ? 'file' : name}${extension === '' ? '' : `.${extension}`}`;
}
