import type { ValueRules } from './definition.ts';
import { validateAttributeValue } from './value-validation.ts';

const rules = (overrides: Partial<ValueRules>): ValueRules => ({
  type: 'text',
  unit_type: null,
  unit: null,
  min: null,
  max: null,
  max_length: null,
  localizable: false,
  choices: [],
  computed: false,
  ...overrides,
});
const options = { languages: ['en', 'fr'] };
const codes = (attribute: ValueRules, value: unknown) => {
  const result = validateAttributeValue(attribute, value, options);
  return result.ok ? 'ok' : result.errors.map((error) => error.code);
};
const stored = (attribute: ValueRules, value: unknown) => {
  const result = validateAttributeValue(attribute, value, options);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

describe('attribute value validation', () => {
  it('checks the type of each attribute type', () => {
    const cases: [ValueRules['type'], unknown, unknown][] = [
      ['text', 'Lamp', 12],
      ['long_text', 'Long\ntext', false],
      ['integer', 12, 1.5],
      ['decimal', 1.5, '1.5'],
      ['boolean', true, 'true'],
      ['date', '2024-02-29', '2023-02-29'],
      ['time', '23:59', '24:00'],
      ['url', 'https://example.com/a', 'example.com'],
      ['url_list', ['https://a.example', 'http://b.example'], ['https://a.example', 'nope']],
      ['email', 'buyer@example.com', 'buyer@'],
      ['object_link', 3, -3],
      ['range', { min: 1, max: 2 }, { min: 1 }],
    ];
    const expected: Record<string, string> = {
      text: 'attribute.value.not_a_string',
      long_text: 'attribute.value.not_a_string',
      integer: 'attribute.value.not_an_integer',
      decimal: 'attribute.value.not_a_number',
      boolean: 'attribute.value.not_a_boolean',
      date: 'attribute.value.not_a_date',
      time: 'attribute.value.not_a_time',
      url: 'attribute.value.not_a_url',
      url_list: 'attribute.value.not_a_url',
      email: 'attribute.value.not_an_email',
      object_link: 'attribute.value.not_an_object',
      range: 'attribute.value.not_a_range',
    };
    for (const [type, good, bad] of cases) {
      expect([type, codes(rules({ type }), good)]).toEqual([type, 'ok']);
      expect([type, codes(rules({ type }), bad)]).toEqual([type, [expected[type]]]);
    }
  });

  it('checks choices, min, max, max length and the range order', () => {
    const colour = rules({ type: 'dropdown', choices: [{ code: 'red', labels: {} }, { code: 'blue', labels: {} }] });
    expect(codes(colour, 'red')).toBe('ok');
    expect(codes(colour, 'green')).toEqual(['attribute.value.unknown_choice']);
    const finishes = rules({ type: 'multi_dropdown', choices: colour.choices });
    expect(codes(finishes, ['red', 'blue'])).toBe('ok');
    expect(codes(finishes, ['red', 'red'])).toEqual(['attribute.value.duplicate_choice']);
    expect(codes(finishes, 'red')).toEqual(['attribute.value.not_a_list']);
    const stock = rules({ type: 'integer', min: 0, max: 10 });
    expect(codes(stock, -1)).toEqual(['attribute.value.below_minimum']);
    expect(codes(stock, 11)).toEqual(['attribute.value.above_maximum']);
    expect(codes(stock, 10)).toBe('ok');
    expect(codes(rules({ type: 'text', max_length: 3 }), 'abcd')).toEqual(['attribute.value.too_long']);
    expect(codes(rules({ type: 'text' }), 'x'.repeat(256))).toEqual(['attribute.value.too_long']);
    expect(codes(rules({ type: 'range' }), { min: 2, max: 2 })).toEqual(['attribute.value.range_max_not_above_min']);
    expect(codes(rules({ type: 'range', min: 0, max: 5 }), { min: 1, max: 6 })).toEqual(['attribute.value.above_maximum']);
  });

  it('converts a value given in another unit of the same type, and refuses a foreign or unknown unit', () => {
    const length = rules({ type: 'decimal', unit_type: 'length', unit: 'mm' });
    expect(stored(length, { value: 2.5, unit: 'cm' })).toBe(25);
    expect(stored(length, 7)).toBe(7);
    expect(codes(length, { value: 1, unit: 'kg' })).toEqual(['attribute.value.unit_wrong_type']);
    expect(codes(length, { value: 1, unit: 'parsec' })).toEqual(['attribute.value.unit_unknown']);
    expect(codes(rules({ type: 'decimal' }), { value: 1, unit: 'mm' })).toEqual(['attribute.value.unit_not_expected']);
    const temperature = rules({ type: 'decimal', unit_type: 'temperature', unit: 'degC' });
    expect(stored(temperature, { value: 212, unit: 'degF' })).toBe(100);
    const rounded = rules({ type: 'integer', unit_type: 'mass', unit: 'g', max: 1000 });
    expect(stored(rounded, { value: 0.0125, unit: 'kg' })).toBe(13);
    expect(codes(rounded, { value: 2, unit: 'kg' })).toEqual(['attribute.value.above_maximum']);
    expect(stored(rules({ type: 'range', unit_type: 'voltage', unit: 'V' }), { min: 0.1, max: 1, unit: 'kV' })).toEqual({ min: 100, max: 1000 });
  });

  it('wants one value per attribute language for a localizable attribute, and drops empty ones', () => {
    const title = rules({ type: 'text', localizable: true, max_length: 5 });
    expect(stored(title, { en: 'Lamp', fr: '' })).toEqual({ en: 'Lamp' });
    expect(stored(title, { en: '', fr: null })).toBeNull();
    expect(codes(title, 'Lamp')).toEqual(['attribute.value.not_localized']);
    const result = validateAttributeValue(title, { de: 'Lampe', fr: 'Lampadaire' }, options);
    expect(result).toEqual({
      ok: false,
      errors: [
        { code: 'attribute.value.unknown_language', params: { language: 'de' } },
        { code: 'attribute.value.too_long', params: { max: 5, language: 'fr' } },
      ],
    });
  });

  it('stores empty values as no value and refuses hand-written values of computed attributes', () => {
    expect(stored(rules({ type: 'text' }), '')).toBeNull();
    expect(stored(rules({ type: 'url_list' }), [])).toBeNull();
    expect(codes(rules({ type: 'decimal', computed: true }), 3)).toEqual(['attribute.value.computed']);
    expect(validateAttributeValue(rules({ type: 'decimal', computed: true }), 3, { ...options, computed: true })).toEqual({ ok: true, value: 3 });
  });
});
