/**
 * The dry run's side of price pills: each row's price plans (`price-cells.ts`) made into the
 * prices they write — over the product's stored price of that list, discriminant values and
 * valid-from date, else new — and checked by the prices module's own checks (`checkPriceCandidates`,
 * the drawer's codes). A refusal becomes a cell error on the column its field came from; a price
 * that differs from the stored one becomes a change `price:<plan key>`: `[before, after]`.
 */
import type { ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import type { ImportCellError, Pill } from '@pimento/shared-kit/contracts/imports';
import type { Discriminant } from '@pimento/shared-kit/contracts/price-lists';
import type { PriceDraft } from '@pimento/shared-kit/contracts/prices';
import { sameJson } from '@pimento/shared-kit/json/canonical-json';
import type { Queryable } from '../../db/database.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import { requireCompany } from '../companies/service.ts';
import { listExtraAttributes } from '../extra-attributes/index.ts';
import { checkPriceCandidates, priceListsByIds, pricesOfProducts, storedWrite, typedDiscriminantValues, type PriceCandidate, type PriceRow, type PriceWrite } from '../prices/index.ts';
import type { PriceCellsContext, PricePlan } from './price-cells.ts';
import type { RowVerdict } from './row-verdict.ts';

/** A price as the run's journal keeps it (before and after): enough to write it back. */
export type PriceSnapshot = Omit<PriceWrite, 'product_id'> & { id: number | null; price_list_name: string };

/** A price the launch writes: the checked price (`product_id` 0 for a product the launch creates) and the stored one it replaces. */
export type StagedPrice = { key: string; storedId: number | null; before: PriceSnapshot | null; write: PriceWrite };

export type PriceImportContext = PriceCellsContext & {
  readonly lists: ReadonlyMap<number, { name: string; discriminants: readonly Discriminant[] }>;
};

/** What the run's price pills need, read once per run; undefined when the template has none. */
export async function loadPriceImportContext(tx: Queryable, companyId: string, pills: readonly Pill[]): Promise<PriceImportContext | undefined> {
  const listIds = [...new Set(pills.flatMap((pill) => (pill.target.kind === 'price' ? [pill.target.price_list_id] : [])))];
  if (listIds.length === 0) return undefined;
  const lists = await priceListsByIds(tx, companyId, listIds);
  const attributes: ExtraAttribute[] = await listExtraAttributes(tx, companyId, 'price');
  const settings = companySettingsOf(await requireCompany(tx, companyId));
  return {
    lists: new Map(lists.map((list) => [list.id, { name: list.name, discriminants: list.discriminants }])),
    priceAttributes: new Map(attributes.map((attribute) => [attribute.code, attribute])),
    disabledPriceFields: new Set(settings.disabled_price_fields),
  };
}

export function priceSnapshot(price: PriceWrite, id: number | null, listName: string): PriceSnapshot {
  const { product_id: _productId, ...fields } = price;
  return { ...fields, id, price_list_name: listName };
}

/** What a price holds, for comparing two snapshots (its id and its list's name aside). */
export function samePrice(left: PriceSnapshot, right: PriceSnapshot): boolean {
  const state = ({ id: _id, price_list_name: _name, ...fields }: PriceSnapshot) => fields;
  return sameJson(state(left), state(right));
}

/** The product's stored price a plan writes over: same list, typed discriminant values and valid-from date. */
function storedPriceOf(plan: PricePlan, stored: readonly PriceRow[], context: PriceImportContext): PriceRow | null {
  const list = context.lists.get(plan.priceListId);
  const typed = list === undefined ? null : typedDiscriminantValues(list.discriminants, plan.discriminantValues);
  if (typed === null) return null;
  const startDate = typeof plan.set.start_date === 'string' ? plan.set.start_date : plan.startDate;
  return stored.find((price) => price.price_list_id === plan.priceListId && price.start_date === startDate && sameJson(price.discriminant_values, typed)) ?? null;
}

/** The price a plan asks for: the stored one (or an empty one at the plan's place) with the cells' fields over it. */
function draftOf(plan: PricePlan, stored: PriceRow | null, productId: number): PriceDraft | null {
  const cellsSetSomething = Object.values(plan.set).some((value) => value !== null) || Object.values(plan.attributeValues).some((value) => value !== null);
  // Empty cells cleared on a price the product does not have: nothing to write.
  if (stored === null && !cellsSetSomething) return null;
  const base: PriceDraft = stored
    ? { ...storedWrite(stored), product_id: productId }
    : {
        product_id: productId,
        price_list_id: plan.priceListId,
        gross_price: null,
        net_price: null,
        currency: null,
        start_date: plan.startDate,
        end_date: null,
        discount: null,
        discount_family_code: null,
        discount_family_label: null,
        unit: null,
        discriminant_values: plan.discriminantValues,
        attribute_values: {},
      };
  return {
    ...base,
    ...(plan.currency === null ? {} : { currency: plan.currency }),
    ...(plan.set as Partial<PriceDraft>),
    discriminant_values: plan.discriminantValues,
    attribute_values: plan.attributeValues,
  };
}

/** A refusal's fields as cell errors, each on the column its field came from (once per column and code). */
function refusalErrors(refusal: { code: string; fields?: Record<string, string[]> | undefined; params?: Record<string, string | number> | undefined }, plan: PricePlan, line: number, sku: string | null, headerOf: (key: string) => string): ImportCellError[] {
  const code = (value: string) => (value === 'resource.not_found' ? 'import.price_list_not_found' : value);
  const entries = Object.entries(refusal.fields ?? { '*': [refusal.code] }).flatMap(([field, codes]) => codes.map((fieldCode) => ({ column: headerOf(plan.columns[field] ?? plan.columns['*']!), code: code(fieldCode) })));
  const seen = new Set<string>();
  return entries.flatMap((entry) => {
    const key = `${entry.column}\u0000${entry.code}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const params = entry.code === refusal.code && refusal.params !== undefined ? { params: refusal.params } : {};
    return [{ line, column: entry.column, sku, code: entry.code, ...params }];
  });
}

/**
 * The batch's verdicts with their prices resolved: one read of the batch's stored prices in the
 * pills' lists, one check of every price. A row whose price is refused is an error (nothing of it
 * is written); a row whose only change is a price is `updated`; one whose prices are as stored
 * and whose product does not change is `unchanged`.
 */
export async function resolvePricePlans(tx: Queryable, companyId: string, verdicts: readonly RowVerdict[], context: PriceImportContext, headerOf: (key: string) => string): Promise<RowVerdict[]> {
  const planned = verdicts.filter((verdict) => verdict.pricePlans !== undefined && verdict.fields !== null);
  if (planned.length === 0) return [...verdicts];
  const productIds = [...new Set(planned.flatMap((verdict) => (verdict.productId === null ? [] : [verdict.productId])))];
  const stored = await pricesOfProducts(tx, companyId, productIds, [...context.lists.keys()]);
  const byProduct = new Map<number, PriceRow[]>();
  for (const price of stored) byProduct.set(price.product_id, [...(byProduct.get(price.product_id) ?? []), price]);

  const candidates: Array<PriceCandidate & { verdict: RowVerdict; plan: PricePlan }> = [];
  for (const verdict of planned) {
    for (const plan of verdict.pricePlans!) {
      const storedPrice = verdict.productId === null ? null : storedPriceOf(plan, byProduct.get(verdict.productId) ?? [], context);
      const draft = draftOf(plan, storedPrice, verdict.productId ?? 0);
      if (draft !== null) candidates.push({ draft, stored: storedPrice, newProduct: verdict.productId === null, verdict, plan });
    }
  }
  const checks = await checkPriceCandidates(tx, companyId, candidates);
  const resolved = new Map<RowVerdict, { errors: ImportCellError[]; staged: StagedPrice[]; changes: Record<string, [unknown, unknown]> }>();
  candidates.forEach((candidate, index) => {
    const check = checks[index]!;
    const entry = resolved.get(candidate.verdict) ?? { errors: [], staged: [], changes: {} };
    resolved.set(candidate.verdict, entry);
    if ('refusal' in check) {
      entry.errors.push(...refusalErrors(check.refusal, candidate.plan, candidate.verdict.line, candidate.verdict.sku, headerOf));
      return;
    }
    const listName = context.lists.get(candidate.plan.priceListId)?.name ?? '';
    const before = candidate.stored === null ? null : priceSnapshot(storedWrite(candidate.stored), candidate.stored.id, listName);
    const after = priceSnapshot(check.write, candidate.stored?.id ?? null, listName);
    if (before !== null && samePrice(before, after)) return;
    entry.changes[`price:${candidate.plan.key}`] = [before, after];
    entry.staged.push({ key: candidate.plan.key, storedId: candidate.stored?.id ?? null, before, write: check.write });
  });

  return verdicts.map((verdict) => {
    if (verdict.pricePlans === undefined) return verdict;
    const { pricePlans: _plans, ...rest } = verdict;
    if (verdict.fields === null) return rest;
    const entry = resolved.get(verdict) ?? { errors: [], staged: [], changes: {} };
    if (entry.errors.length > 0) return { ...rest, outcome: 'error', errors: [...verdict.errors, ...entry.errors], fields: null, changes: {} };
    const changes = { ...verdict.changes, ...entry.changes };
    if (verdict.outcome === 'updated' && Object.keys(changes).length === 0) return { ...rest, outcome: 'unchanged', fields: null, changes: {} };
    return { ...rest, changes, fields: entry.staged.length > 0 ? { ...verdict.fields, prices: entry.staged } : verdict.fields };
  });
}
