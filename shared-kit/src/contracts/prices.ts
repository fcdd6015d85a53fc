import { z } from 'zod';
import { defineEndpoint, integerIdParamsSchema, noContentSchema } from './endpoint.ts';
import { extraValuesSchema } from './extra-attributes.ts';
import { idListSchema, textSchema } from './input-guards.ts';

/**
 * Prices (spec §3 "Price", §5 "Prices", §8 "Price errors"; docs/prices.md): one price of one
 * product in one price list, for one set of discriminant values and one validity period.
 * The rules of §5 are the server's (stable codes on the fields), not the schema's, so the form
 * shows the catalogue's messages.
 */

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDateSchema = z.iso.date();

/** Values of the list's discriminants, by discriminant code. */
export const discriminantValuesSchema = z.record(textSchema.max(50), z.union([textSchema.trim().max(255), z.number()]));
export type DiscriminantValues = z.infer<typeof discriminantValuesSchema>;

export const priceInputSchema = z.strictObject({
  product_id: z.number().int().positive().max(2 ** 53),
  price_list_id: z.number().int().positive().max(2 ** 53),
  gross_price: z.number().nullable().default(null),
  net_price: z.number().nullable().default(null),
  /** ISO 4217 (`currencies.ts`). */
  currency: textSchema.trim().max(3).nullable().default(null),
  /** Both ends included; null: open. */
  start_date: calendarDateSchema.nullable().default(null),
  end_date: calendarDateSchema.nullable().default(null),
  /** The discount rate, 0 to 1 (spec §9). */
  discount: z.number().nullable().default(null),
  discount_family_code: textSchema.trim().max(255).nullable().default(null),
  discount_family_label: textSchema.trim().max(255).nullable().default(null),
  unit: textSchema.trim().max(20).nullable().default(null),
  discriminant_values: discriminantValuesSchema.default({}),
  /** Price attributes (`/attributes/price/`) by id; an id left out keeps its value, null clears it. */
  attribute_values: extraValuesSchema.default({}),
});
export type PriceInput = z.input<typeof priceInputSchema>;
export type PriceDraft = z.output<typeof priceInputSchema>;

export const priceSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), sku: z.string(), name: z.string() }),
  price_list: z.object({ id: z.number().int(), name: z.string() }),
  gross_price: z.number().nullable(),
  net_price: z.number().nullable(),
  currency: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  discount: z.number().nullable(),
  discount_family_code: z.string().nullable(),
  discount_family_label: z.string().nullable(),
  unit: z.string().nullable(),
  discriminant_values: z.record(z.string(), z.union([z.string(), z.number()])),
  attribute_values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  created: z.string(),
  updated: z.string(),
});
export type Price = z.infer<typeof priceSchema>;

export const priceSortSchema = z.enum(['id', 'sku', 'gross_price', 'net_price', 'currency', 'start_date', 'end_date']);
export type PriceSort = z.infer<typeof priceSortSchema>;

/** `GET /api/catalogue/price/`: one keyset page (`cursor`: the previous page's `next_cursor`). */
export const priceListingQuerySchema = z.strictObject({
  product_id: z.coerce.number().int().positive().max(2 ** 53).optional(),
  price_list_id: z.coerce.number().int().positive().max(2 ** 53).optional(),
  currency: textSchema.trim().max(3).optional(),
  /** Only the prices whose validity period holds this day. */
  valid_on: calendarDateSchema.optional(),
  /** Discount family code, exactly. */
  discount_family: textSchema.trim().max(255).optional(),
  sort: priceSortSchema.default('id'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  cursor: textSchema.max(500).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type PriceListingQuery = z.input<typeof priceListingQuerySchema>;
export type PriceListingSearch = z.output<typeof priceListingQuerySchema>;

export const pricePageSchema = z.object({ results: z.array(priceSchema), next_cursor: z.string().nullable() });
export type PricePage = z.infer<typeof pricePageSchema>;

export const maxBulkPriceIds = 1000;
export const priceBulkDeleteSchema = z.strictObject({ ids: idListSchema(z.number().int().positive().max(2 ** 53)).min(1).max(maxBulkPriceIds) });
export const priceBulkDeleteAnswerSchema = z.object({ deleted: z.number().int() });

const priceErrors = [400, 403, 404, 409, 422] as const;

/** The price endpoints, declared once for the server and the client. */
export const pricesApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/catalogue/price/', query: priceListingQuerySchema, response: pricePageSchema, errors: priceErrors }),
  create: defineEndpoint({ method: 'POST', path: '/api/catalogue/price/', body: priceInputSchema, status: 201, response: priceSchema, errors: priceErrors }),
  get: defineEndpoint({ method: 'GET', path: '/api/catalogue/price/:id/', params: integerIdParamsSchema, response: priceSchema, errors: priceErrors }),
  update: defineEndpoint({ method: 'PUT', path: '/api/catalogue/price/:id/', params: integerIdParamsSchema, body: priceInputSchema, response: priceSchema, errors: priceErrors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/price/:id/', params: integerIdParamsSchema, status: 204, response: noContentSchema, errors: priceErrors }),
  bulkDelete: defineEndpoint({ method: 'POST', path: '/api/catalogue/price/bulk-delete/', body: priceBulkDeleteSchema, response: priceBulkDeleteAnswerSchema, errors: priceErrors }),
};
