import { z } from 'zod';
import { defineEndpoint, noContentSchema } from './endpoint.ts';
import { textSchema, uuidListSchema } from './input-guards.ts';

/**
 * Object types and objects (`/pimento-object/`, when `object_activated`): the targets of the
 * object-link attribute type. An object belongs to at least one user group (spec §5), and group
 * rights decide who reads, creates, edits and deletes it (spec §6).
 */

const nameSchema = textSchema.trim().min(1).max(100);
const versionSchema = z.number().int().positive();

export const objectTypeSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  object_count: z.number().int(),
  version: z.number().int(),
});
export type ObjectType = z.infer<typeof objectTypeSchema>;
export const objectTypeCreateSchema = z.strictObject({ name: nameSchema });
export const objectTypeUpdateSchema = z.strictObject({ name: nameSchema.optional(), version: versionSchema });

export const catalogueObjectSchema = z.strictObject({
  id: z.number().int(),
  object_type_id: z.number().int(),
  name: z.string(),
  /** User groups (ids) the object belongs to; never empty. */
  groups: z.array(z.string()),
  version: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type CatalogueObject = z.infer<typeof catalogueObjectSchema>;
export const catalogueObjectCreateSchema = z.strictObject({
  object_type_id: z.number().int().positive(),
  name: textSchema.trim().min(1).max(255),
  groups: uuidListSchema.max(500),
});
export const catalogueObjectUpdateSchema = z.strictObject({
  name: textSchema.trim().min(1).max(255).optional(),
  groups: uuidListSchema.max(500).optional(),
  version: versionSchema,
});
export const catalogueObjectListQuerySchema = z.object({
  object_type_id: z.coerce.number().int().positive().optional(),
  search: textSchema.max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const catalogueObjectPageSchema = z.strictObject({ results: z.array(catalogueObjectSchema), count: z.number().int() });

export type CatalogueObjectPage = z.infer<typeof catalogueObjectPageSchema>;

const objectErrors = [400, 403, 404, 409] as const;
/** Object types and objects are numbered in 32-bit columns. */
const objectIdParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** The object endpoints (docs/api.md, "Objects"; when `object_activated`), declared once for the server and the client. */
export const objectsApi = {
  /** Every object type with its object count. */
  types: defineEndpoint({ method: 'GET', path: '/api/catalogue/object-type/', response: z.array(objectTypeSchema), errors: objectErrors }),
  createType: defineEndpoint({ method: 'POST', path: '/api/catalogue/object-type/', body: objectTypeCreateSchema, status: 201, response: objectTypeSchema, errors: objectErrors }),
  getType: defineEndpoint({ method: 'GET', path: '/api/catalogue/object-type/:id/', params: objectIdParams, response: objectTypeSchema, errors: objectErrors }),
  updateType: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/object-type/:id/', params: objectIdParams, body: objectTypeUpdateSchema, response: objectTypeSchema, errors: objectErrors }),
  /** 409 `object_type.in_use`. */
  deleteType: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/object-type/:id/', params: objectIdParams, status: 204, response: noContentSchema, errors: objectErrors }),
  /** One page of the objects the user may read, and their count. */
  list: defineEndpoint({ method: 'GET', path: '/api/catalogue/object/', query: catalogueObjectListQuerySchema, response: catalogueObjectPageSchema, errors: objectErrors }),
  create: defineEndpoint({ method: 'POST', path: '/api/catalogue/object/', body: catalogueObjectCreateSchema, status: 201, response: catalogueObjectSchema, errors: objectErrors }),
  get: defineEndpoint({ method: 'GET', path: '/api/catalogue/object/:id/', params: objectIdParams, response: catalogueObjectSchema, errors: objectErrors }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/object/:id/', params: objectIdParams, body: catalogueObjectUpdateSchema, response: catalogueObjectSchema, errors: objectErrors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/object/:id/', params: objectIdParams, status: 204, response: noContentSchema, errors: objectErrors }),
};
