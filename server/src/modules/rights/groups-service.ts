/**
 * Groups and roles (spec §3, §6; the matrix of docs/rights.md "Who may do what"): administrators
 * do everything; a group's manager changes the members of that group (not their own membership)
 * and sees only the groups they manage; anyone else is refused.
 */
import type { Group, Role, UserSummary, groupCreateSchema, groupUpdateSchema, roleInputSchema, roleUpdateSchema } from '@pimento/shared-kit/contracts/groups';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import { findUser } from '../users/repository.ts';
import * as repository from './groups-repository.ts';

type Member = { user_id: string; role_id: string };

/** The caller as group administration sees them, read now rather than from the token. */
async function callerStanding(tx: Queryable, principal: SessionPrincipal): Promise<{ administrator: boolean; managesAny: boolean }> {
  const caller = await findUser(tx, principal.userId);
  if (caller === null || !caller.is_active) throw new AppError(403, 'rights.administrator_required');
  const administrator = caller.is_administrator || caller.is_superuser;
  return { administrator, managesAny: administrator || (await repository.managesAnyGroup(tx, principal.companyId, principal.userId)) };
}

async function requireAdministrator(tx: Queryable, principal: SessionPrincipal): Promise<void> {
  if (!(await callerStanding(tx, principal)).administrator) throw new AppError(403, 'rights.administrator_required');
}

/** Administrators and group managers (who pick members and their roles). */
async function requireAdministratorOrManager(tx: Queryable, principal: SessionPrincipal): Promise<boolean> {
  const standing = await callerStanding(tx, principal);
  if (!standing.managesAny) throw new AppError(403, 'rights.administrator_required');
  return standing.administrator;
}

function nameTaken(code: 'groups.name_taken' | 'roles.name_taken') {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw new AppError(409, code, { fields: { name: [code] } });
    throw error;
  };
}

async function assertEligible(tx: Queryable, companyId: string, managerId: string | null | undefined, members: readonly Member[] | undefined): Promise<void> {
  const fields: Record<string, string[]> = {};
  if (managerId) {
    if ((await repository.ineligibleUsers(tx, companyId, [managerId])).length > 0) fields.manager_id = ['groups.user_not_eligible'];
  }
  if (members !== undefined) {
    const ineligible = new Set(await repository.ineligibleUsers(tx, companyId, members.map((member) => member.user_id)));
    const unknownRoles = new Set(await repository.unknownRoles(tx, companyId, [...new Set(members.map((member) => member.role_id))]));
    members.forEach((member, index) => {
      if (ineligible.has(member.user_id)) fields[`members.${index}.user_id`] = ['groups.user_not_eligible'];
      if (unknownRoles.has(member.role_id)) fields[`members.${index}.role_id`] = ['groups.role_unknown'];
    });
  }
  const [first] = Object.values(fields);
  if (first !== undefined) throw new AppError(400, first[0] as 'groups.user_not_eligible' | 'groups.role_unknown', { fields });
}

async function answerGroup(tx: Queryable, companyId: string, groupId: string, administrator: boolean): Promise<Group> {
  const group = await repository.findGroup(tx, companyId, groupId);
  if (group === null) throw notFound();
  const { manager_id: _managerId, ...rest } = group;
  return { ...rest, can_administer: administrator };
}

export async function listGroups(tx: Queryable, principal: SessionPrincipal): Promise<Group[]> {
  const administrator = await requireAdministratorOrManager(tx, principal);
  const groups = await repository.listGroups(tx, principal.companyId, administrator ? null : principal.userId);
  return groups.map((group) => ({ ...group, can_administer: administrator }));
}

export async function memberChoices(tx: Queryable, principal: SessionPrincipal): Promise<UserSummary[]> {
  await requireAdministratorOrManager(tx, principal);
  return repository.listEligibleUsers(tx, principal.companyId);
}

