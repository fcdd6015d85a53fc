/** Prices (docs/prices.md): listing, saving under the rules of spec §5, deleting, and the prices valid on a day. */
import type { Price, PriceDraft, PriceListingSearch, PricePage } from '@pimento/shared-kit/contracts/prices';
import type { Queryable } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { assertCatalogueRight, groupsWithRight, restrictedByGroups } from '../catalogue/index.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertRight } from '../rights/authorization.ts';
import { checkPriceCandidates, writeCheckedPrice } from './price-checks.ts';
import * as repository from './price-repository.ts';
import type { PriceRow, PriceWrite } from './price-repository.ts';

export function toPrice(row: PriceRow): Price {
  return {
    id: row.id,
    product: { id: row.product_id, sku: row.product_sku, name: row.product_name },
    price_list: { id: row.price_list_id, name: row.price_list_name },
    gross_price: row.gross_price,
    net_price: row.net_price,
    currency: row.currency,
    start_date: row.start_date,
    end_date: row.end_date,
    discount: row.discount,
    discount_family_code: row.discount_family_code,
    discount_family_label: row.discount_family_label,
    unit: row.unit,
    discriminant_values: row.discriminant_values,
    attribute_values: row.attribute_values,
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
}

const encodeCursor = (key: string, id: number) => Buffer.from(JSON.stringify([key, id])).toString('base64url');

function decodeCursor(cursor: string): { key: string; id: number } {
  try {
    const [key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof key === 'string' && Number.isSafeInteger(id)) return { key, id: id as number };
  } catch {
    // answered below
  }
  throw new AppError(400, 'validation.invalid', { fields: { cursor: ['validation.invalid'] } });
}

/** The groups whose products the user may read, or undefined when groups do not restrict them. */
function readableGroups(actor: Actor): string[] | undefined {
  return restrictedByGroups(actor) ? groupsWithRight(actor, 'read') : undefined;
}

/** A price the user may read (its product's groups), else 404. */
async function readablePrice(tx: Queryable, actor: Actor, id: number): Promise<PriceRow> {
  assertCatalogueRight(actor, 'read');
  const row = await repository.findPrice(tx, actor.principal.companyId, id);
  if (row === null) throw notFound();
  const groups = readableGroups(actor);
  if (groups !== undefined) {
    const productGroups = (await repository.productGroups(tx, actor.principal.companyId, row.product_id)) ?? [];
    if (!productGroups.some((group) => groups.includes(group))) throw notFound();
  }
  return row;
}

export async function listPrices(tx: Queryable, actor: Actor, query: PriceListingSearch): Promise<PricePage> {
  assertCatalogueRight(actor, 'read');
  const rows = await repository.searchPrices(tx, actor.principal.companyId, {
    productId: query.product_id,
    priceListId: query.price_list_id,
    currency: query.currency,
    validOn: query.valid_on,
    discountFamily: query.discount_family,
    readableGroups: readableGroups(actor),
    sort: query.sort,
    direction: query.direction,
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { results: page.map(toPrice), next_cursor: rows.length > query.limit && last !== undefined ? encodeCursor(last.sort_key, last.id) : null };
}

export async function getPrice(tx: Queryable, actor: Actor, id: number): Promise<Price> {
  return toPrice(await readablePrice(tx, actor, id));
}

/** Writing a price edits its product: the edit right on the product's groups. */
async function assertProductEditable(tx: Queryable, actor: Actor, productId: number): Promise<void> {
  const groups = await repository.productGroups(tx, actor.principal.companyId, productId);
  if (groups === null) throw notFound();
  const readable = readableGroups(actor);
  if (readable !== undefined && !groups.some((group) => readable.includes(group))) throw notFound();
  assertRight(actor, groups, 'edit');
}

/** Checks the draft against its product's rights, its list and the rules, then refuses a duplicate (same product, list, discriminant values, overlapping period). */
async function preparedPrice(tx: Queryable, actor: Actor, draft: PriceDraft, stored: PriceRow | null): Promise<PriceWrite> {
  await assertProductEditable(tx, actor, draft.product_id);
  const [check] = await checkPriceCandidates(tx, actor.principal.companyId, [{ draft, stored }]);
  if ('refusal' in check!) throw check.refusal;
  return check!.write;
}

export async function createPrice(tx: Queryable, actor: Actor, draft: PriceDraft): Promise<Price> {
  assertCatalogueRight(actor, 'read');
  const id = await writeCheckedPrice(tx, actor.principal.companyId, await preparedPrice(tx, actor, draft, null), null);
  return toPrice((await repository.findPrice(tx, actor.principal.companyId, id))!);
}

export async function updatePrice(tx: Queryable, actor: Actor, id: number, draft: PriceDraft): Promise<Price> {
  const stored = await readablePrice(tx, actor, id);
  await lockEditablePrices(tx, actor, [stored.id]);
  await writeCheckedPrice(tx, actor.principal.companyId, await preparedPrice(tx, actor, draft, stored), id);
  return toPrice((await repository.findPrice(tx, actor.principal.companyId, id))!);
}

/** Locks the prices; each must exist and be readable (else 404), editable through its product, in a list not archived. */
async function lockEditablePrices(tx: Queryable, actor: Actor, ids: readonly number[]): Promise<void> {
  const rows = await repository.pricesToDelete(tx, actor.principal.companyId, ids);
  if (rows.length !== ids.length) throw notFound();
  const readable = readableGroups(actor);
  for (const row of rows) {
    if (readable !== undefined && !row.group_ids.some((group) => readable.includes(group))) throw notFound();
    assertRight(actor, row.group_ids, 'edit');
    if (row.state === 'archived') throw new AppError(409, 'price.list_archived');
  }
}

export async function deletePrices(tx: Queryable, actor: Actor, ids: readonly number[]): Promise<number> {
  assertCatalogueRight(actor, 'read');
  await lockEditablePrices(tx, actor, ids);
  return repository.deletePrices(tx, actor.principal.companyId, ids);
}

/**
 * The prices valid on `day` (`YYYY-MM-DD`, both ends of a period included, an open end open) in
 * lists that are not archived, ordered by product, list and discriminant values. For exports:
 * a system operation of the company, no user's rights.
 */
export async function pricesValidOn(tx: Queryable, companyId: string, day: string, scope: { productIds?: readonly number[]; priceListIds?: readonly number[] } = {}): Promise<Price[]> {
  return (await repository.pricesValidOn(tx, companyId, day, scope)).map(toPrice);
}
