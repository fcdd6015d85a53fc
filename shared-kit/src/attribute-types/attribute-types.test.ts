import { attributeTypeSchema } from '../contracts/attributes.ts';
import { attributeTypeModules, formatAttributeValue, operatorTakesList, operatorTakesNoValue } from './index.ts';

const context = { language: 'en', yes: 'Yes', no: 'No', choiceLabel: (code: string) => ({ red: 'Red' })[code] ?? code };

describe('attribute type modules', () => {
  it('has one module per attribute type, each naming its own type', () => {
    for (const type of attributeTypeSchema.options) expect(attributeTypeModules[type].type).toBe(type);
  });

  it('offers operators that fit the index table of the type', () => {
    const byTable = { text: ['contains', 'starts_with'], number: ['gt', 'between'], date: ['gt', 'between'] } as const;
    for (const module of Object.values(attributeTypeModules)) {
      if (module.indexTable !== 'text') expect(module.filterOperators).not.toContain('contains');
      if (module.indexTable === 'text') expect(module.filterOperators).not.toContain('between');
      if (module.valueKind === 'text') expect(module.filterOperators).toEqual(expect.arrayContaining([...byTable.text]));
      if (module.valueKind === 'number') expect(module.filterOperators).toEqual(expect.arrayContaining([...byTable.number, 'among']));
    }
    expect(attributeTypeModules.date.filterOperators).not.toContain('among');
    expect(attributeTypeModules.dropdown.filterOperators).not.toContain('contains');
  });

  it('filters booleans on the whole value only, with true or false', () => {
    const boolean = attributeTypeModules.boolean;
    expect(boolean.filterOperators).toEqual(['equals', 'not_equals', 'empty', 'not_empty']);
    expect([boolean.filterText(true), boolean.filterText('false'), boolean.filterText('yes'), boolean.filterText(1)]).toEqual(['true', 'false', null, null]);
  });

  it('refuses filter values that cannot be of the type', () => {
    expect(attributeTypeModules.decimal.filterText('12.5')).toBe('12.5');
    expect(attributeTypeModules.decimal.filterText('heavy')).toBeNull();
    expect(attributeTypeModules.integer.filterText('')).toBeNull();
    expect(attributeTypeModules.date.filterText('2026-02-30')).toBeNull();
    expect(attributeTypeModules.date.filterText('2026-02-28')).toBe('2026-02-28');
  });

  it('reads values written as text, and says why a text is not one', () => {
    const parse = (type: keyof typeof attributeTypeModules, text: string) => attributeTypeModules[type].parse(text);
    expect(parse('integer', ' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parse('integer', '12.5')).toEqual({ ok: false, code: 'attribute.value.not_an_integer' });
    expect(parse('decimal', '1250,5')).toEqual({ ok: true, value: 1250.5 });
    expect(parse('decimal', 'heavy')).toEqual({ ok: false, code: 'attribute.value.not_a_number' });
    expect(parse('boolean', 'TRUE')).toEqual({ ok: true, value: true });
    expect(parse('boolean', 'yes')).toEqual({ ok: false, code: 'attribute.value.not_a_boolean' });
    expect(parse('date', '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parse('date', '2023-02-29')).toEqual({ ok: false, code: 'attribute.value.not_a_date' });
    expect(parse('url_list', 'https://a.example\nhttps://b.example|https://c.example')).toEqual({ ok: true, value: ['https://a.example', 'https://b.example', 'https://c.example'] });
    expect(parse('multi_dropdown', 'red|blue')).toEqual({ ok: true, value: ['red', 'blue'] });
    expect(parse('range', '-10|40')).toEqual({ ok: true, value: { min: -10, max: 40 } });
    expect(parse('range', '40|10')).toEqual({ ok: false, code: 'attribute.value.range_max_not_above_min' });
    expect(parse('email', 'buyer@example.com')).toEqual({ ok: true, value: 'buyer@example.com' });
    expect(parse('text', '   ')).toEqual({ ok: true, value: null });
  });

  it('formats values, localized ones in the interface language first', () => {
    expect(formatAttributeValue(['red', 'blue'], { type: 'multi_dropdown', localizable: false }, context)).toBe('Red, blue');
    expect(formatAttributeValue({ en: 'Drill' }, { type: 'text', localizable: true }, { ...context, language: 'fr' })).toBe('Drill (EN)');
    expect(formatAttributeValue(1250.5, { type: 'decimal', localizable: false }, { ...context, unitSymbol: 'g' })).toBe('1,250.5 g');
    expect(formatAttributeValue(false, { type: 'boolean', localizable: false }, context)).toBe('No');
  });

  it('tells which operators take no value and which a list', () => {
    expect([operatorTakesNoValue('empty'), operatorTakesNoValue('equals'), operatorTakesList('among'), operatorTakesList('between')]).toEqual([true, false, true, false]);
  });
});
