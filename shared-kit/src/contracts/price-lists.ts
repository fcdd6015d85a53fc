import { z } from 'zod';
import { defineEndpoint, integerIdParamsSchema, noContentSchema } from './endpoint.ts';
import { textSchema } from './input-guards.ts';

/**
 * Price lists (spec §3 "Price list", §4 states; docs/prices.md): a name and the discriminant
 * (unique) attributes that tell two prices of one product apart in the list — a quantity break,
 * a country, a packaging. Discriminants are frozen once the list holds a price.
 */

export const discriminantTypeSchema = z.enum(['integer', 'decimal', 'text']);
export type DiscriminantType = z.infer<typeof discriminantTypeSchema>;

export const discriminantSchema = z.strictObject({
  /** The key of the value in every price of the list: lower-case letters, digits, underscores. */
  code: textSchema.regex(/^[a-z][a-z0-9_]{0,49}$/),
  label: textSchema.trim().min(1).max(100),
  type: discriminantTypeSchema,
});
export type Discriminant = z.infer<typeof discriminantSchema>;

/** `restored` behaves as `active`; it says the list came back from the archive. */
export const priceListStateSchema = z.enum(['active', 'archived', 'restored']);
export type PriceListState = z.infer<typeof priceListStateSchema>;

export const maxDiscriminants = 10;

export const priceListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  discriminants: z.array(discriminantSchema),
  state: priceListStateSchema,
  /** How many prices the list holds: a permanent delete must name it. */
  price_count: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type PriceList = z.infer<typeof priceListSchema>;

const priceListNameSchema = textSchema.trim().min(1).max(200);
const discriminantListSchema = z.array(discriminantSchema).max(maxDiscriminants);

export const priceListCreateSchema = z.strictObject({ name: priceListNameSchema, discriminants: discriminantListSchema.default([]) });
export type PriceListCreate = z.input<typeof priceListCreateSchema>;

/** Only what is sent changes; `discriminants` only while the list holds no price (409 `price_list.discriminants_locked`). */
export const priceListUpdateSchema = z.strictObject({ name: priceListNameSchema.optional(), discriminants: discriminantListSchema.optional() });
export type PriceListUpdate = z.input<typeof priceListUpdateSchema>;

export const priceListListQuerySchema = z.strictObject({
  /** `current`: active and restored lists; `archived`: the archive; `all`. */
  state: z.enum(['current', 'archived', 'all']).default('current'),
});
export type PriceListListQuery = z.input<typeof priceListListQuerySchema>;

export const priceListListSchema = z.object({ results: z.array(priceListSchema) });

/** A permanent delete names the number of prices it removes, as the confirmation showed it. */
export const priceListDeleteQuerySchema = z.strictObject({
  expected_price_count: z.coerce.number().int().min(0).max(2 ** 31),
});

const priceListErrors = [400, 403, 404, 409, 422] as const;

/** The price list endpoints, declared once for the server and the client. */
export const priceListsApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/catalogue/price-list/', query: priceListListQuerySchema, response: priceListListSchema, errors: priceListErrors }),
  create: defineEndpoint({ method: 'POST', path: '/api/catalogue/price-list/', body: priceListCreateSchema, status: 201, response: priceListSchema, errors: priceListErrors }),
  get: defineEndpoint({ method: 'GET', path: '/api/catalogue/price-list/:id/', params: integerIdParamsSchema, response: priceListSchema, errors: priceListErrors }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/price-list/:id/', params: integerIdParamsSchema, body: priceListUpdateSchema, response: priceListSchema, errors: priceListErrors }),
  archive: defineEndpoint({ method: 'POST', path: '/api/catalogue/price-list/:id/archive/', params: integerIdParamsSchema, response: priceListSchema, errors: priceListErrors }),
  restore: defineEndpoint({ method: 'POST', path: '/api/catalogue/price-list/:id/restore/', params: integerIdParamsSchema, response: priceListSchema, errors: priceListErrors }),
  /** Permanent: only an archived list (409 `price_list.not_archived`), its prices with it. */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/catalogue/price-list/:id/',
    params: integerIdParamsSchema,
    query: priceListDeleteQuerySchema,
    status: 204,
    response: noContentSchema,
    errors: priceListErrors,
  }),
};
