import { z } from 'zod';
import { idListSchema, textSchema, uuidListSchema } from './input-guards.ts';
import { defineEndpoint, integerIdParamsSchema, noContentSchema } from './endpoint.ts';
import { historyPageSchema, historyQuerySchema } from './history.ts';
import { listingCountSchema, listingQuerySchema, listingSearchSchema } from './product-filters.ts';
import { valueLayoutSchema } from './products.ts';

/**
 * Models (spec §3, §5): a reference and a name, and the attribute values the model manages for
 * all its products (edited here, shown read-only on the products).
 */
export const modelLimits = { referenceLength: 100, nameLength: 255 } as const;

export const modelSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  /** The attributes whose values this model manages for its products. */
  managed_attribute_ids: z.array(z.number().int()),
  values: z.record(z.string(), z.unknown()),
  /** Attributes the user may read but not edit (attribute rights): shown, never edited by them. */
  read_only_attribute_ids: z.array(z.number().int()),
  groups: z.array(z.string()),
  products_count: z.number().int(),
  layout: valueLayoutSchema,
  version: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type Model = z.infer<typeof modelSchema>;

export const modelCreateSchema = z.strictObject({
  reference: textSchema,
  name: textSchema,
  managed_attribute_ids: idListSchema(z.number().int().positive()).max(1000).default([]),
  groups: uuidListSchema.max(100).optional(),
  values: z.record(z.string().regex(/^\d{1,9}$/), z.unknown()).default({}),
});
export type ModelCreate = z.input<typeof modelCreateSchema>;

export const modelUpdateSchema = z.strictObject({
  version: z.number().int().min(1),
  reference: textSchema.optional(),
  name: textSchema.optional(),
  managed_attribute_ids: idListSchema(z.number().int().positive()).max(1000).optional(),
  groups: uuidListSchema.max(100).optional(),
  values: z.record(z.string().regex(/^\d{1,9}$/), z.unknown()).optional(),
});
export type ModelUpdate = z.input<typeof modelUpdateSchema>;

export const modelListItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  products_count: z.number().int(),
  values: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export const modelPageSchema = z.object({ items: z.array(modelListItemSchema), next_cursor: z.string().nullable() });

const modelErrors = [400, 403, 404, 409, 422] as const;

/** The model endpoints (docs/api.md, "Models"), declared once for the server and the client. */
export const modelsApi = {
  create: defineEndpoint({ method: 'POST', path: '/api/catalogue/model/', body: modelCreateSchema, status: 201, response: modelSchema, errors: modelErrors }),
  /** One keyset page of the listing. */
  search: defineEndpoint({ method: 'POST', path: '/api/catalogue/model/search/', body: listingSearchSchema, response: modelPageSchema, errors: modelErrors }),
  /** The exact count of a filtered listing. */
  count: defineEndpoint({ method: 'POST', path: '/api/catalogue/model/search/count/', body: listingQuerySchema, response: listingCountSchema, errors: modelErrors }),
  get: defineEndpoint({ method: 'GET', path: '/api/catalogue/model/:id/', params: integerIdParamsSchema, response: modelSchema, errors: modelErrors }),
  /** With the version read: 409 `conflict.stale_version` when someone saved in between. */
  update: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/model/:id/', params: integerIdParamsSchema, body: modelUpdateSchema, response: modelSchema, errors: modelErrors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/model/:id/', params: integerIdParamsSchema, status: 204, response: noContentSchema, errors: modelErrors }),
  /** Newest saves first, what each changed. */
  history: defineEndpoint({ method: 'GET', path: '/api/catalogue/model/:id/history/', params: integerIdParamsSchema, query: historyQuerySchema, response: historyPageSchema, errors: modelErrors }),
};
