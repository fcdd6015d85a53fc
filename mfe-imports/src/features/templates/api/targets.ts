import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type Attribute } from '@pimento/shared-kit/contracts/attributes';
import { categoriesApi, type Category } from '@pimento/shared-kit/contracts/categories';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import type { Language } from '@pimento/shared-kit/contracts/common';
import { extraAttributesApi, type ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { priceListsApi, type PriceList } from '@pimento/shared-kit/contracts/price-lists';
import { unitsApi, type UnitType } from '@pimento/shared-kit/contracts/units';
import { importKeys } from './query-keys';

/**
 * What a pill may point at besides the product fields: the attributes (computed ones excepted), the
 * value languages, the unit types, the category trees (their roots), the price lists that are not
 * archived and the price attributes (price pills).
 */
export type ImportTargets = { attributes: Attribute[]; languages: Language[]; unitTypes: UnitType[]; trees: Category[]; priceLists: PriceList[]; priceAttributes: ExtraAttribute[] };

export async function getImportTargets(): Promise<ImportTargets> {
  const [tree, languages, unitTypes, roots, priceLists, priceAttributes] = await Promise.all([
    apiClient.call(attributesApi.tree),
    apiClient.call(companyApi.possibleLanguages),
    apiClient.call(unitsApi.types),
    apiClient.call(categoriesApi.list, { query: {} }),
    // Price pills are one kind among many: a user who may not read the price lists still maps the rest.
    apiClient.call(priceListsApi.list, { query: { state: 'current' } }).catch(() => ({ results: [] })),
    apiClient.call(extraAttributesApi.list, { query: { entity: 'price' } }).catch(() => ({ results: [] })),
  ]);
  const attributes = tree.sections.flatMap((section) => section.groups.flatMap((group) => group.attributes)).filter((attribute) => !attribute.computed);
  return { attributes, languages, unitTypes, trees: roots.results, priceLists: priceLists.results, priceAttributes: priceAttributes.results };
}

export function useImportTargets() {
  return useQuery({ queryKey: importKeys.targets, queryFn: getImportTargets, staleTime: 60_000 });
}
