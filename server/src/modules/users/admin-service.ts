/**
 * User administration (docs/rights.md "Users"): an administrator of a company manages its users.
 * Another company's user is not found (row-level security and the company in every query).
 */
import type { AdminUser, AdminUserCreateValues, AdminUserList, AdminUserUpdateValues, adminUserListQuerySchema } from '@pimento/shared-kit/contracts/users-admin';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { constraintOf, isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { normaliseUsername } from '../auth/service.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import * as repository from './admin-repository.ts';
import type { AdminUserRow, UserChanges } from './admin-repository.ts';
import { findUser, insertUser } from './repository.ts';


/**
 * The caller is an administrator (or superuser) now, read from the database rather than the
 * token: an administrator demoted a minute ago has lost these screens already.
 */
export async function assertAdministratorNow(tx: Queryable, principal: SessionPrincipal): Promise<void> {
  const caller = await findUser(tx, principal.userId);
  if (caller === null || !caller.is_active || !(caller.is_administrator || caller.is_superuser)) throw new AppError(403, 'rights.administrator_required');
}

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    language: row.language,
    is_superuser: row.is_superuser,
    is_administrator: row.is_administrator,
    is_consultant: row.is_consultant,
    is_active: row.is_active,
    has_password: row.has_password,
    last_sign_in: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at).toISOString(),
    groups: row.groups,
  };
}

function uniqueTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    if (constraintOf(error) === 'users_email_key') throw new AppError(409, 'user.email_taken', { fields: { email: ['user.email_taken'] } });
    throw new AppError(409, 'user.username_taken', { fields: { username: ['user.username_taken'] } });
  }
  throw error;
}

async function requireAdminUser(tx: Queryable, principal: SessionPrincipal, userId: string): Promise<AdminUserRow> {
  const row = await repository.findAdminUser(tx, principal.companyId, userId);
  if (row === null) throw notFound();
  return row;
}

/** A superuser's account is changed by superusers only: an administrator cannot lock one out. */
function assertMayManage(principal: SessionPrincipal, user: AdminUserRow): void {
  if (user.is_superuser && !principal.isSuperuser) throw new AppError(403, 'users.superuser_only');
}

/** Only a superuser gives or takes the superuser flag. */
function assertSuperuserFlag(principal: SessionPrincipal, wanted: boolean | undefined, current: boolean): void {
  if (wanted !== undefined && wanted !== current && !principal.isSuperuser) {
    throw new AppError(403, 'users.superuser_only', { fields: { is_superuser: ['users.superuser_only'] } });
  }
}

/** The plan's user limit, counted on active users; creations of a company are serialised by the caller's lock. */
async function assertBelowUsersLimit(tx: Queryable, companyId: string): Promise<void> {
  const limit = await repository.usersLimit(tx, companyId);
  if (limit !== null && (await repository.countActiveUsers(tx, companyId)) >= limit) throw new AppError(403, 'plan.users_limit');
}

export async function listUsers(tx: Queryable, principal: SessionPrincipal, query: z.output<typeof adminUserListQuerySchema>): Promise<AdminUserList> {
  await assertAdministratorNow(tx, principal);
  const { count, rows } = await repository.listAdminUsers(tx, principal.companyId, {
    search: query.search?.trim() ?? '',
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count, results: rows.map(toAdminUser) };
}

export async function getUser(tx: Queryable, principal: SessionPrincipal, userId: string): Promise<AdminUser> {
  await assertAdministratorNow(tx, principal);
  return toAdminUser(await requireAdminUser(tx, principal, userId));
}

/** A new user without a password: they choose one from the invitation e-mail. */
export async function createUserAsAdministrator(tx: Queryable, principal: SessionPrincipal, input: AdminUserCreateValues): Promise<AdminUser> {
  await assertAdministratorNow(tx, principal);
  assertSuperuserFlag(principal, input.is_superuser, false);
  await repository.lockCompanyUsers(tx, principal.companyId);
  await assertBelowUsersLimit(tx, principal.companyId);
  const created = await insertUser(tx, {
    companyId: principal.companyId,
    username: normaliseUsername(input.username),
    email: input.email.trim(),
    firstName: input.first_name,
    lastName: input.last_name,
    language: input.language,
    isSuperuser: input.is_superuser,
    isAdministrator: input.is_administrator,
    isConsultant: input.is_consultant,
    passwordHash: null,
  }).catch(uniqueTaken);
  return toAdminUser(await requireAdminUser(tx, principal, created.id));
}

export async function updateUserAsAdministrator(tx: Queryable, principal: SessionPrincipal, userId: string, input: AdminUserUpdateValues): Promise<AdminUser> {
  await assertAdministratorNow(tx, principal);
  await repository.lockCompanyUsers(tx, principal.companyId);
  const before = await requireAdminUser(tx, principal, userId);
  assertMayManage(principal, before);
  assertSuperuserFlag(principal, input.is_superuser, before.is_superuser);
  if (input.is_active === false && before.is_active && userId === principal.userId) throw new AppError(409, 'users.cannot_deactivate_self');
  const losesAdministration = before.is_administrator && before.is_active && (input.is_administrator === false || input.is_active === false);
  if (losesAdministration && (await repository.countOtherActiveAdministrators(tx, principal.companyId, userId)) === 0) {
    throw new AppError(409, 'users.last_administrator');
  }
  if (input.is_active === true && !before.is_active) await assertBelowUsersLimit(tx, principal.companyId);
  if (input.is_administrator === true && !before.is_administrator) await repository.removeFromAllGroups(tx, userId);
  const changes: UserChanges = { ...input, ...(input.username !== undefined ? { username: normaliseUsername(input.username) } : {}) };
  if (input.email !== undefined) changes.email = input.email.trim();
  await repository.updateUserColumns(tx, principal.companyId, userId, changes).catch(uniqueTaken);
  return toAdminUser(await requireAdminUser(tx, principal, userId));
}

export async function deleteUserAsAdministrator(tx: Queryable, principal: SessionPrincipal, userId: string): Promise<void> {
  await assertAdministratorNow(tx, principal);
  await repository.lockCompanyUsers(tx, principal.companyId);
  const user = await requireAdminUser(tx, principal, userId);
  if (userId === principal.userId) throw new AppError(409, 'users.cannot_delete_self');
  assertMayManage(principal, user);
  if (user.is_administrator && user.is_active && (await repository.countOtherActiveAdministrators(tx, principal.companyId, userId)) === 0) {
    throw new AppError(409, 'users.last_administrator');
  }
  await repository.deleteUserRow(tx, principal.companyId, userId);
}

/** Checks the user may receive a password link: an administrator's own company's active user. */
export async function userToSendLinkTo(tx: Queryable, principal: SessionPrincipal, userId: string): Promise<string> {
  await assertAdministratorNow(tx, principal);
  const user = await requireAdminUser(tx, principal, userId);
  if (!user.is_active) throw new AppError(409, 'users.inactive');
  return user.id;
}
