import { AppError } from '../../http/app-error.ts';
import type { Actor, Right, Rights } from '../rights/authorization.ts';
import { isPrivileged, rightsOnObject } from '../rights/authorization.ts';

/**
 * Rights on the catalogue's shared structure (category trees) and on creating catalogue objects:
 * with advanced rights, what the user's roles grant in at least one of their groups.
 */
export function catalogueRights(actor: Actor): Rights {
  return rightsOnObject(actor, [...actor.groupRights.keys()]);
}

export function assertCatalogueRight(actor: Actor, right: Right): void {
  if (!catalogueRights(actor)[right]) throw new AppError(403, 'rights.forbidden');
}

/** Whether group rights restrict what this user sees (else every object of the company). */
export function restrictedByGroups(actor: Actor): boolean {
  return actor.features.use_advanced_rights && !isPrivileged(actor);
}

/** The groups in which the user holds `right` (only meaningful when `restrictedByGroups`). */
export function groupsWithRight(actor: Actor, right: Right): string[] {
  return [...actor.groupRights].filter(([, rights]) => rights[right]).map(([groupId]) => groupId);
}
