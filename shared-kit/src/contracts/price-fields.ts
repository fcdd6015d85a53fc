import { z } from 'zod';

/** The price's own fields (spec §3), in the order forms and listings show them. */
export const priceFieldSchema = z.enum(['gross_price', 'net_price', 'currency', 'start_date', 'end_date', 'discount', 'discount_family_code', 'discount_family_label', 'unit']);
export type PriceField = z.infer<typeof priceFieldSchema>;

/**
 * The price itself, its amounts and their currency: never disabled (spec §5 "the price attribute
 * cannot be disabled"). A company may disable the others it does not use (docs/prices.md).
 */
export const alwaysShownPriceFields: readonly PriceField[] = ['gross_price', 'net_price', 'currency'];
