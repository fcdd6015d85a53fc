import { brokenNumberRules, numberRuleMessages } from './number-rules';

const decimal = { type: 'decimal' as const, min: null, max: 5000 };
const year = { type: 'integer' as const, min: 1800, max: null };

describe('the rules a typed number breaks', () => {
  it('keeps what was typed and names the rule: above the maximum, below the minimum, not whole', () => {
    expect(brokenNumberRules(decimal, 6000)).toEqual([{ rule: 'aboveMaximum', value: 6000, limit: 5000 }]);
    expect(brokenNumberRules(year, 1700)).toEqual([{ rule: 'belowMinimum', value: 1700, limit: 1800 }]);
    expect(brokenNumberRules(year, 12.5)).toEqual([{ rule: 'notInteger', value: 12.5 }]);
  });

  it('is none within the rules, for no value, or for another type', () => {
    expect(brokenNumberRules(decimal, 5000)).toEqual([]);
    expect(brokenNumberRules(year, null)).toEqual([]);
    expect(brokenNumberRules({ type: 'text', min: null, max: 1 }, 'long text')).toEqual([]);
  });

  it('checks each language of a multilingual number', () => {
    expect(brokenNumberRules(decimal, { en: 10, fr: 6000 })).toEqual([{ rule: 'aboveMaximum', value: 6000, limit: 5000 }]);
  });
});

it('writes the numbers the interface language’s way', () => {
  const t = (key: string, params: Record<string, string>) => `${key} ${params.value} ${params.limit}`;
  expect(numberRuleMessages([{ rule: 'aboveMaximum', value: 6000.5, limit: 5000 }], t, 'fr')).toEqual(['values.aboveMaximum 6\u202f000,5 5\u202f000']);
  expect(numberRuleMessages([{ rule: 'aboveMaximum', value: 6000.5, limit: 5000 }], t, 'en')).toEqual(['values.aboveMaximum 6,000.5 5,000']);
});
