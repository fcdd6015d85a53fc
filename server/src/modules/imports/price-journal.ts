/**
 * The launch's and the rollback's side of price pills. The launch checks each staged price again
 * (the stored price must still be the one the dry run compared with, and the prices module's checks
 * must still pass: a list archived or a duplicate added since makes the row a conflict, before
 * anything of it is written), then writes it through the prices module's writer and notes the id
 * of a created price in the row's journal. The rollback writes the old prices back (or deletes the
 * created ones) where they are still as the launch left them.
 */
import type { PriceDraft } from '@pimento/shared-kit/contracts/prices';
import type { Queryable } from '../../db/database.ts';
import { checkPriceCandidates, deletePriceRows, lockPrices, storedWrite, writeCheckedPrice, type PriceRow, type PriceWrite } from '../prices/index.ts';
import { priceSnapshot, samePrice, type PriceSnapshot, type StagedPrice } from './price-rows.ts';

/** The change keys of a row's prices (`price:<plan key>`). */
export const priceChangePrefix = 'price:';

/** A row's changes without its prices: what the product itself (its history, its patch) is about. */
export function productChanges(changes: Readonly<Record<string, [unknown, unknown]>>): Record<string, [unknown, unknown]> {
  return Object.fromEntries(Object.entries(changes).filter(([key]) => !key.startsWith(priceChangePrefix)));
}

type RowPrices = { line: number; productId: number | null; prices: readonly StagedPrice[] };

/** Each staged price as it will be written, by line; the lines that can no longer be written as the dry run showed. */
export async function recheckStagedPrices(tx: Queryable, companyId: string, rows: readonly RowPrices[]): Promise<{ checked: Map<number, Array<{ staged: StagedPrice; write: PriceWrite }>>; blocked: Set<number> }> {
  const blocked = new Set<number>();
  const checked = new Map<number, Array<{ staged: StagedPrice; write: PriceWrite }>>();
  const withPrices = rows.filter((row) => row.prices.length > 0);
  if (withPrices.length === 0) return { checked, blocked };
  const current = new Map((await lockPrices(tx, companyId, withPrices.flatMap((row) => row.prices.flatMap((price) => (price.storedId === null ? [] : [price.storedId]))))).map((price) => [price.id, price]));
  const candidates = withPrices.flatMap((row) =>
    row.prices.map((staged) => {
      const stored = staged.storedId === null ? null : (current.get(staged.storedId) ?? null);
      const moved = staged.before !== null && (stored === null || !samePrice(priceSnapshot(storedWrite(stored), stored.id, ''), staged.before));
      if (moved) blocked.add(row.line);
      const draft: PriceDraft = { ...staged.write, product_id: row.productId ?? 0 };
      return { row, staged, candidate: { draft, stored, newProduct: row.productId === null } };
    }),
  );
  const checks = await checkPriceCandidates(tx, companyId, candidates.map(({ candidate }) => candidate));
  candidates.forEach(({ row, staged }, index) => {
    const check = checks[index]!;
    if ('refusal' in check) blocked.add(row.line);
    else checked.set(row.line, [...(checked.get(row.line) ?? []), { staged, write: check.write }]);
  });
  for (const line of blocked) checked.delete(line);
  return { checked, blocked };
}

/**
 * Writes the checked prices of the rows the launch wrote (their product ids known now). Answers
 * the rows whose journal changed: a created price's id goes into its `after`, for the rollback.
 */
export async function writeStagedPrices(
  tx: Queryable,
  companyId: string,
  rows: ReadonlyArray<{ line: number; productId: number; changes: Record<string, [unknown, unknown]>; prices: ReadonlyArray<{ staged: StagedPrice; write: PriceWrite }> }>,
): Promise<Map<number, Record<string, [unknown, unknown]>>> {
  const rewritten = new Map<number, Record<string, [unknown, unknown]>>();
  for (const row of rows) {
    for (const { staged, write } of row.prices) {
      const id = await writeCheckedPrice(tx, companyId, { ...write, product_id: row.productId }, staged.storedId);
      const key = `${priceChangePrefix}${staged.key}`;
      const [before, after] = row.changes[key] ?? [staged.before, null];
      const listName = (after as PriceSnapshot | null)?.price_list_name ?? '';
      row.changes[key] = [before, priceSnapshot(write, id, listName)];
      rewritten.set(row.line, row.changes);
    }
  }
  return rewritten;
}

type JournalPrice = { before: PriceSnapshot | null; after: PriceSnapshot };

function journalPrices(changes: Readonly<Record<string, [unknown, unknown]>>): JournalPrice[] {
  return Object.entries(changes).flatMap(([key, [before, after]]) => (key.startsWith(priceChangePrefix) && after !== null && typeof after === 'object' ? [{ before: before as PriceSnapshot | null, after: after as PriceSnapshot }] : []));
}

/**
 * The rollback of the rows' prices: each price must still be as the launch wrote it and its old
 * state must pass the prices module's checks again, else the whole row is left (`skipped`). Answers
 * the lines it could not undo; the others' prices are restored or deleted.
 */
export async function undoRowPrices(tx: Queryable, companyId: string, rows: ReadonlyArray<{ line: number; productId: number; changes: Record<string, [unknown, unknown]> }>): Promise<Set<number>> {
  const left = new Set<number>();
  const withPrices = rows.map((row) => ({ row, prices: journalPrices(row.changes) })).filter(({ prices }) => prices.length > 0);
  if (withPrices.length === 0) return left;
  const current = new Map((await lockPrices(tx, companyId, withPrices.flatMap(({ prices }) => prices.flatMap(({ after }) => (after.id === null ? [] : [after.id]))))).map((price) => [price.id, price]));
  type Restore = { line: number; id: number; before: PriceDraft | null; stored: PriceRow };
  const restores: Restore[] = [];
  for (const { row, prices } of withPrices) {
    for (const { before, after } of prices) {
      const stored = after.id === null ? undefined : current.get(after.id);
      if (stored === undefined || !samePrice(priceSnapshot(storedWrite(stored), stored.id, ''), after)) {
        left.add(row.line);
        continue;
      }
      // The old attribute values whole: an attribute the launch added is cleared (a draft's missing id would keep it).
      const cleared = Object.fromEntries(Object.keys(stored.attribute_values).map((id) => [id, null]));
      const draft = before === null ? null : (({ id: _id, price_list_name: _name, ...fields }) => ({ ...fields, attribute_values: { ...cleared, ...fields.attribute_values }, product_id: row.productId }))(before);
      restores.push({ line: row.line, id: stored.id, before: draft, stored });
    }
  }
  const toCheck = restores.filter((restore) => restore.before !== null);
  const checks = await checkPriceCandidates(tx, companyId, toCheck.map((restore) => ({ draft: restore.before!, stored: restore.stored })));
  const writes = new Map<Restore, PriceWrite>();
  toCheck.forEach((restore, index) => {
    const check = checks[index]!;
    if ('refusal' in check) left.add(restore.line);
    else writes.set(restore, check.write);
  });
  const deleted: number[] = [];
  for (const restore of restores) {
    if (left.has(restore.line)) continue;
    const write = writes.get(restore);
    if (write === undefined) deleted.push(restore.id);
    else await writeCheckedPrice(tx, companyId, write, restore.id);
  }
  if (deleted.length > 0) await deletePriceRows(tx, companyId, deleted);
  return left;
}
