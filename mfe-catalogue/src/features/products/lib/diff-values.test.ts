import { changedValues } from './diff-values';

describe('changed values of a product', () => {
  it('keeps only the values that differ, a cleared one as null', () => {
    expect(changedValues({ '1': 'a', '2': { en: 'x' }, '3': 5 }, { '1': 'a', '2': { en: 'y' }, '3': null, '4': true })).toEqual({ '2': { en: 'y' }, '3': null, '4': true });
  });

  it('sees nothing to save when a value is set back to what was read', () => {
    expect(changedValues({ '1': ['u'] }, { '1': ['u'] })).toEqual({});
  });
});
