import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import { AppError } from '../../http/app-error.ts';
import type { Actor, Right } from '../rights/authorization.ts';
import { isPrivileged, rightsOnObject } from '../rights/authorization.ts';

/** Whether group rights restrict this actor (advanced rights on, not an administrator or superuser). */
export function groupRightsRestrict(actor: Actor): boolean {
  return actor.features.use_advanced_rights && !isPrivileged(actor);
}

/**
 * Sections, groups, sets, choice lists and object types are the company's shared structure:
 * changing it needs the right (create, edit, delete) in at least one of the user's groups.
 * Reading it is open to every signed-in user of the company.
 */
export function assertStructureRight(actor: Actor, right: Right): void {
  if (!rightsOnObject(actor, [...actor.groupRights.keys()])[right]) throw new AppError(403, 'rights.forbidden');
}

/** An attribute the user may not read does not exist for them (404, like another company's). */
export function canReadAttribute(actor: Actor, attribute: Pick<Attribute, 'user_groups'>): boolean {
  return rightsOnObject(actor, attribute.user_groups).read;
}

/** The groups where the actor may create: every group when group rights do not restrict them. */
export function groupsWhereActorCreates(actor: Actor, companyGroupIds: readonly string[]): string[] {
  if (!groupRightsRestrict(actor)) return [...companyGroupIds];
  return companyGroupIds.filter((groupId) => actor.groupRights.get(groupId)?.create === true);
}

/**
 * Runs a DELETE whose foreign keys are the last wall of a "still in use" rule (a row added by a
 * concurrent request after the check): the violation answers the rule's 409, not a 500.
 */
export async function deleteGuarded<T>(inUseCode: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503') throw new AppError(409, inUseCode);
    throw error;
  }
}
