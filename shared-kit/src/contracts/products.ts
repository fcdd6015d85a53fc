import { z } from 'zod';
import { idListSchema, textSchema, uuidListSchema } from './input-guards.ts';
import { taskStartedSchema } from './common.ts';
import { defineEndpoint, integerIdParamsSchema, noContentSchema } from './endpoint.ts';
import { historyPageSchema, historyQuerySchema } from './history.ts';
import { listingCountSchema, listingFilterSchema, listingQuerySchema, listingSearchSchema } from './product-filters.ts';

/**
 * Products (spec §3, §5). `values` is keyed by attribute id (as a string), a
 * localizable value being `{ language: value }` (shapes per type: contracts/attributes.ts).
 * A product whose model manages an attribute shows the model's value, read-only.
 */
export const productStatusSchema = z.enum(['active', 'end_of_life', 'inactive']);
export type ProductStatus = z.infer<typeof productStatusSchema>;

export const productLimits = { skuLength: 100, nameLength: 255 } as const;

export const productIdSchema = z.number().int().positive();

export const productModelRefSchema = z.object({ id: z.number().int(), reference: z.string(), name: z.string() });

/** Attribute ids in page order, by section and group, for the detail page. */
export const valueLayoutSchema = z.array(
  z.object({ section_id: z.number().int(), group_id: z.number().int(), attribute_ids: z.array(z.number().int()) }),
);

