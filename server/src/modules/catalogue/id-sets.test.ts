import { hasId, idSetOf, idSetOfList, intersectIdSets, unionIdSets } from './id-sets.ts';

/** A repeatable pseudo-random sequence, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('product id sets', () => {
  it('sorts and removes duplicates (a product appears once per language or list item)', () => {
    expect([...idSetOf([5, 3, 5, 1, 3, 9])]).toEqual([1, 3, 5, 9]);
    expect([...idSetOf([])]).toEqual([]);
    // Numeric order, not text order.
    expect([...idSetOf([100, 20, 3])]).toEqual([3, 20, 100]);
  });

  it('parses the comma-separated list a source is read as, refusing what is not a 32-bit id', () => {
    const parsed = idSetOfList('40,7,40,1234567,0');
    expect(parsed && { ids: [...parsed.ids], entries: parsed.entries }).toEqual({ ids: [0, 7, 40, 1_234_567], entries: 5 });
    expect(idSetOfList('')).toEqual({ ids: new Uint32Array(0), entries: 0 });
    expect(idSetOfList('1,,2')).toBeNull();
    expect(idSetOfList('1,-2')).toBeNull();
    expect(idSetOfList('4294967296')).toBeNull();
    expect(idSetOfList('4294967295')?.ids[0]).toBe(4_294_967_295);
  });

  it('intersects sets of very different sizes like a naive intersection', () => {
    const next = random(42);
    for (let round = 0; round < 30; round += 1) {
      const sizes = [1 + Math.floor(next() * 20), 1 + Math.floor(next() * 5_000), 1 + Math.floor(next() * 50_000)].slice(0, 1 + (round % 3));
      const sets = sizes.map((size) => idSetOf(Array.from({ length: size }, () => Math.floor(next() * 60_000))));
      const expected = [...sets[0]!].filter((id) => sets.every((set) => set.includes(id)));
      expect([...intersectIdSets(sets)]).toEqual(expected);
    }
  });

  it('answers the same intersection of the same sets without computing it again', () => {
    const a = idSetOf([1, 2, 3, 4]);
    const b = idSetOf([2, 4, 6]);
    const first = intersectIdSets([a, b]);
    expect([...first]).toEqual([2, 4]);
    expect(intersectIdSets([a, b])).toBe(first);
    // Other sets with the same ids are other objects: computed again, same answer.
    expect(intersectIdSets([a, idSetOf([2, 4, 6])])).not.toBe(first);
  });

  it('unites sets of very different sizes like a naive union, and remembers the union of the same sets', () => {
    const next = random(7);
    for (let round = 0; round < 30; round += 1) {
      const sizes = [Math.floor(next() * 20), 1 + Math.floor(next() * 5_000), 1 + Math.floor(next() * 50_000)].slice(0, 1 + (round % 3));
      const sets = sizes.map((size) => idSetOf(Array.from({ length: size }, () => Math.floor(next() * 60_000))));
      expect([...unionIdSets(sets)]).toEqual([...idSetOf(sets.flatMap((set) => [...set]))]);
    }
    const a = idSetOf([1, 3]);
    const b = idSetOf([2, 3, 9]);
    const first = unionIdSets([a, b]);
    expect([...first]).toEqual([1, 2, 3, 9]);
    expect(unionIdSets([a, b])).toBe(first);
    expect([...unionIdSets([a, new Uint32Array(0)])]).toEqual([1, 3]);
  });

  it('tests membership', () => {
    const set = idSetOf([10, 20, 30, 40_000]);
    expect([10, 20, 30, 40_000].every((id) => hasId(set, id))).toBe(true);
    expect([0, 11, 39_999, 40_001].some((id) => hasId(set, id))).toBe(false);
  });
});
