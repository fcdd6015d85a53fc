/**
 * The words an export writes itself, in the interface languages: default headers of the product's
 * own fields and what a status reads (the labels the import reads back: `row-verdict.ts`). A run in
 * another attribute language writes them in English.
 */
import type { PriceField } from '@pimento/shared-kit/contracts/price-fields';
import type { ProductStatus } from '@pimento/shared-kit/contracts/products';

type HeaderWords = {
  sku: string;
  name: string;
  status: string;
  model: string;
  categories: string;
  formula: string;
  completion: string;
  mainImage: string;
  fileNameSuffix: string;
  unitSuffix: string;
  codeSuffix: string;
  statuses: Record<ProductStatus, string>;
  priceFields: Record<PriceField, string>;
};

const words: Record<'en' | 'fr', HeaderWords> = {
  en: {
    sku: 'SKU',
    name: 'Name',
    status: 'Status',
    model: 'Model',
    categories: 'Categories',
    formula: 'Formula',
    completion: 'Completion',
    mainImage: 'Main image',
    fileNameSuffix: 'file name',
    unitSuffix: 'unit',
    codeSuffix: 'code',
    statuses: { active: 'Active', end_of_life: 'End of life', inactive: 'Inactive' },
    priceFields: {
      gross_price: 'Gross price',
      net_price: 'Net price',
      currency: 'Currency',
      start_date: 'Price start date',
      end_date: 'Price end date',
      discount: 'Discount',
      discount_family_code: 'Discount family code',
      discount_family_label: 'Discount family',
      unit: 'Price unit',
    },
  },
  fr: {
    sku: 'SKU',
    name: 'Nom',
    status: 'Statut',
    model: 'Modèle',
    categories: 'Catégories',
    formula: 'Formule',
    completion: 'Complétude',
    mainImage: 'Image principale',
    fileNameSuffix: 'nom du fichier',
    unitSuffix: 'unité',
    codeSuffix: 'code',
    statuses: { active: 'Actif', end_of_life: 'Fin de vie', inactive: 'Inactif' },
    priceFields: {
      gross_price: 'Prix brut',
      net_price: 'Prix net',
      currency: 'Devise',
      start_date: 'Début de validité du prix',
      end_date: 'Fin de validité du prix',
      discount: 'Remise',
      discount_family_code: 'Code de famille de remise',
      discount_family_label: 'Famille de remise',
      unit: 'Unité de prix',
    },
  },
};

export function headerWords(language: string): HeaderWords {
  return language.startsWith('fr') ? words.fr : words.en;
}
