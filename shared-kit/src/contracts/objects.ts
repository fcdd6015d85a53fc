import { z } from 'zod';

/**
 * Object types and objects (`/pimento-object/`, when `object_activated`): the targets of the
 * object-link attribute type. An object belongs to at least one user group (spec §5), and group
 * rights decide who reads, creates, edits and deletes it (spec §6).
 */

const nameSchema = z.string().trim().min(1).max(100);
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
  name: z.string().trim().min(1).max(255),
  groups: z.array(z.uuid()).max(500),
});
export const catalogueObjectUpdateSchema = z.strictObject({
  name: z.string().trim().min(1).max(255).optional(),
  groups: z.array(z.uuid()).max(500).optional(),
  version: versionSchema,
});
export const catalogueObjectListQuerySchema = z.object({
  object_type_id: z.coerce.number().int().positive().optional(),
  search: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const catalogueObjectPageSchema = z.strictObject({ results: z.array(catalogueObjectSchema), count: z.number().int() });
