import type { ColumnOrderTuning } from './column-order.ts';
import { pageInColumnOrder } from './column-order.ts';
import { idSetOf } from './id-sets.ts';
import { textColumnOf, withChanges } from './text-match.ts';

/** A repeatable pseudo-random sequence, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('listing pages in a column’s order', () => {
  // A column as the database sends it: values in the sort's order, ids in any order.
  const next = random(11);
  const ids = Array.from({ length: 3_000 }, (_, i) => i + 1).sort(() => next() - 0.5);
  const column = textColumnOf(ids.map((id, position) => [id, `value ${String(position).padStart(5, '0')}`]))!;
  const orderOf = new Map(ids.map((id, position) => [id, position]));

  /** Every page of `limit` through the candidates, the cursor being the last id of each page. */
  const pages = (candidates: Uint32Array, descending: boolean, tuning: ColumnOrderTuning) => {
    const seen: number[] = [];
    let after: number | null = null;
    for (let guard = 0; guard < 1_000; guard += 1) {
      const page = pageInColumnOrder(column, candidates, after, descending, 7, tuning);
      if (page === null) return null;
      expect(page.toOrder).toBe(false);
      seen.push(...page.ids);
      if (page.ids.length < 7) return seen;
      after = page.ids.at(-1)!;
    }
    throw new Error('too many pages');
  };

  it('gives the candidates in the column’s order, ranked at once or walked, both ways', () => {
    for (const share of [0.002, 0.05, 0.5, 1]) {
      const candidates = idSetOf(ids.filter(() => next() < share));
      const expected = [...candidates].sort((a, b) => orderOf.get(a)! - orderOf.get(b)!);
      for (const tuning of [{ rankLimit: 1_000_000, walkLimit: 0, writtenLimit: 10 }, { rankLimit: 0, walkLimit: 1_000_000, writtenLimit: 10 }]) {
        expect([share, tuning, pages(candidates, false, tuning)]).toEqual([share, tuning, expected]);
        expect([share, tuning, pages(candidates, true, tuning)]).toEqual([share, tuning, [...expected].reverse()]);
      }
    }
  });

  it('hands the database the page’s rows with the candidates written since the column was read, to order them', () => {
    const written = withChanges(column, new Map([[ids[20]!, ['new value']], [ids[25]!, []]]));
    for (const tuning of [{ rankLimit: 1_000_000, walkLimit: 0, writtenLimit: 10 }, { rankLimit: 0, walkLimit: 1_000_000, writtenLimit: 10 }]) {
      const candidates = idSetOf([ids[40]!, ids[30]!, ids[20]!, ids[10]!]);
      // The unwritten in the column's order (a page of 2), then the written one: the database orders them.
      expect(pageInColumnOrder(written, candidates, null, false, 2, tuning)).toEqual({ ids: [ids[10], ids[30], ids[20]], toOrder: true });
      expect(pageInColumnOrder(written, candidates, ids[30]!, false, 2, tuning)).toEqual({ ids: [ids[40], ids[20]], toOrder: true });
      expect(pageInColumnOrder(written, candidates, null, true, 2, tuning)).toEqual({ ids: [ids[40], ids[30], ids[20]], toOrder: true });
      // None written among these: the page as it is.
      expect(pageInColumnOrder(written, idSetOf([ids[40]!, ids[30]!]), null, false, 7, tuning)).toEqual({ ids: [ids[30], ids[40]], toOrder: false });
      // The cursor's product written: its place is unknown.
      expect(pageInColumnOrder(written, idSetOf([ids[30]!]), ids[20]!, false, 7, tuning)).toBeNull();
      // More written candidates than the database is handed.
      expect(pageInColumnOrder(written, candidates, null, false, 2, { ...tuning, writtenLimit: 0 })).toBeNull();
    }
  });

  it('leaves the page to the database when a walk finds the matches too sparse, or when the column cannot rank them', () => {
    const sparse = idSetOf([ids[10]!, ids[2_500]!]);
    expect(pageInColumnOrder(column, sparse, null, false, 7, { rankLimit: 0, walkLimit: 100, writtenLimit: 10 })).toBeNull();
    expect(pageInColumnOrder(column, sparse, null, false, 7, { rankLimit: 0, walkLimit: 3_000, writtenLimit: 10 })).toEqual({ ids: [ids[10], ids[2_500]], toOrder: false });
    // A candidate the column never held (created since it was read, not heard of yet).
    for (const tuning of [{ rankLimit: 1_000_000, walkLimit: 0, writtenLimit: 10 }, { rankLimit: 0, walkLimit: 1_000_000, writtenLimit: 10 }]) {
      expect(pageInColumnOrder(column, idSetOf([ids[30]!, 9_999]), null, false, 7, tuning)).toBeNull();
    }
  });
});
