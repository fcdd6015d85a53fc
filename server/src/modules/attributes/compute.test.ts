import { checkFormula } from '@pimento/shared-kit/formulas/type-check';
import { computeDerivedValues } from './compute.ts';
import type { AttributeDefinition } from './definition.ts';

let nextId = 1;
function attribute(code: string, type: AttributeDefinition['type'], extra: Partial<AttributeDefinition> = {}): AttributeDefinition {
  return {
    id: nextId++, code, type, labels: { en: code }, group_id: 1, section_id: 1, position: 0, unit_type: null, unit: null, min: null, max: null,
    max_length: null, localizable: false, unique: false, choices: [], choice_list_id: null, object_type_id: null, suggestions: [],
    default_value: null, formula: null, formula_ast: null, formula_inputs: [], computed: false, set_ids: [], user_groups: [],
    version: 1, created: '', updated: '', ...extra,
  };
}

/** A computed attribute, its formula checked against `others` like the service does. */
function computed(code: string, type: AttributeDefinition['type'], formula: string, others: AttributeDefinition[], extra: Partial<AttributeDefinition> = {}) {
  const byCode = new Map(others.map((other) => [other.code.toLowerCase(), other]));
  const check = checkFormula(formula, { code, type, localizable: extra.localizable ?? false }, (input) => byCode.get(input.toLowerCase()));
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return attribute(code, type, { formula, formula_ast: check.ast, formula_inputs: check.inputs, computed: true, ...extra });
}

describe('computeDerivedValues', () => {
  const price = attribute('price', 'decimal');
  const quantity = attribute('quantity', 'integer');
  const name = attribute('name', 'text', { localizable: true });
  // Declared before its input: the order comes from the formulas, not the list.
  const withTax = computed('with_tax', 'decimal', 'ROUND({total} * 1.2, 2)', [attribute('total', 'decimal')]);
  const total = computed('total', 'decimal', '{price} * {quantity}', [price, quantity]);
  const withTaxFixed = { ...withTax, formula_inputs: ['total'] };
  const label = computed('label', 'text', 'UPPER({name}) & " x" & {quantity}', [name, quantity], { localizable: true, max_length: 12 });
  const rounded = computed('rounded', 'integer', '{price} / 3', [price]);
  const attributes = [withTaxFixed, price, quantity, name, total, label, rounded];

  it('recomputes every computed attribute in dependency order, per language when localizable', () => {
    const values = { [price.id]: 2.5, [quantity.id]: 4, [name.id]: { en: 'lamp', fr: 'lampe' } };
    const result = computeDerivedValues(attributes, values, { languages: ['en', 'fr'] });
    expect(result).toEqual({
      ...values,
      [total.id]: 10,
      [withTaxFixed.id]: 12,
      [label.id]: { en: 'LAMP x4', fr: 'LAMPE x4' },
      [rounded.id]: 1,
    });
    expect(values).not.toHaveProperty(String(total.id));
  });

  it('clears a computed value whose inputs are empty or whose result breaks its rules', () => {
    const before = { [price.id]: 2.5, [total.id]: 99, [withTaxFixed.id]: 1, [name.id]: { en: 'a very long lamp name' }, [quantity.id]: 1 };
    const result = computeDerivedValues(attributes, { ...before, [quantity.id]: undefined }, { languages: ['en'] });
    expect(result).not.toHaveProperty(String(total.id));
    expect(result).not.toHaveProperty(String(withTaxFixed.id));
    const tooLong = computeDerivedValues(attributes, before, { languages: ['en'] });
    expect(tooLong).not.toHaveProperty(String(label.id));
  });
});
