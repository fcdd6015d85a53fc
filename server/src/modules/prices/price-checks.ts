/**
 * A price save's checks and write, for one price (the drawer) or many (an import's batch): the
 * list (gone: 404; archived: read-only), the price rules and its attributes' rules (one 422 naming
 * every broken rule at its field), then a duplicate (409 naming the price it collides with). The
 * one path by which a price is written; rights on the product are the caller's.
 */
import type { ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import type { PriceDraft } from '@pimento/shared-kit/contracts/prices';
import type { Queryable } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { listExtraAttributes, mergeExtraValues } from '../extra-attributes/index.ts';
import { priceListsForWrite } from './price-list-repository.ts';
import * as repository from './price-repository.ts';
import type { PriceRow, PriceWrite } from './price-repository.ts';
import { checkedPrice } from './price-rules.ts';

/** A price to save: the draft, the stored price it replaces (null: a new one), and whether its product is yet to be created (no price to collide with). */
export type PriceCandidate = { draft: PriceDraft; stored: PriceRow | null; newProduct?: boolean };

export type PriceCheck = { write: PriceWrite } | { refusal: AppError };

/** The outcome of a check that may refuse with 422, kept so that every broken rule is answered at once. */
function refusalOf<T>(check: () => T): { value: T } | { refusal: AppError } {
  try {
    return { value: check() };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 422) return { refusal: error };
    throw error;
  }
}

/** The draft checked by the price rules and its price attributes' values by theirs (merged over `stored`), or one 422 naming every broken rule of both at its field. */
function checkedWrite(candidate: PriceCandidate, discriminants: Parameters<typeof checkedPrice>[1], attributes: readonly ExtraAttribute[]): PriceCheck {
  const price = refusalOf(() => checkedPrice(candidate.draft, discriminants));
  const values = refusalOf(() => mergeExtraValues(attributes, candidate.stored?.attribute_values ?? {}, candidate.draft.attribute_values));
  if ('value' in price && 'value' in values) return { write: { ...price.value, attribute_values: values.value } };
  const refusals = [price, values].flatMap((outcome) => ('refusal' in outcome ? [outcome.refusal] : []));
  const first = refusals[0]!;
  return { refusal: new AppError(422, first.code, { fields: Object.assign({}, ...refusals.map((refusal) => refusal.fields)), params: first.params }) };
}

/**
 * Every candidate checked, each with its write or its refusal. The lists are locked against a
 * change (`FOR SHARE`) and each (product, list) pair's writes serialised until the transaction
 * ends, so what passed here is still true when it is written in the same transaction.
 */
export async function checkPriceCandidates(tx: Queryable, companyId: string, candidates: readonly PriceCandidate[]): Promise<PriceCheck[]> {
  if (candidates.length === 0) return [];
  const lists = new Map((await priceListsForWrite(tx, companyId, [...new Set(candidates.map((candidate) => candidate.draft.price_list_id))])).map((list) => [list.id, list]));
  const attributes = await listExtraAttributes(tx, companyId, 'price');
  const checks = candidates.map((candidate): PriceCheck => {
    const list = lists.get(candidate.draft.price_list_id);
    if (list === undefined) return { refusal: notFound() };
    if (list.state === 'archived') return { refusal: new AppError(409, 'price.list_archived', { fields: { price_list_id: ['price.list_archived'] } }) };
    return checkedWrite(candidate, list.discriminants, attributes);
  });
  const toCompare = checks.flatMap((check, index) => ('write' in check && candidates[index]!.newProduct !== true ? [{ index, draft: check.write, exceptId: candidates[index]!.stored?.id ?? null }] : []));
  await repository.lockProductPrices(tx, companyId, toCompare.map(({ draft }) => ({ productId: draft.product_id, priceListId: draft.price_list_id })));
  const colliding = await repository.findCollidingPrices(tx, companyId, toCompare);
  colliding.forEach((price, at) => {
    if (price === null) return;
    const { index, draft } = toCompare[at]!;
    const period = `${price.start_date ?? '…'} – ${price.end_date ?? '…'}`;
    const discriminants = lists.get(draft.price_list_id)!.discriminants;
    const fields = Object.fromEntries(['start_date', 'end_date', ...discriminants.map((discriminant) => `discriminant_values.${discriminant.code}`)].map((field) => [field, ['price.duplicate']]));
    checks[index] = { refusal: new AppError(409, 'price.duplicate', { fields, params: { id: price.id, sku: price.sku, period } }) };
  });
  return checks;
}

/** Writes a checked price: over the stored one (`storedId`), else as a new one. Answers its id. */
export async function writeCheckedPrice(tx: Queryable, companyId: string, write: PriceWrite, storedId: number | null): Promise<number> {
  if (storedId === null) return repository.insertPrice(tx, companyId, write);
  await repository.updatePrice(tx, companyId, storedId, write);
  return storedId;
}
