import { attributeColumnsOf, readableColumns, toStoredColumns } from './listing-columns';

describe('listing columns kept on the server', () => {
  it('reads the server default (no choice yet) as no choice', () => {
    expect(attributeColumnsOf(['sku', 'name', 'status', 'model', 'categories', 'completion'])).toBeNull();
    expect(attributeColumnsOf(undefined)).toBeNull();
  });

  it('saves the identity columns, the chosen attributes in order, then updated', () => {
    expect(toStoredColumns('product', ['attribute:7', 'attribute:3', 'attribute:7'])).toEqual(['sku', 'name', 'status', 'model', 'attribute:7', 'attribute:3', 'updated']);
    expect(toStoredColumns('model', [])).toEqual(['reference', 'name', 'products_count', 'updated']);
  });

  it('reads back what it saved, an empty choice included', () => {
    expect(attributeColumnsOf(toStoredColumns('product', ['attribute:7', 'attribute:3']))).toEqual(['attribute:7', 'attribute:3']);
    expect(attributeColumnsOf(toStoredColumns('model', []))).toEqual([]);
  });

  it('keeps the completion columns picked on products, not on models', () => {
    expect(toStoredColumns('product', ['completion:4', 'attribute:7', 'completion'])).toEqual(['sku', 'name', 'status', 'model', 'completion:4', 'attribute:7', 'completion', 'updated']);
    expect(attributeColumnsOf(toStoredColumns('product', ['completion:4', 'attribute:7']))).toEqual(['completion:4', 'attribute:7']);
    expect(toStoredColumns('model', ['completion', 'attribute:7'])).toEqual(['reference', 'name', 'products_count', 'attribute:7', 'updated']);
  });

  it('keeps only the columns of attributes and clients the user may read, in their order', () => {
    expect(readableColumns(['completion:4', 'attribute:7', 'completion:5', 'completion'], [{ id: 7 }], [{ id: 5 }])).toEqual(['attribute:7', 'completion:5', 'completion']);
    expect(readableColumns(['attribute:7', 'attribute:3', 'attribute:9'], [{ id: 3 }, { id: 7 }])).toEqual(['attribute:7', 'attribute:3']);
    expect(readableColumns(['attribute:7'], [])).toEqual([]);
  });
});
