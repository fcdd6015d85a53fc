/** The user's own saved filters of the product and model listings. */
import type { ListingFilter, SavedFilter } from '@pimento/shared-kit/contracts/product-filters';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertRunnableFilters } from './filter-check.ts';
import * as repository from './repository.ts';
import type { SavedFilterRow } from './repository.ts';

type Input = { entity: SavedFilter['entity']; name: string; filters: ListingFilter[] };

function toSavedFilter(row: SavedFilterRow): SavedFilter {
  return {
    id: row.id,
    entity: row.entity,
    name: row.name,
    filters: row.definition.filters as SavedFilter['filters'],
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, 'saved_filter.name_taken', { fields: { name: ['saved_filter.name_taken'] } });
  throw error;
}

export async function listSavedFilters(tx: Queryable, principal: SessionPrincipal, entity: string): Promise<SavedFilter[]> {
  return (await repository.listSavedFilters(tx, principal.companyId, principal.userId, entity)).map(toSavedFilter);
}

/** Saves a filter the listing could run (a bad one fails as the search would). */
export async function createSavedFilter(tx: Queryable, actor: Actor, input: Input): Promise<SavedFilter> {
  await assertRunnableFilters(tx, actor, input.entity, input.filters);
  return toSavedFilter(await repository.insertSavedFilter(tx, actor.principal.companyId, actor.principal.userId, input).catch(nameTaken));
}

export async function updateSavedFilter(tx: Queryable, actor: Actor, id: number, input: Input): Promise<SavedFilter> {
  await assertRunnableFilters(tx, actor, input.entity, input.filters);
  const row = await repository.updateSavedFilter(tx, actor.principal.companyId, actor.principal.userId, id, input).catch(nameTaken);
  if (row === null) throw notFound();
  return toSavedFilter(row);
}

export async function deleteSavedFilter(tx: Queryable, principal: SessionPrincipal, id: number): Promise<void> {
  if (!(await repository.deleteSavedFilter(tx, principal.companyId, principal.userId, id))) throw notFound();
}
