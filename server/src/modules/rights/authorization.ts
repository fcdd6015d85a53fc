import type { CompanyFeature, CompanyFeatures } from '@pimento/shared-kit/contracts/company';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import { AppError } from '../../http/app-error.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';

/** The four rights a role grants in a group (spec §3 "Role"). */
export type Right = 'read' | 'create' | 'edit' | 'delete';
export type Rights = Readonly<Record<Right, boolean>>;

export const allRights: Rights = { read: true, create: true, edit: true, delete: true };
export const noRights: Rights = { read: false, create: false, edit: false, delete: false };

/** Who acts, with what their company activated and their rights per group (from their roles). */
export type Actor = {
  principal: SessionPrincipal;
  features: CompanyFeatures;
  /** group id → rights of the user's role in that group. */
  groupRights: ReadonlyMap<string, Rights>;
};

/** Administrators and superusers are above group rights (spec §6). */
export function isPrivileged(actor: Actor): boolean {
  return actor.principal.isAdministrator || actor.principal.isSuperuser;
}

/** Group rights apply only with `use_advanced_rights`; otherwise every user may do everything on objects. */
function groupRightsApply(actor: Actor): boolean {
  return actor.features.use_advanced_rights && !isPrivileged(actor);
}

/** The user's rights on an object that belongs to `objectGroupIds`: the union over those groups. */
export function rightsOnObject(actor: Actor, objectGroupIds: readonly string[]): Rights {
  if (!groupRightsApply(actor)) return allRights;
  const rights = { ...noRights };
  for (const groupId of objectGroupIds) {
    const inGroup = actor.groupRights.get(groupId);
    if (inGroup === undefined) continue;
    for (const right of Object.keys(rights) as Right[]) rights[right] ||= inGroup[right];
  }
  return rights;
}

/** Refuses with 403 `code` (spec §6 lets an object say it its own way: "not authorised" on a template). */
export function assertRight(actor: Actor, objectGroupIds: readonly string[], right: Right, code: ErrorCode = 'rights.forbidden'): void {
  if (!rightsOnObject(actor, objectGroupIds)[right]) throw new AppError(403, code);
}

/** Whether the user may create objects in every group (administrators assign all groups on creation). */
export function canCreateInAllGroups(actor: Actor, companyGroupIds: readonly string[]): boolean {
  if (!groupRightsApply(actor)) return true;
  return companyGroupIds.every((groupId) => actor.groupRights.get(groupId)?.create === true);
}

/**
 * Spec §6 on changing an object's groups: it keeps at least one group; removing a group needs the
 * delete right in it, adding one needs the create right in it. Adding grants no extra rights: the
 * answer is the rights the user had on the object before the change, which is what the rest of
 * the operation must be checked against.
 */
export function assertGroupChange(actor: Actor, before: readonly string[], after: readonly string[]): Rights {
  if (after.length === 0) throw new AppError(400, 'groups.object_needs_group', { fields: { groups: ['groups.object_needs_group'] } });
  const rightsBefore = rightsOnObject(actor, before);
  if (!groupRightsApply(actor)) return rightsBefore;
  for (const removed of before.filter((groupId) => !after.includes(groupId))) {
    if (actor.groupRights.get(removed)?.delete !== true) throw new AppError(403, 'rights.group_remove_needs_delete');
  }
  for (const added of after.filter((groupId) => !before.includes(groupId))) {
    if (actor.groupRights.get(added)?.create !== true) throw new AppError(403, 'rights.group_add_needs_create');
  }
  return rightsBefore;
}

/** Feature activation gates (spec §6): a feature off for the company answers 403. */
export function assertFeature(features: CompanyFeatures, feature: CompanyFeature): void {
  if (!features[feature]) throw new AppError(403, 'rights.feature_disabled');
}

export function assertSuperuser(principal: SessionPrincipal): void {
  if (!principal.isSuperuser) throw new AppError(403, 'rights.superuser_required');
}

export function assertAdministrator(principal: SessionPrincipal): void {
  if (!principal.isAdministrator && !principal.isSuperuser) throw new AppError(403, 'rights.administrator_required');
}

/** Connector settings may be reserved to superusers (`has_connector_settings_for_non_super_user` off). */
export function assertConnectorSettingsAccess(actor: Actor): void {
  assertFeature(actor.features, 'has_connector_settings');
  if (!actor.features.has_connector_settings_for_non_super_user) assertSuperuser(actor.principal);
}

/** Spec §6: an administrator is in no group. */
export function assertMayJoinGroup(user: { is_administrator: boolean }): void {
  if (user.is_administrator) throw new AppError(400, 'groups.administrator_not_in_group');
}
