import { z } from 'zod';

/** The price's own fields (spec §3), in the order forms and listings show them. */
export const priceFieldSchema = z.enum(['gross_price', 'net_price', 'currency', 'start_date', 'end_date', 'discount', 'discount_family_code', 'discount_family_label', 'unit']);
export type PriceField = z.infer<typeof priceFieldSchema>;

/**
 * The price itself, its amounts and their currency: never disabled (spec §5 "the price attribute
 * cannot be disabled"). A company may disable the others it does not use (docs/prices.md).
 */
export const alwaysShownPriceFields: readonly PriceField[] = ['gross_price', 'net_price', 'currency'];

/** A price attribute's column (in `/price/`'s columns and in an export): `attribute.<code>`. */
export const priceAttributeColumnPrefix = 'attribute.';

/** A price column: one of the price's own fields, or one of the company's price attributes by code. */
export const priceColumnSchema = z.union([priceFieldSchema, z.string().regex(/^attribute\.[a-z][a-z0-9_]{0,49}$/)]);
export type PriceColumnKey = z.infer<typeof priceColumnSchema>;

/** The price fields the company switched off, read from its store data (a remote's flags: `disabled_price_fields`). */
export function disabledPriceFieldsOf(storeData: Readonly<Record<string, unknown>>): ReadonlySet<PriceField> {
  const value = storeData.disabled_price_fields;
  return new Set(Array.isArray(value) ? priceFieldSchema.options.filter((field) => value.includes(field)) : []);
}
