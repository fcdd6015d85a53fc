import { z } from 'zod';
import { interfaceLanguageSchema } from './common.ts';
import { defineEndpoint, noContentSchema } from './endpoint.ts';
import { textSchema } from './input-guards.ts';

/**
 * User administration (docs/rights.md): an administrator of a company lists, creates, edits,
 * deactivates and deletes its users, and e-mails them a set-your-password link. Another
 * company's user answers 404; a caller who is not an administrator, 403.
 */

export const userAdminLimits = { nameLength: 150, usernameLength: 150, emailLength: 254, searchLength: 200, pageSize: 50 };

const userIdParamsSchema = z.object({ id: z.uuid() });

export const adminUserSchema = z.strictObject({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  language: interfaceLanguageSchema,
  is_superuser: z.boolean(),
  is_administrator: z.boolean(),
  is_consultant: z.boolean(),
  is_active: z.boolean(),
  /** False until the user chose a password (an invitation not yet accepted). */
  has_password: z.boolean(),
  /** ISO date of the last sign-in; null when the user never signed in. */
  last_sign_in: z.string().nullable(),
  groups: z.array(z.strictObject({ id: z.string(), name: z.string() })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = z.object({
  search: textSchema.max(userAdminLimits.searchLength).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(userAdminLimits.pageSize).default(userAdminLimits.pageSize),
});
export const adminUserListSchema = z.strictObject({ count: z.number().int(), results: z.array(adminUserSchema) });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** Spec §5: spaces become underscores at sign-in; the server stores the username so. */
const usernameSchema = textSchema.trim().min(1).max(userAdminLimits.usernameLength);
const emailSchema = z.email().max(userAdminLimits.emailLength);
const nameSchema = textSchema.trim().max(userAdminLimits.nameLength);

export const adminUserCreateSchema = z.strictObject({
  username: usernameSchema,
  email: emailSchema,
  first_name: nameSchema.default(''),
  last_name: nameSchema.default(''),
  language: interfaceLanguageSchema.default('en'),
  is_administrator: z.boolean().default(false),
  is_consultant: z.boolean().default(false),
  /** Only a superuser may give it. */
  is_superuser: z.boolean().default(false),
  /** E-mails the new user a link to choose their password. */
  send_invitation: z.boolean().default(true),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;
/** A creation as the server reads it: every field present. */
export type AdminUserCreateValues = z.output<typeof adminUserCreateSchema>;

export const adminUserUpdateSchema = z.strictObject({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
  language: interfaceLanguageSchema.optional(),
  is_administrator: z.boolean().optional(),
  is_consultant: z.boolean().optional(),
  is_superuser: z.boolean().optional(),
  is_active: z.boolean().optional(),
});
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;
export type AdminUserUpdateValues = z.output<typeof adminUserUpdateSchema>;

const userAdminErrors = [400, 403, 404, 409] as const;

export const usersAdminApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/rights/users/', query: adminUserListQuerySchema, response: adminUserListSchema, errors: [403] }),
  create: defineEndpoint({ method: 'POST', path: '/api/rights/users/', body: adminUserCreateSchema, status: 201, response: adminUserSchema, errors: userAdminErrors }),
  get: defineEndpoint({ method: 'GET', path: '/api/rights/users/:id/', params: userIdParamsSchema, response: adminUserSchema, errors: [403, 404] }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/rights/users/:id/', params: userIdParamsSchema, body: adminUserUpdateSchema, response: adminUserSchema, errors: userAdminErrors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/rights/users/:id/', params: userIdParamsSchema, status: 204, response: noContentSchema, errors: userAdminErrors }),
  /** E-mails the invitation: a link to choose a password, valid 7 days. */
  invite: defineEndpoint({ method: 'POST', path: '/api/rights/users/:id/invite/', params: userIdParamsSchema, status: 204, response: noContentSchema, errors: userAdminErrors }),
  /** Ends every session of the user (docs/rights.md "Sessions"): each of their browsers must sign in again. */
  signOut: defineEndpoint({ method: 'POST', path: '/api/rights/users/:id/sign-out/', params: userIdParamsSchema, status: 204, response: noContentSchema, errors: userAdminErrors }),
  /** E-mails the password-reset link of the forgot-password screen. */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/rights/users/:id/reset-password/',
    params: userIdParamsSchema,
    status: 204,
    response: noContentSchema,
    errors: userAdminErrors,
  }),
};
