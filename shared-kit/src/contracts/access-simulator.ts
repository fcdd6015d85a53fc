import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { userSummarySchema } from './groups.ts';
import { textSchema } from './input-guards.ts';

/**
 * The access simulator of `/settings/rights/` (docs/rights.md "Access simulator"): which rights a
 * user of the company has on one object, and where each comes from ("edit — granted by group
 * Marketing through role Editor"). Administrators only; computed by the same function every route
 * enforces (`rightsOnObject`), so what it says is what the server does.
 */

/** The kinds of objects that carry user groups. */
export const accessObjectKindSchema = z.enum(['product', 'model', 'attribute', 'export_template', 'client', 'object']);
export type AccessObjectKind = z.infer<typeof accessObjectKindSchema>;

const objectIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const accessObjectSearchQuerySchema = z.strictObject({
  kind: accessObjectKindSchema,
  search: textSchema.max(200).optional(),
});
/** At most this many objects answer a search: the simulator looks at one object at a time. */
export const ACCESS_OBJECT_CHOICES = 20;
export const accessObjectChoiceSchema = z.strictObject({ id: z.number().int(), name: z.string() });
export type AccessObjectChoice = z.infer<typeof accessObjectChoiceSchema>;

export const accessQuerySchema = z.strictObject({
  user_id: z.uuid(),
  kind: accessObjectKindSchema,
  id: objectIdSchema,
});

/** A membership that grants a right: the object's group and the user's role in it. */
export const accessSourceSchema = z.strictObject({ group_id: z.string(), group_name: z.string(), role_id: z.string(), role_name: z.string() });
export type AccessSource = z.infer<typeof accessSourceSchema>;

const rightExplanationSchema = z.strictObject({ granted: z.boolean(), sources: z.array(accessSourceSchema) });

/**
 * Why the rights are what they are: `superuser` and `administrator` have every right (spec §6),
 * `advanced_rights_off` gives every right to everyone, `groups` is the union of the user's roles in
 * the object's groups, each right with the memberships that grant it.
 */
export const accessBasisSchema = z.enum(['superuser', 'administrator', 'advanced_rights_off', 'inactive', 'groups']);
export type AccessBasis = z.infer<typeof accessBasisSchema>;

export const accessExplanationSchema = z.strictObject({
  user: userSummarySchema,
  object: z.strictObject({ kind: accessObjectKindSchema, id: z.number().int(), name: z.string() }),
  object_groups: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  basis: accessBasisSchema,
  rights: z.strictObject({ read: rightExplanationSchema, create: rightExplanationSchema, edit: rightExplanationSchema, delete: rightExplanationSchema }),
});
export type AccessExplanation = z.infer<typeof accessExplanationSchema>;

export const accessSimulatorApi = {
  /** Objects of a kind by name (or SKU, reference, code), to pick one. */
  objects: defineEndpoint({
    method: 'GET',
    path: '/api/rights/access/objects/',
    query: accessObjectSearchQuerySchema,
    response: z.array(accessObjectChoiceSchema),
    errors: [400, 403],
  }),
  /** 404 when the user or the object is not the company's. */
  explain: defineEndpoint({ method: 'GET', path: '/api/rights/access/', query: accessQuerySchema, response: accessExplanationSchema, errors: [400, 403, 404] }),
};
