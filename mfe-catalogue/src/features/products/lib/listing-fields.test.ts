import type { AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';
import { listingFields } from './listing-fields';

const attribute = (id: number, type: AttributeIdLabel['type']): AttributeIdLabel => ({ id, code: `a${id}`, type, labels: { en: `A${id}` } });

describe('listing fields and operators per type', () => {
  it('gives an attribute field the operators and value kind of its type module', () => {
    const fields = listingFields('product', [attribute(1, 'text'), attribute(2, 'decimal'), attribute(3, 'date'), attribute(4, 'boolean'), attribute(5, 'dropdown')]);
    const of = (id: number) => fields.find((field) => field.field === `attribute:${id}`)!;
    expect(of(1).operators).toContain('contains');
    expect(of(1).operators).not.toContain('between');
    expect([of(2).kind, of(2).operators]).toEqual(['number', expect.arrayContaining(['between', 'gt', 'among'])]);
    expect(of(3).operators).not.toContain('among');
    expect([of(4).kind, of(4).operators]).toEqual(['boolean', ['equals', 'not_equals', 'empty', 'not_empty']]);
    expect([of(5).kind, of(5).operators.includes('contains')]).toEqual(['choice', false]);
  });

  it('lists built-in columns first, then attributes as attribute:<id>; multi-valued ones are not sortable', () => {
    const fields = listingFields('product', [attribute(4, 'text'), attribute(9, 'url_list')]);
    expect(fields.slice(0, 3).map((field) => field.field)).toEqual(['sku', 'name', 'status']);
    expect(fields.find((field) => field.field === 'attribute:4')?.sortable).toBe(true);
    expect(fields.find((field) => field.field === 'attribute:9')?.sortable).toBe(false);
    expect(listingFields('model', []).map((field) => field.field)).toEqual(['reference', 'name', 'created', 'updated']);
  });
});
