import { z } from 'zod';
import { defineEndpoint, integerIdParamsSchema, noContentSchema } from './endpoint.ts';
import { textSchema } from './input-guards.ts';

/**
 * Listing filters, sorts, columns and keyset pages of products and models.
 *
 * A field is a built-in column (`sku`, `name`, `status`, `model`, `category`, `created`,
 * `updated` for products; `reference`, `name`, `created`, `updated` for models) or an attribute
 * column `attribute:<id>`. Operators per attribute type: docs/api.md "Catalogue listings".
 */
export const maxPastedValues = 100_000;
export const maxPageSize = 200;

export const filterOperatorSchema = z.enum([
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'starts_with',
  'empty',
  'not_empty',
  'among',
  'not_among',
  'between',
  'gt',
  'gte',
  'lt',
  'lte',
]);
export type FilterOperator = z.infer<typeof filterOperatorSchema>;

/**
 * `sku`, `name`, … or `attribute:12`; `completion` (overall) or `completion:<client id>`, and their
 * gaps `completion_gap` / `completion_gap:<client id>` (docs/completion.md).
 */
export const listingFieldSchema = z.string().regex(/^([a-z_]+|attribute:\d{1,9}|completion(_gap)?:\d{1,9})$/);

const scalar = z.union([textSchema.max(10_000), z.number(), z.boolean()]);

export const listingFilterSchema = z.strictObject({
  field: listingFieldSchema,
  operator: filterOperatorSchema,
  /**
   * A scalar for comparisons, `[low, high]` for `between`, a list for `among` / `not_among`
   * (a pasted list of SKUs or references: 100,000 values at most, else 422
   * `filter.too_many_values`); absent for `empty` / `not_empty`.
   */
  value: z.union([scalar, z.array(scalar)]).optional(),
  /** For a localizable attribute: the language to look in (default: any language of the company). */
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/).optional(),
});
export type ListingFilter = z.infer<typeof listingFilterSchema>;

export const listingSortSchema = z.strictObject({
  field: listingFieldSchema,
  direction: z.enum(['asc', 'desc']).default('asc'),
  /** For a localizable attribute: the language whose value orders the list (default: the first company language). */
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/).optional(),
});
export type ListingSort = z.input<typeof listingSortSchema>;

/** The filter part of a search; also what a saved filter stores and what a bulk action targets. */
export const listingQuerySchema = z.strictObject({
  /** All filters must hold (AND). */
  filters: z.array(listingFilterSchema).max(50).default([]),
});
export type ListingQuery = z.input<typeof listingQuerySchema>;

/** `POST /api/catalogue/product/search/` and `/model/search/`. */
export const listingSearchSchema = listingQuerySchema.extend({
  sort: listingSortSchema.default({ field: 'id', direction: 'asc' }),
  /** Attribute columns to return in `values` (`attribute:<id>`); built-in fields always come. */
  columns: z.array(listingFieldSchema).max(200).default([]),
  /** The `next_cursor` of the previous page; absent for the first page. */
  after: textSchema.max(2000).optional(),
  page_size: z.number().int().min(1).max(maxPageSize).default(50),
});
export type ListingSearch = z.input<typeof listingSearchSchema>;

/** `POST …/search/count/`: exact count of a filtered result (separate, so pages are not slowed). */
export const listingCountSchema = z.object({ count: z.number().int().min(0) });

// ── Saved filters (per user) ─────────────────────────────────────────────────────────────────

export const savedFilterEntitySchema = z.enum(['product', 'model']);

export const savedFilterSchema = z.object({
  id: z.number().int(),
  entity: savedFilterEntitySchema,
  name: z.string(),
  /** The filters as sent to search (a pasted list is saved too). */
  filters: z.array(listingFilterSchema),
  created: z.string(),
  updated: z.string(),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

export const savedFilterListQuerySchema = z.object({ entity: savedFilterEntitySchema.default('product') });
export const savedFilterListSchema = z.object({ results: z.array(savedFilterSchema) });

/** `POST /api/catalogue/saved-filter/`; `PUT /api/catalogue/saved-filter/{id}/` takes the same. */
export const savedFilterInputSchema = z.strictObject({
  entity: savedFilterEntitySchema.default('product'),
  name: textSchema.trim().min(1).max(100),
  filters: z.array(listingFilterSchema).max(50),
});
export type SavedFilterInput = z.input<typeof savedFilterInputSchema>;

const savedFilterErrors = [400, 404, 409, 422] as const;

/** The user's own saved filters of the product and model listings (docs/api.md), declared once for the server and the client. */
export const savedFiltersApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/catalogue/saved-filter/', query: savedFilterListQuerySchema, response: savedFilterListSchema, errors: savedFilterErrors }),
  create: defineEndpoint({ method: 'POST', path: '/api/catalogue/saved-filter/', body: savedFilterInputSchema, status: 201, response: savedFilterSchema, errors: savedFilterErrors }),
  update: defineEndpoint({ method: 'PUT', path: '/api/catalogue/saved-filter/:id/', params: integerIdParamsSchema, body: savedFilterInputSchema, response: savedFilterSchema, errors: savedFilterErrors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/saved-filter/:id/', params: integerIdParamsSchema, status: 204, response: noContentSchema, errors: savedFilterErrors }),
};

// ── A pasted list checked against the catalogue ──────────────────────────────────────────────

/**
 * A pasted list of SKUs (`sku`) or model references (`model_reference` on the product listing,
 * `reference` on the model listing), checked before it becomes an `among` filter.
 */
export const pastedMatchInputSchema = z.strictObject({
  field: z.enum(['sku', 'model_reference', 'reference']),
  values: z.array(textSchema.max(255)).max(maxPastedValues),
});
export type PastedMatchInput = z.infer<typeof pastedMatchInputSchema>;

/**
 * The rule: a value matches the SKU (reference) written the same way; failing that, the one SKU
 * that differs from it only by letter case. Several such SKUs make it ambiguous: it matches none.
 */
export const pastedMatchAnswerSchema = z.strictObject({
  /** The catalogue's own spelling of every value that matched, in the pasted order: the filter's values. */
  matched: z.array(z.string()),
  /** How many of `matched` were found by ignoring letter case. */
  matched_ignoring_case: z.number().int(),
  /** Values that matched nothing the user may see, in the pasted order. */
  missing: z.array(z.string()),
  /** Values that match several SKUs differing only by case, none of them written the same way. */
  ambiguous: z.array(z.string()),
});
export type PastedMatchAnswer = z.infer<typeof pastedMatchAnswerSchema>;

export const pastedValuesApi = {
  match: defineEndpoint({ method: 'POST', path: '/api/catalogue/pasted-values/match/', body: pastedMatchInputSchema, response: pastedMatchAnswerSchema, errors: [400] }),
};
