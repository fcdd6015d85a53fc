import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type Attribute } from '@pimento/shared-kit/contracts/attributes';
import { categoriesApi, type Category } from '@pimento/shared-kit/contracts/categories';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { extraAttributesApi, type ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { priceListsApi, type PriceList } from '@pimento/shared-kit/contracts/price-lists';
import type { Language } from '@pimento/shared-kit/contracts/common';
import { exportKeys } from '../../templates/api/query-keys';

/** What a column may name: the attributes, the company's value languages, the category trees (their roots), the current price lists and the price attributes. */
export type ExportCatalogue = { attributes: Attribute[]; languages: Language[]; trees: Category[]; priceLists: PriceList[]; priceAttributes: ExtraAttribute[] };

async function getExportCatalogue(): Promise<ExportCatalogue> {
  const [tree, languages, roots, priceLists, priceAttributes] = await Promise.all([
    apiClient.call(attributesApi.tree),
    apiClient.call(companyApi.possibleLanguages),
    apiClient.call(categoriesApi.list, { query: {} }),
    apiClient.call(priceListsApi.list, { query: { state: 'current' } }),
    apiClient.call(extraAttributesApi.list, { query: { entity: 'price' } }),
  ]);
  const attributes = tree.sections.flatMap((section) => section.groups.flatMap((group) => group.attributes));
  return { attributes, languages, trees: roots.results, priceLists: priceLists.results, priceAttributes: priceAttributes.results };
}

export function useExportCatalogue() {
  return useQuery({ queryKey: exportKeys.catalogue, queryFn: getExportCatalogue, staleTime: 60_000 });
}
