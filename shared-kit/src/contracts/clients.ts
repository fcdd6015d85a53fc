import { z } from 'zod';
import { defineEndpoint, integerIdParamsSchema, noContentSchema } from './endpoint.ts';
import { idListSchema, textSchema, uuidListSchema } from './input-guards.ts';
import { extraValuesSchema } from './extra-attributes.ts';
import { listingFilterSchema } from './product-filters.ts';

/**
 * Clients (spec §3 "Client", §5, §8; docs/clients.md): the recipients of exports, with the products
 * they receive, their price list, their main matrix template and the groups that give rights on
 * them. Gated by the company's `clients_feature_activated`.
 */

export const clientLimits = { nameLength: 50, descriptionLength: 500, rules: 20, chosenProducts: 100_000, categories: 100, groups: 100 } as const;

/** A logo (spec §5 "Logo: size, resolution and mime-type limits"): a gallery image within these. */
export const clientLogoLimits = { megabytes: 2, bytes: 2 * 1024 * 1024, minSide: 32, maxSide: 4000, mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] } as const;

/** Whether a file of this type may be a logo (the browser checks before sending, the server the stored asset). */
export function isLogoMimeType(mimeType: string): boolean {
  return (clientLogoLimits.mimeTypes as readonly string[]).includes(mimeType);
}

/**
 * Which products a client receives: the union of its rules (a product in any rule is the client's).
 * `products`: chosen one by one; `categories`: in any of these categories or below them;
 * `filter`: matching every listing filter, as in the product listing.
 */
export const productRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('products'), product_ids: idListSchema(z.number().int().positive().max(2 ** 53)).min(1).max(clientLimits.chosenProducts) }),
  z.strictObject({ kind: z.literal('categories'), category_ids: idListSchema(z.number().int().positive().max(2 ** 53)).min(1).max(clientLimits.categories) }),
  z.strictObject({ kind: z.literal('filter'), filters: z.array(listingFilterSchema).min(1).max(50) }),
]);
export type ProductRule = z.infer<typeof productRuleSchema>;

/** What a client page warns about (spec §8): each blocks the client's exports. */
export const clientProblemSchema = z.enum(['client.no_price', 'client.no_product', 'client.no_main_template']);
export type ClientProblem = z.infer<typeof clientProblemSchema>;

const reference = z.object({ id: z.number().int(), name: z.string() });

export const clientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price_list: reference.nullable(),
  main_template: reference.nullable(),
  /** The gallery asset shown as the client's logo. */
  logo: z.object({ asset_id: z.number().int() }).nullable(),
  product_rules: z.array(productRuleSchema),
  /** The products the user may read among the client's. */
  product_count: z.number().int(),
  /** Rules that select nothing: their filters name an attribute deleted since, or one the user may not read. */
  broken_rules: z.array(z.number().int()),
  groups: z.array(z.string()),
  /** The client attributes' values, by attribute id (`/attributes/client/`). */
  attribute_values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  problems: z.array(clientProblemSchema),
  rights: z.object({ edit: z.boolean(), delete: z.boolean() }),
  created: z.string(),
  updated: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

const nameSchema = textSchema.trim().min(1).max(clientLimits.nameLength);
const descriptionSchema = textSchema.trim().max(clientLimits.descriptionLength);
const rulesSchema = z.array(productRuleSchema).max(clientLimits.rules);
const groupsSchema = uuidListSchema.max(clientLimits.groups);

export const clientCreateSchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema.default(''),
  price_list_id: z.number().int().positive().max(2 ** 53).nullable().default(null),
  /** A matrix template (spec §3: the client's main matrix template). */
  main_template_id: z.number().int().positive().max(2 ** 53).nullable().default(null),
  /** A gallery image within `clientLogoLimits`. */
  logo_asset_id: z.number().int().positive().max(2 ** 53).nullable().default(null),
  product_rules: rulesSchema.default([]),
  /** Absent: the groups where the user may create (an administrator: all groups). */
  groups: groupsSchema.optional(),
  /** Client attribute values; when given, every required client attribute must be filled. */
  attribute_values: extraValuesSchema.optional(),
});
export type ClientCreate = z.input<typeof clientCreateSchema>;

/** Only what is sent changes. */
export const clientUpdateSchema = z.strictObject({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  price_list_id: z.number().int().positive().max(2 ** 53).nullable().optional(),
  main_template_id: z.number().int().positive().max(2 ** 53).nullable().optional(),
  logo_asset_id: z.number().int().positive().max(2 ** 53).nullable().optional(),
  product_rules: rulesSchema.optional(),
  groups: groupsSchema.optional(),
  /** Only the attributes given change (null clears one); when given, every required client attribute must be filled. */
  attribute_values: extraValuesSchema.optional(),
});
export type ClientUpdate = z.input<typeof clientUpdateSchema>;

export const clientListQuerySchema = z.strictObject({
  /** Part of the name, any case. */
  search: textSchema.trim().max(100).optional(),
});
export const clientListSchema = z.object({ results: z.array(clientSchema) });
export const clientNameListSchema = z.object({ results: z.array(z.object({ id: z.number().int(), name: z.string() })) });

/** One product a client receives, with its prices of the client's list valid on the day asked. */
export const clientProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  status: z.string(),
  prices: z.array(
    z.object({
      id: z.number().int(),
      gross_price: z.number().nullable(),
      net_price: z.number().nullable(),
      currency: z.string(),
      discriminant_values: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
});
export type ClientProduct = z.infer<typeof clientProductSchema>;

/** `GET …/client/:id/products/`: the preview of what the client receives, a keyset page by product id. */
export const clientProductsQuerySchema = z.strictObject({
  after: z.coerce.number().int().min(0).max(2 ** 53).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The day the prices are valid on, `YYYY-MM-DD` (default: today, UTC). */
  day: z.iso.date().optional(),
});
export type ClientProductsQuery = z.input<typeof clientProductsQuerySchema>;
export const clientProductPageSchema = z.object({ results: z.array(clientProductSchema), next_after: z.number().int().nullable() });
export type ClientProductPage = z.infer<typeof clientProductPageSchema>;

const clientErrors = [400, 403, 404, 409, 422] as const;

/** The client endpoints, declared once for the server and the client. */
export const clientsApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/catalogue/client/', query: clientListQuerySchema, response: clientListSchema, errors: clientErrors }),
  /** The readable clients' ids and names only (no counts): what a picker needs, cheap on any catalogue. */
  names: defineEndpoint({ method: 'GET', path: '/api/catalogue/client/names/', response: clientNameListSchema, errors: clientErrors }),
  create: defineEndpoint({ method: 'POST', path: '/api/catalogue/client/', body: clientCreateSchema, status: 201, response: clientSchema, errors: clientErrors }),
  get: defineEndpoint({ method: 'GET', path: '/api/catalogue/client/:id/', params: integerIdParamsSchema, response: clientSchema, errors: clientErrors }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/client/:id/', params: integerIdParamsSchema, body: clientUpdateSchema, response: clientSchema, errors: clientErrors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/client/:id/', params: integerIdParamsSchema, status: 204, response: noContentSchema, errors: clientErrors }),
  products: defineEndpoint({
    method: 'GET',
    path: '/api/catalogue/client/:id/products/',
    params: integerIdParamsSchema,
    query: clientProductsQuerySchema,
    response: clientProductPageSchema,
    errors: clientErrors,
  }),
};
