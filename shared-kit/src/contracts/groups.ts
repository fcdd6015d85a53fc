import { z } from 'zod';
import { defineEndpoint, noContentSchema } from './endpoint.ts';
import { hasNoDuplicates, textSchema } from './input-guards.ts';

/**
 * Groups and roles of the advanced rights (spec §3 "Group", "Role"; §6). A user's rights on an
 * object come from the role they hold in each of the object's groups. Who may do what here is the
 * matrix of docs/rights.md.
 */

export const groupLimits = { nameLength: 100, members: 1000 };

const idParamsSchema = z.object({ id: z.uuid() });
const nameSchema = textSchema.trim().min(1).max(groupLimits.nameLength);

export const roleSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  can_read: z.boolean(),
  can_create: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** How many memberships give this role (a role in use cannot be deleted). */
  members_count: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleInputSchema = z.strictObject({
  name: nameSchema,
  can_read: z.boolean().default(true),
  can_create: z.boolean().default(false),
  can_edit: z.boolean().default(false),
  can_delete: z.boolean().default(false),
});
export type RoleInput = z.input<typeof roleInputSchema>;
export const roleUpdateSchema = roleInputSchema.partial();

export const userSummarySchema = z.strictObject({ id: z.string(), username: z.string(), first_name: z.string(), last_name: z.string() });
export type UserSummary = z.infer<typeof userSummarySchema>;

export const groupMemberSchema = z.strictObject({ user: userSummarySchema, role_id: z.string(), role_name: z.string() });

export const groupSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  manager: userSummarySchema.nullable(),
  members: z.array(groupMemberSchema),
  /** The caller may rename the group, change its manager or delete it (administrators). */
  can_administer: z.boolean(),
});
export type Group = z.infer<typeof groupSchema>;

const memberInputSchema = z.strictObject({ user_id: z.uuid(), role_id: z.uuid() });
/** The whole list of members, a user at most once. */
const memberListSchema = z
  .array(memberInputSchema)
  .max(groupLimits.members)
  .refine((members) => hasNoDuplicates(members.map((member) => member.user_id)), {
    params: { code: 'validation.duplicate_ids' },
    message: 'validation.duplicate_ids',
  });

export const groupCreateSchema = z.strictObject({
  name: nameSchema,
  manager_id: z.uuid().nullable().default(null),
  members: memberListSchema.default([]),
});
export type GroupCreate = z.input<typeof groupCreateSchema>;

export const groupUpdateSchema = z.strictObject({
  name: nameSchema.optional(),
  manager_id: z.uuid().nullable().optional(),
  members: memberListSchema.optional(),
});
export type GroupUpdate = z.input<typeof groupUpdateSchema>;

/**
 * A user group as a record's groups picker offers it (objects, clients, attributes, export
 * templates), with what the signed-in user may do there (spec §6).
 */
export const pickableGroupSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** The user may put a record in this group (create right, or no group rights apply). */
  can_add: z.boolean(),
  /** The user may take a record out of this group (delete right, or no group rights apply). */
  can_remove: z.boolean(),
});
export type PickableGroup = z.infer<typeof pickableGroupSchema>;

const errors = [400, 403, 404, 409] as const;

export const groupsApi = {
  /** Every group of the company as a record's groups picker offers it, to every signed-in user. */
  pickable: defineEndpoint({ method: 'GET', path: '/api/rights/groups/pickable/', response: z.array(pickableGroupSchema) }),
  /** The groups the caller may edit (spec §6): every group for an administrator, the managed ones otherwise. */
  list: defineEndpoint({ method: 'GET', path: '/api/rights/groups/', response: z.array(groupSchema), errors: [403] }),
  /** The users a group may take as members or manager: active, not administrators. */
  memberChoices: defineEndpoint({ method: 'GET', path: '/api/rights/groups/member-choices/', response: z.array(userSummarySchema), errors: [403] }),
  create: defineEndpoint({ method: 'POST', path: '/api/rights/groups/', body: groupCreateSchema, status: 201, response: groupSchema, errors }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/rights/groups/:id/', params: idParamsSchema, body: groupUpdateSchema, response: groupSchema, errors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/rights/groups/:id/', params: idParamsSchema, status: 204, response: noContentSchema, errors }),
};

export const rolesApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/rights/roles/', response: z.array(roleSchema), errors: [403] }),
  create: defineEndpoint({ method: 'POST', path: '/api/rights/roles/', body: roleInputSchema, status: 201, response: roleSchema, errors }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/rights/roles/:id/', params: idParamsSchema, body: roleUpdateSchema, response: roleSchema, errors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/rights/roles/:id/', params: idParamsSchema, status: 204, response: noContentSchema, errors }),
};
