import type { CompletionModel, CountedAttribute, RuleDemand } from './model.ts';
import { percentOf, productFigures, productPoints } from './model.ts';

const power: CountedAttribute = { id: 1, type: 'decimal', localizable: false };
const title: CountedAttribute = { id: 2, type: 'text', localizable: true };
const computedId = 3;

const demand = (id: number, attributes: RuleDemand['attributes'], extra: Partial<RuleDemand> = {}): RuleDemand => ({
  rule: { id, name: `Rule ${id}`, message: {} },
  operator: 'mandatory',
  value: null,
  attributes,
  language: null,
  clientIds: null,
  ...extra,
});

const rulesModel = (demands: RuleDemand[]): CompletionModel => ({
  method: 'rules',
  languages: ['en', 'fr'],
  clientIds: [10, 20],
  demands,
  filledAttributes: new Map(),
  readAttributeIds: null,
});

describe('completion model', () => {
  it('rounds down, and a product asked nothing is complete', () => {
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(0, 0)).toBe(100);
  });

  it('counts a rule for every client unless it names some, and a localizable attribute in each language', () => {
    const model = rulesModel([demand(1, [power]), demand(2, [title], { clientIds: [20] }), demand(3, [power], { operator: 'max', value: 50 })]);
    const facts = { id: 7, applies: [true, true, true], receives: [true, true], values: { 1: 80, 2: { en: 'Lamp' } } };
    const figures = productFigures(model, facts);
    // Overall: power filled (met), title en (met) and fr (missed), power ≤ 50 (missed).
    expect(figures.map((row) => [row.scopeId, row.required, row.met, row.percent, row.languages])).toEqual([
      [0, 4, 2, 50, { en: [3, 2], fr: [3, 1] }],
      [10, 2, 1, 50, { en: [2, 1], fr: [2, 1] }],
      [20, 4, 2, 50, { en: [3, 2], fr: [3, 1] }],
    ]);
    const missed = [...productPoints(model, facts)].map(([scope, points]) => [scope, points.filter((point) => !point.met).map((point) => [point.demand?.rule.id, point.language])]);
    expect(missed).toEqual([
      [0, [[2, 'fr'], [3, null]]],
      [10, [[3, null]]],
      [20, [[2, 'fr'], [3, null]]],
    ]);
  });

  it('counts nothing of a rule that does not apply, and no client that does not receive the product', () => {
    const model = rulesModel([demand(1, [power])]);
    expect(productFigures(model, { id: 7, applies: [false], receives: [false, true], values: {} }).map((row) => [row.scopeId, row.required, row.percent])).toEqual([
      [0, 0, 100],
      [20, 0, 100],
    ]);
  });

  it('under filled, counts the values the product has against every attribute a user fills', () => {
    const model: CompletionModel = {
      ...rulesModel([]),
      method: 'filled',
      filledAttributes: new Map([
        [power.id, power],
        [title.id, title],
      ]),
    };
    const facts = { id: 7, applies: [], receives: [false, true], values: { 1: 80, 2: { en: 'Lamp', fr: '' }, [computedId]: 'x' } };
    expect(productFigures(model, facts).map((row) => [row.scopeId, row.required, row.met, row.percent, row.languages])).toEqual([
      [0, 3, 2, 66, { en: [2, 2], fr: [2, 1] }],
      [20, 3, 2, 66, { en: [2, 2], fr: [2, 1] }],
    ]);
    // The explained points give the same figures as the fast count.
    const points = productPoints(model, facts).get(0)!;
    expect([points.length, points.filter((point) => point.met).length]).toEqual([3, 2]);
  });
});
