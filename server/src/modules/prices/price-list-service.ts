/** Price lists (docs/prices.md): create, change, archive, restore, delete for good. */
import type { z } from 'zod';
import type { Discriminant, PriceList, PriceListUpdate, priceListCreateSchema, priceListListQuerySchema } from '@pimento/shared-kit/contracts/price-lists';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { assertCatalogueRight } from '../catalogue/index.ts';
import type { Actor } from '../rights/authorization.ts';
import * as repository from './price-list-repository.ts';
import type { PriceListRow } from './price-list-repository.ts';

function toPriceList(row: PriceListRow): PriceList {
  return {
    id: row.id,
    name: row.name,
    discriminants: row.discriminants,
    state: row.state,
    price_count: row.price_count,
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, 'price_list.name_taken', { fields: { name: ['price_list.name_taken'] } });
  throw error;
}

function assertDistinctCodes(discriminants: readonly Discriminant[]): void {
  const seen = new Set<string>();
  const fields: Record<string, string[]> = {};
  discriminants.forEach((discriminant, index) => {
    if (seen.has(discriminant.code)) fields[`discriminants.${index}.code`] = ['price_list.duplicate_discriminant'];
    seen.add(discriminant.code);
  });
  if (Object.keys(fields).length > 0) throw new AppError(422, 'price_list.duplicate_discriminant', { fields });
}

function sameDiscriminants(left: readonly Discriminant[], right: readonly Discriminant[]): boolean {
  const key = (list: readonly Discriminant[]) => JSON.stringify(list.map(({ code, label, type }) => [code, label, type]));
  return key(left) === key(right);
}

/** The list, locked, or 404 (another company's id too). */
export async function lockedPriceList(tx: Queryable, actor: Actor, id: number): Promise<PriceListRow> {
  const row = await repository.findPriceList(tx, actor.principal.companyId, id, 'update');
  if (row === null) throw notFound();
  return row;
}

async function reread(tx: Queryable, actor: Actor, id: number): Promise<PriceList> {
  return toPriceList((await repository.findPriceList(tx, actor.principal.companyId, id))!);
}

export async function listPriceLists(tx: Queryable, actor: Actor, query: z.output<typeof priceListListQuerySchema>): Promise<PriceList[]> {
  assertCatalogueRight(actor, 'read');
  return (await repository.listPriceLists(tx, actor.principal.companyId, query.state)).map(toPriceList);
}

export async function getPriceList(tx: Queryable, actor: Actor, id: number): Promise<PriceList> {
  assertCatalogueRight(actor, 'read');
  const row = await repository.findPriceList(tx, actor.principal.companyId, id);
  if (row === null) throw notFound();
  return toPriceList(row);
}

export async function createPriceList(tx: Queryable, actor: Actor, input: z.output<typeof priceListCreateSchema>): Promise<PriceList> {
  assertCatalogueRight(actor, 'create');
  assertDistinctCodes(input.discriminants);
  const id = await repository.insertPriceList(tx, actor.principal.companyId, input).catch(nameTaken);
  return reread(tx, actor, id);
}

/** Discriminants change only while the list holds no price: the prices' values are keyed by them. */
export async function updatePriceList(tx: Queryable, actor: Actor, id: number, input: PriceListUpdate): Promise<PriceList> {
  assertCatalogueRight(actor, 'edit');
  const stored = await lockedPriceList(tx, actor, id);
  const discriminants = input.discriminants ?? stored.discriminants;
  assertDistinctCodes(discriminants);
  if (!sameDiscriminants(discriminants, stored.discriminants) && stored.price_count > 0) {
    throw new AppError(409, 'price_list.discriminants_locked', { fields: { discriminants: ['price_list.discriminants_locked'] } });
  }
  await repository.updatePriceList(tx, actor.principal.companyId, id, { name: input.name ?? stored.name, discriminants, state: stored.state }).catch(nameTaken);
  return reread(tx, actor, id);
}

export async function archivePriceList(tx: Queryable, actor: Actor, id: number): Promise<PriceList> {
  assertCatalogueRight(actor, 'edit');
  const stored = await lockedPriceList(tx, actor, id);
  if (stored.state === 'archived') throw new AppError(409, 'price_list.already_archived');
  await repository.updatePriceList(tx, actor.principal.companyId, id, { ...stored, state: 'archived' });
  return reread(tx, actor, id);
}

export async function restorePriceList(tx: Queryable, actor: Actor, id: number): Promise<PriceList> {
  assertCatalogueRight(actor, 'edit');
  const stored = await lockedPriceList(tx, actor, id);
  if (stored.state !== 'archived') throw new AppError(409, 'price_list.not_archived');
  await repository.updatePriceList(tx, actor.principal.companyId, id, { ...stored, state: 'restored' });
  return reread(tx, actor, id);
}

/**
 * Permanent: only an archived list, and only when the caller confirmed the number of prices that
 * go with it (a price added since the confirmation was shown asks again).
 */
export async function deletePriceList(tx: Queryable, actor: Actor, id: number, expectedPriceCount: number): Promise<void> {
  assertCatalogueRight(actor, 'delete');
  const stored = await lockedPriceList(tx, actor, id);
  if (stored.state !== 'archived') throw new AppError(409, 'price_list.not_archived');
  if (stored.price_count !== expectedPriceCount) throw new AppError(409, 'price_list.delete_count_mismatch', { params: { count: stored.price_count } });
  await repository.deletePriceList(tx, actor.principal.companyId, id);
}
