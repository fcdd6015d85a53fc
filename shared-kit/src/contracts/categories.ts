import { z } from 'zod';
import { defineEndpoint, integerIdParamsSchema } from './endpoint.ts';
import { idListSchema, textSchema } from './input-guards.ts';
import { localNamesSchema, perLabelLanguageSchema } from './common.ts';

/**
 * Category trees (spec §3, §5; `/category/`). A category without parent is the root of a tree;
 * a company has as many trees as roots. Names are unique within a level; a category cannot move
 * under its own descendant. Ids are integers (the catalogue's own sequence).
 */
export const categoryIdSchema = z.number().int().positive();

export const categoryNameSchema = textSchema.trim().min(1).max(255);
/** A category's names per attribute label language, as attribute labels; `name` alone is the name in the company's first one. */
export const categoryNamesSchema = perLabelLanguageSchema(255);

export const categorySchema = z.object({
  ...localNamesSchema.shape,
  id: categoryIdSchema,
  parent_id: categoryIdSchema.nullable(),
  /** Ids from the root down to the parent (empty for a root). */
  ancestors: z.array(categoryIdSchema),
  position: z.number().int(),
  /** How many direct children it has (so a tree can load level by level). */
  children_count: z.number().int().min(0),
});
export type Category = z.infer<typeof categorySchema>;

/** `GET /api/catalogue/category/?parent_id=` — one level; without `parent_id`, the roots (the trees). */
export const categoryListQuerySchema = z.object({
  parent_id: z.coerce.number().int().positive().optional(),
});
export const categoryListSchema = z.object({ results: z.array(categorySchema) });

/** `GET /api/catalogue/category/tree/` — every category of every tree, flat, level by level (roots first); `buildCategoryTree` nests them. */
export const categoryTreeSchema = z.object({ results: z.array(categorySchema) });

/** `POST /api/catalogue/category/`. */
export const categoryCreateSchema = z.strictObject({
  name: categoryNameSchema.optional(),
  names: categoryNamesSchema.optional(),
  parent_id: categoryIdSchema.nullable().default(null),
});
export type CategoryCreate = z.input<typeof categoryCreateSchema>;

/** `PATCH /api/catalogue/category/{id}/`: rename and/or move (`parent_id` null makes it a root). */
export const categoryUpdateSchema = z.strictObject({
  name: categoryNameSchema.optional(),
  names: categoryNamesSchema.optional(),
  parent_id: categoryIdSchema.nullable().optional(),
  position: z.number().int().min(0).max(1_000_000).optional(),
});
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

/**
 * `GET /api/catalogue/category/{id}/delete-impact/` — what a delete does, for the confirmation:
 * the category and its descendants go; products stay and lose these classifications.
 */
export const categoryDeleteImpactSchema = z.object({
  categories: z.number().int().min(1),
  /** Products classified in the category or a descendant (they are kept, only unclassified). */
  products: z.number().int().min(0),
  /** Of those, products left in no category at all after the delete. */
  products_left_unclassified: z.number().int().min(0),
});
export type CategoryDeleteImpact = z.infer<typeof categoryDeleteImpactSchema>;

/** `POST /api/catalogue/category/counts/` — products per category, descendants included. */
export const categoryCountsRequestSchema = z.strictObject({
  /** The categories to count (e.g. the children of an opened node); at most 500. */
  category_ids: idListSchema(categoryIdSchema).min(1).max(500),
});
export const categoryCountsSchema = z.object({
  counts: z.array(z.object({ category_id: categoryIdSchema, products: z.number().int().min(0) })),
});

const categoryErrors = [400, 403, 404, 409, 422] as const;

/** The category endpoints (docs/api.md, "Categories"), declared once for the server and the client. */
export const categoriesApi = {
  /** One level; without `parent_id`, the roots. */
  list: defineEndpoint({ method: 'GET', path: '/api/catalogue/category/', query: categoryListQuerySchema, response: categoryListSchema, errors: categoryErrors }),
  tree: defineEndpoint({ method: 'GET', path: '/api/catalogue/category/tree/', response: categoryTreeSchema, errors: categoryErrors }),
  create: defineEndpoint({ method: 'POST', path: '/api/catalogue/category/', body: categoryCreateSchema, status: 201, response: categorySchema, errors: categoryErrors }),
  counts: defineEndpoint({ method: 'POST', path: '/api/catalogue/category/counts/', body: categoryCountsRequestSchema, response: categoryCountsSchema, errors: categoryErrors }),
  get: defineEndpoint({ method: 'GET', path: '/api/catalogue/category/:id/', params: integerIdParamsSchema, response: categorySchema, errors: categoryErrors }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/category/:id/', params: integerIdParamsSchema, body: categoryUpdateSchema, response: categorySchema, errors: categoryErrors }),
  deleteImpact: defineEndpoint({ method: 'GET', path: '/api/catalogue/category/:id/delete-impact/', params: integerIdParamsSchema, response: categoryDeleteImpactSchema, errors: categoryErrors }),
  /** The category and its descendants go; products stay. Answers what was done. */
  delete: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/category/:id/', params: integerIdParamsSchema, response: categoryDeleteImpactSchema, errors: categoryErrors }),
};