/** `GET /api/catalogue/product/{id}/`. */
export const productSchema = z.object({
  id: productIdSchema,
  sku: z.string(),
  name: z.string(),
  status: productStatusSchema,
  model: productModelRefSchema.nullable(),
  /** Category ids (any tree). */
  categories: z.array(z.number().int()),
  /** User groups owning the product (advanced rights). */
  groups: z.array(z.string()),
  values: z.record(z.string(), z.unknown()),
  /** Attributes managed by the model: shown, never edited here. */
  managed_by_model: z.array(z.number().int()),
  /** Attributes the user may read but not edit (attribute rights): shown, never edited by them. */
  read_only_attribute_ids: z.array(z.number().int()),
  layout: valueLayoutSchema,
  /** Send it back on save: a stale one answers 409 `conflict.stale_version`. */
  version: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** `POST /api/catalogue/product/`. */
export const productCreateSchema = z.strictObject({
  sku: textSchema,
  name: textSchema,
  status: productStatusSchema.default('active'),
  model_id: z.number().int().positive().nullable().default(null),
  categories: idListSchema(z.number().int().positive()).max(1000).default([]),
  /** Default: the groups where the user may create (all groups for an administrator). */
  groups: uuidListSchema.max(100).optional(),
  values: z.record(z.string().regex(/^\d{1,9}$/), z.unknown()).default({}),
});
export type ProductCreate = z.input<typeof productCreateSchema>;

/**
 * `PATCH /api/catalogue/product/{id}/`: only the fields given change; in `values` only the
 * attributes given (null clears a value). `version` is the one read.
 */
export const productUpdateSchema = z.strictObject({
  version: z.number().int().min(1),
  sku: textSchema.optional(),
  name: textSchema.optional(),
  status: productStatusSchema.optional(),
  model_id: z.number().int().positive().nullable().optional(),
  categories: idListSchema(z.number().int().positive()).max(1000).optional(),
  groups: uuidListSchema.max(100).optional(),
  values: z.record(z.string().regex(/^\d{1,9}$/), z.unknown()).optional(),
});
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** One row of the product listing. */
export const productListItemSchema = z.object({
  id: productIdSchema,
  sku: z.string(),
  name: z.string(),
  status: productStatusSchema,
  model: productModelRefSchema.nullable(),
  categories: z.array(z.number().int()),
  /** Only the attribute columns asked for. */
  values: z.record(z.string(), z.unknown()),
  /**
   * The completion columns asked for (`completion`, `completion:<client id>`: docs/completion.md)
   * → the product's percentage; no key where the product has no figure (a client it does not go to).
   */
  completion: z.record(z.string(), z.number().int()).optional(),
  version: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productPageSchema = z.object({
  items: z.array(productListItemSchema),
  /** Null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

// ── Bulk actions ──────────────────────────────────────────────────────────────────────────────

/** The products a bulk action targets: explicit ids, or every product matching filters. */
export const bulkSelectionSchema = z.union([
  z.strictObject({ ids: idListSchema(productIdSchema).min(1).max(100_000) }),
  z.strictObject({ filters: z.array(listingFilterSchema).max(50) }),
]);

export const bulkActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('set_value'), attribute_id: z.number().int().positive(), value: z.unknown() }),
  z.strictObject({ action: z.literal('clear_value'), attribute_id: z.number().int().positive() }),
  z.strictObject({ action: z.literal('set_status'), status: productStatusSchema }),
  z.strictObject({ action: z.literal('add_categories'), categories: idListSchema(z.number().int().positive()).min(1).max(100) }),
  z.strictObject({ action: z.literal('remove_categories'), categories: idListSchema(z.number().int().positive()).min(1).max(100) }),
  z.strictObject({ action: z.literal('assign_model'), model_id: z.number().int().positive().nullable() }),
  /** `confirm: true` is required: the UI asks first (400 `bulk.confirmation_required`). */
  z.strictObject({ action: z.literal('delete'), confirm: z.boolean().optional() }),
]);
export type BulkAction = z.infer<typeof bulkActionSchema>;

/** `POST /api/catalogue/product/bulk/` → `{ task_id }` (`taskStartedSchema`, `contracts/common`; progress in the tasks panel). */
export const productBulkRequestSchema = z.strictObject({
  selection: bulkSelectionSchema,
  operation: bulkActionSchema,
});
export type ProductBulkRequest = z.infer<typeof productBulkRequestSchema>;

/** A bulk task's `result`. */
export const bulkResultSchema = z.object({
  matched: z.number().int(),
  changed: z.number().int(),
  /** Products skipped because the user may not edit (or delete) them. */
  forbidden: z.number().int(),
  /** Products whose new value broke a rule (e.g. a unique attribute). */
  invalid: z.number().int(),
});

const productErrors = [400, 403, 404, 409, 413, 422] as const;

/** The product endpoints (docs/api.md, "Products"), declared once for the server and the client. */
export const productsApi = {
  create: defineEndpoint({ method: 'POST', path: '/api/catalogue/product/', body: productCreateSchema, status: 201, response: productSchema, errors: productErrors }),
  /** One keyset page of the listing. */
  search: defineEndpoint({ method: 'POST', path: '/api/catalogue/product/search/', body: listingSearchSchema, response: productPageSchema, errors: productErrors }),
  /** The exact count of a filtered listing. */
  count: defineEndpoint({ method: 'POST', path: '/api/catalogue/product/search/count/', body: listingQuerySchema, response: listingCountSchema, errors: productErrors }),
  /** A bulk action runs as a durable job: the task that follows it. */
  bulk: defineEndpoint({ method: 'POST', path: '/api/catalogue/product/bulk/', body: productBulkRequestSchema, status: 202, response: taskStartedSchema, errors: productErrors }),
  get: defineEndpoint({ method: 'GET', path: '/api/catalogue/product/:id/', params: integerIdParamsSchema, response: productSchema, errors: productErrors }),
  /** With the version read: 409 `conflict.stale_version` when someone saved in between. */
  update: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/product/:id/', params: integerIdParamsSchema, body: productUpdateSchema, response: productSchema, errors: productErrors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/product/:id/', params: integerIdParamsSchema, status: 204, response: noContentSchema, errors: productErrors }),
  /** Newest saves first, what each changed. */
  history: defineEndpoint({ method: 'GET', path: '/api/catalogue/product/:id/history/', params: integerIdParamsSchema, query: historyQuerySchema, response: historyPageSchema, errors: productErrors }),
};
