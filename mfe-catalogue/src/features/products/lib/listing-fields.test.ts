import type { AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';
import { listingFields, operatorTakesList, operatorTakesNoValue, operatorsForType } from './listing-fields';

const attribute = (id: number, type: AttributeIdLabel['type']): AttributeIdLabel => ({ id, code: `a${id}`, type, labels: { en: `A${id}` } });

describe('listing fields and operators per type', () => {
  it('offers contains on text but between only on numbers and dates', () => {
    expect(operatorsForType('text')).toContain('contains');
    expect(operatorsForType('text')).not.toContain('between');
    expect(operatorsForType('decimal')).toEqual(expect.arrayContaining(['between', 'gt', 'among']));
    expect(operatorsForType('date')).toContain('between');
    expect(operatorsForType('date')).not.toContain('among');
    expect(operatorsForType('boolean')).toEqual(['equals', 'empty', 'not_empty']);
  });

  it('lists built-in columns first, then attributes as attribute:<id>; multi-valued ones are not sortable', () => {
    const fields = listingFields('product', [attribute(4, 'text'), attribute(9, 'url_list')]);
    expect(fields.slice(0, 3).map((field) => field.field)).toEqual(['sku', 'name', 'status']);
    expect(fields.find((field) => field.field === 'attribute:4')?.sortable).toBe(true);
    expect(fields.find((field) => field.field === 'attribute:9')?.sortable).toBe(false);
    expect(listingFields('model', []).map((field) => field.field)).toEqual(['reference', 'name', 'created', 'updated']);
  });

  it('knows which operators take no value or a list', () => {
    expect(operatorTakesNoValue('empty')).toBe(true);
    expect(operatorTakesNoValue('equals')).toBe(false);
    expect(operatorTakesList('among')).toBe(true);
  });
});
