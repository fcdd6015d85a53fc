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

  it('keeps only the columns of attributes the user may read, in their order', () => {
    expect(readableColumns(['attribute:7', 'attribute:3', 'attribute:9'], [{ id: 3 }, { id: 7 }])).toEqual(['attribute:7', 'attribute:3']);
    expect(readableColumns(['attribute:7'], [])).toEqual([]);
  });
});
