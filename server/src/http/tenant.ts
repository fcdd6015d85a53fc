import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { SessionPrincipal } from '../modules/auth/tokens.ts';
import { principalOf } from '../modules/auth/session.ts';
import type { Actor } from '../modules/rights/authorization.ts';
import { cachedActor } from '../modules/rights/actor.ts';

/**
 * Runs `work` in the caller's tenant transaction (role `pimento_app`, row-level security on).
 * Every query made on behalf of a signed-in user goes through here or `inTenantAs`.
 */
export function inTenant<T>(request: FastifyRequest, work: (tx: Queryable, principal: SessionPrincipal) => Promise<T>): Promise<T> {
  const principal = principalOf(request);
  return request.server.deps.db.withTenant(principal.companyId, (tx) => work(tx, principal));
}

/** Like `inTenant`, with the caller's company features and group rights loaded for authorization. */
export function inTenantAs<T>(request: FastifyRequest, work: (tx: Queryable, actor: Actor) => Promise<T>): Promise<T> {
  return inTenant(request, async (tx, principal) => work(tx, await cachedActor(request.server.accessCache, tx, principal)));
}

/**
 * An answer about the caller alone (the current user) that depends only on what the access cache
 * watches: served from the cache, else computed in a tenant transaction. The token's flags are in
 * the key because the answer is computed from them.
 */
export function cachedForCaller<T>(request: FastifyRequest, name: string, work: (tx: Queryable, actor: Actor) => Promise<T>): Promise<T> {
  const principal = principalOf(request);
  const flags = `${Number(principal.isSuperuser)}${Number(principal.isAdministrator)}${Number(principal.isConsultant)}`;
  return request.server.accessCache.get(principal.companyId, `${name}:${principal.userId}:${flags}`, () => inTenantAs(request, work));
}
