import { z } from 'zod';
import { attributeIdSchema } from './attributes.ts';
import { languageCodeSchema } from './common.ts';
import { textSchema } from './input-guards.ts';
import { priceColumnSchema } from './price-fields.ts';
import { discriminantValuesSchema } from './prices.ts';

/**
 * What a tabular export writes (spec §3 Templates, §5 Export): sheets of columns, each column
 * saying what it holds for one product. One definition serves every tabular export — matrix
 * templates, quick exports from the listing, feeds — so the server's renderer, the template
 * editor and its live preview read the same thing. The exchange standards (FAB-DIS, BMEcat, ETIM) have writers of their own.
 */

export const exportLayoutLimits = {
  sheetsPerLayout: 50,
  columnsPerSheet: 2000,
  sheetNameLength: 31,
  headerLength: 255,
  fixedTextLength: 2000,
  formulaLength: 2000,
} as const;

/** What one column holds for a product. */
export const exportSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('sku') }),
  z.strictObject({ kind: z.literal('name') }),
  z.strictObject({ kind: z.literal('status') }),
  /** The reference of the product's model; empty without one. */
  z.strictObject({ kind: z.literal('model') }),
  /**
   * The product's category paths (`Lighting > Bulbs > LED`), several joined by ` | `, the names
   * in the run's language. With `tree_id`, only that tree's paths, starting below its root.
   */
  z.strictObject({ kind: z.literal('categories'), tree_id: z.number().int().positive().nullable().default(null) }),
  z.strictObject({
    kind: z.literal('attribute'),
    attribute_id: attributeIdSchema,
    /** A localizable attribute's language; null means the run's language. Ignored otherwise. */
    language: languageCodeSchema.nullable().default(null),
    /**
     * `value`: what a person reads — a number without its unit, a text, a date, a choice's label in
     * the language; `code`: a choice's code; `unit`: a measure's unit symbol. A range writes
     * `min–max`; a multiple choice joins its entries with ` | `.
     */
    part: z.enum(['value', 'code', 'unit']).default('value'),
    /** Converts a measure to this unit of its unit type before writing it; null keeps the stored unit. */
    unit: textSchema.max(50).nullable().default(null),
  }),
  /** A formula of the formula language (docs/formulas.md) over the product's fields and values. */
  z.strictObject({ kind: z.literal('formula'), formula: textSchema.min(1).max(exportLayoutLimits.formulaLength) }),
  /** The same text on every row. */
  z.strictObject({ kind: z.literal('fixed'), text: textSchema.max(exportLayoutLimits.fixedTextLength) }),
  /**
   * A field of the product's price valid on the run's day (docs/prices.md, "Prices in exports"): a
   * price field or `attribute.<code>` of a price attribute, from one price list (null: the list of
   * the client the run is for), the price whose discriminant values are these (`{ quantity: 10 }`;
   * none for a list without discriminants). Empty when the product has no such price that day.
   */
  /**
   * The product's main image (docs/assets.md "Public media addresses"): `url` its public address,
   * readable without a session and the same when the image is replaced, resized when a side is
   * given; `file_name` the image's file name. Empty for a product without a main image.
   */
  z.strictObject({
    kind: z.literal('main_image'),
    part: z.enum(['url', 'file_name']).default('url'),
    width: z.number().int().min(1).max(10_000).nullable().default(null),
    height: z.number().int().min(1).max(10_000).nullable().default(null),
  }),
  z.strictObject({
    kind: z.literal('price'),
    price_list_id: z.number().int().positive().max(2 ** 53).nullable().default(null),
    field: priceColumnSchema,
    discriminant_values: discriminantValuesSchema.default({}),
  }),
  /**
   * The product's completion percentage (docs/completion.md), overall (`client_id` null) or for a
   * client: the listing's `completion` and `completion:<client id>` columns, which a quick export
   * writes. Empty where the product has no figure.
   */
  z.strictObject({ kind: z.literal('completion'), client_id: z.number().int().positive().max(2 ** 53).nullable().default(null) }),
]);
export type ExportSource = z.infer<typeof exportSourceSchema>;

export const exportColumnSchema = z.strictObject({
  id: z.uuid(),
  source: exportSourceSchema,
  /**
   * The header per language (`{ en: 'Power', fr: 'Puissance' }`); the run writes its language's,
   * else the source's own name in that language (the attribute's label, "SKU", …).
   */
  header: z.record(languageCodeSchema, textSchema.max(exportLayoutLimits.headerLength)).default({}),
});
export type ExportColumn = z.infer<typeof exportColumnSchema>;

export const exportSheetSchema = z.strictObject({
  name: textSchema.min(1).max(exportLayoutLimits.sheetNameLength),
  /** A hidden sheet is kept in the template but not written; a layout needs one visible sheet. */
  visible: z.boolean().default(true),
  columns: z.array(exportColumnSchema).max(exportLayoutLimits.columnsPerSheet),
});
export type ExportSheet = z.infer<typeof exportSheetSchema>;

/** The sheets of a tabular export, in order. A CSV or JSON file holds the first visible sheet. */
export const exportLayoutSchema = z.strictObject({
  sheets: z.array(exportSheetSchema).min(1).max(exportLayoutLimits.sheetsPerLayout),
});
export type ExportLayout = z.infer<typeof exportLayoutSchema>;

/**
 * How a single-product matrix writes each product (its "product sheet"):
 * - `per_product: 'sheet'`: one worksheet per product, named after `sheet_name` (cut to Excel's 31
 *   characters, made unique with ` (2)` …), at most `productSheetLimits.sheets` products; `'block'`:
 *   one worksheet named after the first visible sheet, the products' blocks one under the other
 *   with `gap_rows` empty rows between them, for any number of products.
 * - `orientation: 'vertical'`: a section is one row per column (its header in the first cell, the
 *   value in the second); `'horizontal'`: a section is a header row over a value row.
 */
export const productSheetOptionsSchema = z.strictObject({
  per_product: z.enum(['sheet', 'block']).default('sheet'),
  orientation: z.enum(['vertical', 'horizontal']).default('vertical'),
  sheet_name: z.enum(['sku', 'name']).default('sku'),
  gap_rows: z.number().int().min(0).max(20).default(1),
});
export type ProductSheetOptions = z.infer<typeof productSheetOptionsSchema>;

export const productSheetLimits = {
  /** A workbook of one sheet per product: Excel lists its tabs in one bar, and opens a few thousand slowly. */
  sheets: 1000,
} as const;
