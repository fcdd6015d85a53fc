import { z } from 'zod';
import { languageCodeSchema } from './common.ts';
import { exportLayoutSchema, type ExportColumn, type ExportLayout } from './export-layout.ts';
import { textSchema } from './input-guards.ts';

/**
 * A PDF catalogue template (docs/pdf-catalogues.md): the attributes a product's card shows (a
 * one-sheet export layout, so the column plan, the broken-column check and the comparison are the
 * engine's own), and the catalogue's page design — cover, table of contents, products per page,
 * main image, price, header and footer, the company's font.
 */

export const pdfLimits = {
  textLength: 200,
  /** Pages Chromium prints in one document before the next chunk (merged with pdf-lib). */
  pagesPerChunk: 500,
} as const;

/** A text per language (`{ en: 'Catalogue 2027', fr: 'Catalogue 2027' }`); a run writes its language's. */
export const pdfTextSchema = z.record(languageCodeSchema, textSchema.max(pdfLimits.textLength)).default({});
export type PdfText = z.infer<typeof pdfTextSchema>;

export const pdfProductsPerPageSchema = z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(6)]);

/** What the price of a card is: one field of the product's price in one price list, with its currency. */
export const pdfPriceSchema = z.strictObject({
  price_list_id: z.number().int().positive().max(2 ** 53),
  field: z.enum(['net_price', 'gross_price']).default('net_price'),
});

/** The page design besides the attributes; what a run records with its layout (`export_runs.pdf_page`). */
export const pdfPageOptionsSchema = z.strictObject({
  products_per_page: pdfProductsPerPageSchema.default(1),
  cover: z.strictObject({ enabled: z.boolean().default(true), title: pdfTextSchema, subtitle: pdfTextSchema }).default({ enabled: true, title: {}, subtitle: {} }),
  table_of_contents: z.boolean().default(true),
  main_image: z.boolean().default(true),
  price: pdfPriceSchema.nullable().default(null),
  header: pdfTextSchema,
  footer: pdfTextSchema,
  /** A font of the company's asset library (a TTF, OTF or WOFF file); null: the catalogue's default sans-serif. */
  font_asset_id: z.number().int().positive().max(2 ** 53).nullable().default(null),
});
export type PdfPageOptions = z.infer<typeof pdfPageOptionsSchema>;

/** `layout`'s first visible sheet holds the card's attributes, each labelled by its header per language. */
export const pdfDefinitionSchema = z.strictObject({ layout: exportLayoutSchema, ...pdfPageOptionsSchema.shape });
export type PdfDefinition = z.infer<typeof pdfDefinitionSchema>;

/** The sheet a run adds for the price (its columns' ids are fixed, so the renderer finds them). */
export const pdfPriceSheetName = 'Price';
export const pdfPriceColumnIds = { amount: '00000000-0000-4000-8000-0000000000a1', currency: '00000000-0000-4000-8000-0000000000a2' } as const;

/** What a run renders: the card's layout, and the price's sheet when the template shows a price. */
export function pdfRunLayout(layout: ExportLayout, options: Pick<PdfPageOptions, 'price'>): ExportLayout {
  if (options.price === null) return layout;
  const price = (id: string, field: 'net_price' | 'gross_price' | 'currency'): ExportColumn => ({
    id,
    source: { kind: 'price', price_list_id: options.price!.price_list_id, field, discriminant_values: {} },
    header: {},
  });
  return { sheets: [...layout.sheets, { name: pdfPriceSheetName, visible: true, columns: [price(pdfPriceColumnIds.amount, options.price.field), price(pdfPriceColumnIds.currency, 'currency')] }] };
}
