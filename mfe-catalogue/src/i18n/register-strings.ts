import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { attributesStrings } from './attributes-strings';
import { categoriesStrings } from './categories-strings';
import { clientsStrings } from './clients-strings';
import { completionStrings } from './completion-strings';
import { extraAttributesStrings } from './extra-attributes-strings';
import { commonStrings } from './common-strings';
import { objectsStrings } from './objects-strings';
import { pagesStrings } from './pages-strings';
import { productAssetsStrings } from './product-assets-strings';
import { productsStrings } from './products-strings';
import { pricesStrings } from './prices-strings';
import { quickExportStrings } from './quick-export-strings';
import { structureImportStrings } from './structure-import-strings';
import { structureStrings } from './structure-strings';
import { validationRulesStrings } from './validation-rules-strings';
import { valuesStrings } from './values-strings';

const bundles = [pagesStrings, commonStrings, valuesStrings, attributesStrings, structureStrings, structureImportStrings, categoriesStrings, productsStrings, productAssetsStrings, quickExportStrings, objectsStrings, pricesStrings, clientsStrings, extraAttributesStrings, validationRulesStrings, completionStrings];

/** Adds the catalogue's strings, all of them kept in this folder, to its `catalogue` namespace. */
export function registerCatalogueStrings(): void {
  for (const language of ['en', 'fr'] as const) {
    for (const bundle of bundles) i18n.addResourceBundle(language, 'catalogue', bundle[language], true, true);
  }
}
