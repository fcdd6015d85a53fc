import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type Attribute } from '@pimento/shared-kit/contracts/attributes';
import { categoriesApi, type Category } from '@pimento/shared-kit/contracts/categories';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import type { Language } from '@pimento/shared-kit/contracts/common';
import { exportKeys } from '../../templates/api/query-keys';

/** What a column may name: the attributes, the company's value languages, the category trees (their roots). */
export type ExportCatalogue = { attributes: Attribute[]; languages: Language[]; trees: Category[] };

async function getExportCatalogue(): Promise<ExportCatalogue> {
  const [tree, languages, roots] = await Promise.all([apiClient.call(attributesApi.tree), apiClient.call(companyApi.possibleLanguages), apiClient.call(categoriesApi.list, { query: {} })]);
  const attributes = tree.sections.flatMap((section) => section.groups.flatMap((group) => group.attributes));
  return { attributes, languages, trees: roots.results };
}

export function useExportCatalogue() {
  return useQuery({ queryKey: exportKeys.catalogue, queryFn: getExportCatalogue, staleTime: 60_000 });
}