export async function createGroup(tx: Queryable, principal: SessionPrincipal, input: z.output<typeof groupCreateSchema>): Promise<Group> {
  await requireAdministrator(tx, principal);
  await assertEligible(tx, principal.companyId, input.manager_id, input.members);
  const groupId = await repository.insertGroup(tx, principal.companyId, input.name, input.manager_id).catch(nameTaken('groups.name_taken'));
  await repository.replaceMembers(tx, principal.companyId, groupId, input.members);
  return answerGroup(tx, principal.companyId, groupId, true);
}

/** A manager changes who is in their group and with which role; never their own line. */
function assertManagerChange(principal: SessionPrincipal, before: Group['members'], input: z.output<typeof groupUpdateSchema>): void {
  if (input.name !== undefined || input.manager_id !== undefined) throw new AppError(403, 'groups.administrators_only');
  if (input.members === undefined) return;
  const own = (members: readonly Member[]) => members.find((member) => member.user_id === principal.userId)?.role_id ?? null;
  const ownBefore = own(before.map((member) => ({ user_id: member.user.id, role_id: member.role_id })));
  if (own(input.members) !== ownBefore) throw new AppError(403, 'groups.own_membership');
}

export async function updateGroup(tx: Queryable, principal: SessionPrincipal, groupId: string, input: z.output<typeof groupUpdateSchema>): Promise<Group> {
  const administrator = await requireAdministratorOrManager(tx, principal);
  const group = await repository.findGroup(tx, principal.companyId, groupId);
  if (group === null) throw notFound();
  if (!administrator) {
    if (group.manager_id !== principal.userId) throw new AppError(403, 'rights.forbidden');
    assertManagerChange(principal, group.members, input);
  }
  await assertEligible(tx, principal.companyId, input.manager_id, input.members);
  await repository.updateGroup(tx, principal.companyId, groupId, { name: input.name, managerId: input.manager_id }).catch(nameTaken('groups.name_taken'));
  if (input.members !== undefined) await repository.replaceMembers(tx, principal.companyId, groupId, input.members);
  return answerGroup(tx, principal.companyId, groupId, administrator);
}

export async function deleteGroup(tx: Queryable, principal: SessionPrincipal, groupId: string): Promise<void> {
  await requireAdministrator(tx, principal);
  if ((await repository.findGroup(tx, principal.companyId, groupId)) === null) throw notFound();
  if (await repository.isSoleGroupOfSomething(tx, groupId)) throw new AppError(409, 'groups.sole_group');
  await repository.deleteGroup(tx, principal.companyId, groupId);
}

export async function listRoles(tx: Queryable, principal: SessionPrincipal): Promise<Role[]> {
  await requireAdministratorOrManager(tx, principal);
  return repository.listRoles(tx, principal.companyId);
}

async function answerRole(tx: Queryable, companyId: string, roleId: string): Promise<Role> {
  const role = await repository.findRole(tx, companyId, roleId);
  if (role === null) throw notFound();
  return role;
}

export async function createRole(tx: Queryable, principal: SessionPrincipal, input: z.output<typeof roleInputSchema>): Promise<Role> {
  await requireAdministrator(tx, principal);
  const roleId = await repository.insertRole(tx, principal.companyId, input).catch(nameTaken('roles.name_taken'));
  return answerRole(tx, principal.companyId, roleId);
}

export async function updateRole(tx: Queryable, principal: SessionPrincipal, roleId: string, input: z.output<typeof roleUpdateSchema>): Promise<Role> {
  await requireAdministrator(tx, principal);
  await answerRole(tx, principal.companyId, roleId);
  await repository.updateRole(tx, principal.companyId, roleId, input).catch(nameTaken('roles.name_taken'));
  return answerRole(tx, principal.companyId, roleId);
}

export async function deleteRole(tx: Queryable, principal: SessionPrincipal, roleId: string): Promise<void> {
  await requireAdministrator(tx, principal);
  const role = await answerRole(tx, principal.companyId, roleId);
  if (role.members_count > 0) throw new AppError(409, 'roles.in_use');
  await repository.deleteRole(tx, principal.companyId, roleId);
}
