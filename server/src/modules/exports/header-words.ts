/**
 * The words an export writes itself, in the interface languages: default headers of the product's
 * own fields and what a status reads (the labels the import reads back: `row-verdict.ts`). A run in
 * another attribute language writes them in English.
 */
import type { ProductStatus } from '@pimento/shared-kit/contracts/products';

type HeaderWords = {
  sku: string;
  name: string;
  status: string;
  model: string;
  categories: string;
  formula: string;
  unitSuffix: string;
  codeSuffix: string;
  statuses: Record<ProductStatus, string>;
};

const words: Record<'en' | 'fr', HeaderWords> = {
  en: {
    sku: 'SKU',
    name: 'Name',
    status: 'Status',
    model: 'Model',
    categories: 'Categories',
    formula: 'Formula',
    unitSuffix: 'unit',
    codeSuffix: 'code',
    statuses: { active: 'Active', end_of_life: 'End of life', inactive: 'Inactive' },
  },
  fr: {
    sku: 'SKU',
    name: 'Nom',
    status: 'Statut',
    model: 'Modèle',
    categories: 'Catégories',
    formula: 'Formule',
    unitSuffix: 'unité',
    codeSuffix: 'code',
    statuses: { active: 'Actif', end_of_life: 'Fin de vie', inactive: 'Inactif' },
  },
};

export function headerWords(language: string): HeaderWords {
  return language.startsWith('fr') ? words.fr : words.en;
}
