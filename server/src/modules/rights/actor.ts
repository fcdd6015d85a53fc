import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import { findCompany } from '../companies/repository.ts';
import { companyFeaturesOf } from '../companies/defaults.ts';
import type { AccessCache } from './access-cache.ts';
import type { Actor } from './authorization.ts';
import { loadGroupRights } from './repository.ts';
import { findUser } from '../users/repository.ts';
import { JobError } from '../../jobs/errors.ts';

/** Loads what the authorization layer needs about the caller, inside their tenant transaction. */
export async function loadActor(tx: Queryable, principal: SessionPrincipal): Promise<Actor> {
  const company = await findCompany(tx, principal.companyId);
  if (company === null) throw new AppError(401, 'token-invalid');
  return { principal, features: companyFeaturesOf(company), groupRights: await loadGroupRights(tx, principal.userId) };
}

/** `loadActor` through the process's access cache: features and group rights change rarely. */
export async function cachedActor(cache: AccessCache, tx: Queryable, principal: SessionPrincipal): Promise<Actor> {
  const { features, groupRights } = await cache.get(principal.companyId, `actor:${principal.userId}`, () => loadActor(tx, principal));
  return { principal, features, groupRights };
}

/**
 * The actor of a durable job: the user who started it, with their rights as they are now (a job
 * may run long after the request). A user deleted meanwhile fails the job for good.
 */
export async function loadJobActor(tx: Queryable, companyId: string, userId: string): Promise<Actor> {
  const user = await findUser(tx, userId);
  if (user === null) throw new JobError('task.failed', 'the user who started this task no longer exists', { retryable: false });
  return loadActor(tx, {
    userId,
    companyId,
    username: user.username,
    isSuperuser: user.is_superuser,
    isAdministrator: user.is_administrator,
    isConsultant: user.is_consultant,
    language: user.language === 'fr' ? 'fr' : 'en',
  });
}
