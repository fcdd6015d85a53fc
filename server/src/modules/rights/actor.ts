import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import { findCompany } from '../companies/repository.ts';
import { companyFeaturesOf } from '../companies/defaults.ts';
import type { Actor } from './authorization.ts';
import { loadGroupRights } from './repository.ts';

/** Loads what the authorization layer needs about the caller, inside their tenant transaction. */
export async function loadActor(tx: Queryable, principal: SessionPrincipal): Promise<Actor> {
  const company = await findCompany(tx, principal.companyId);
  if (company === null) throw new AppError(401, 'token-invalid');
  return { principal, features: companyFeaturesOf(company), groupRights: await loadGroupRights(tx, principal.userId) };
}
