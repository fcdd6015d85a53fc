import { countDeltas } from './count-deltas.ts';

describe('countDeltas', () => {
  it('moves a changed figure from its old percentage to its new one, per stripe and language', () => {
    const before = { required: 3, met: 1, languages: { en: [2, 1] as [number, number], fr: [2, 0] as [number, number] }, gaps: [2, 5] };
    const after = { required: 3, met: 3, languages: { en: [2, 2] as [number, number], fr: [2, 2] as [number, number] }, gaps: [] };
    expect(countDeltas([{ productId: 17, scopeId: 0, before, after }])).toEqual({
      percents: [
        { scopeId: 0, percent: 33, stripe: 1, products: -1 },
        { scopeId: 0, percent: 100, stripe: 1, products: 1 },
      ],
      languages: [
        { scopeId: 0, language: 'en', stripe: 1, products: 0, percentSum: 50 },
        { scopeId: 0, language: 'fr', stripe: 1, products: 0, percentSum: 100 },
      ],
      // The attributes it missed are missed by one figure fewer.
      gaps: [
        { scopeId: 0, attributeId: 2, stripe: 1, products: -1 },
        { scopeId: 0, attributeId: 5, stripe: 1, products: -1 },
      ],
    });
  });

  it('leaves out moves that cancel, and counts a row gone and a row new', () => {
    const half = { required: 2, met: 1, languages: {}, gaps: [4] };
    expect(
      countDeltas([
        { productId: 1, scopeId: 5, before: half },
        { productId: 33, scopeId: 5, after: half },
        { productId: 2, scopeId: 0, after: { required: 0, met: 0, languages: {}, gaps: [] } },
      ]),
    ).toEqual({
      percents: [{ scopeId: 0, percent: 100, stripe: 2, products: 1 }],
      languages: [],
      gaps: [],
    });
  });
});
