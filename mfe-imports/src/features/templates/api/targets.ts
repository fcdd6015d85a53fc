import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type Attribute } from '@pimento/shared-kit/contracts/attributes';
import { categoriesApi, type Category } from '@pimento/shared-kit/contracts/categories';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import type { Language } from '@pimento/shared-kit/contracts/common';
import { unitsApi, type UnitType } from '@pimento/shared-kit/contracts/units';
import { importKeys } from './query-keys';

/** What a pill may point at besides the product fields: the attributes (computed ones excepted), the value languages, the unit types, the category trees (their roots). */
export type ImportTargets = { attributes: Attribute[]; languages: Language[]; unitTypes: UnitType[]; trees: Category[] };

export async function getImportTargets(): Promise<ImportTargets> {
  const [tree, languages, unitTypes, roots] = await Promise.all([
    apiClient.call(attributesApi.tree),
    apiClient.call(companyApi.possibleLanguages),
    apiClient.call(unitsApi.types),
    apiClient.call(categoriesApi.list, { query: {} }),
  ]);
  const attributes = tree.sections.flatMap((section) => section.groups.flatMap((group) => group.attributes)).filter((attribute) => !attribute.computed);
  return { attributes, languages, unitTypes, trees: roots.results };
}

export function useImportTargets() {
  return useQuery({ queryKey: importKeys.targets, queryFn: getImportTargets, staleTime: 60_000 });
}
