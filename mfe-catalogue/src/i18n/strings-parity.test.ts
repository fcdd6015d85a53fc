import { attributesStrings } from './attributes-strings';
import { categoriesStrings } from './categories-strings';
import { commonStrings } from './common-strings';
import { completionStrings } from './completion-strings';
import { objectsStrings } from './objects-strings';
import { pagesStrings } from './pages-strings';
import { productAssetsStrings } from './product-assets-strings';
import { productsStrings } from './products-strings';
import { pricesStrings } from './prices-strings';
import { quickExportStrings } from './quick-export-strings';
import { structureImportStrings } from './structure-import-strings';
import { structureStrings } from './structure-strings';
import { valuesStrings } from './values-strings';

/** Every key of a nested strings object, plural suffixes folded (French and English plural forms differ). */
function keysOf(strings: object, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

describe('catalogue strings', () => {
  it.each([
    ['pages', pagesStrings],
    ['common', commonStrings],
    ['values', valuesStrings],
    ['attributes', attributesStrings],
    ['structure', structureStrings],
    ['structure import', structureImportStrings],
    ['categories', categoriesStrings],
    ['products', productsStrings],
    ['product assets', productAssetsStrings],
    ['quick export', quickExportStrings],
    ['objects', objectsStrings],
    ['prices', pricesStrings],
    ['completion', completionStrings],
  ])('%s exist in English and French alike', (_name, bundle) => {
    expect([...new Set(keysOf(bundle.fr))].sort()).toEqual([...new Set(keysOf(bundle.en))].sort());
  });
});
