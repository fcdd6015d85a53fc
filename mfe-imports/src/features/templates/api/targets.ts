import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type Attribute } from '@pimento/shared-kit/contracts/attributes';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import type { Language } from '@pimento/shared-kit/contracts/common';
import type { Unit } from '@pimento/shared-kit/contracts/company';
import { importKeys } from './query-keys';

/** What a pill may point at besides the product fields: the readable attributes, the value languages, the units. */
export type ImportTargets = { attributes: Attribute[]; languages: Language[]; units: Unit[] };

export async function getImportTargets(): Promise<ImportTargets> {
  const [tree, store] = await Promise.all([apiClient.call(attributesApi.tree), apiClient.call(companyApi.storeData)]);
  const attributes = tree.sections.flatMap((section) => section.groups.flatMap((group) => group.attributes)).filter((attribute) => !attribute.computed);
  return { attributes, languages: store.possible_languages, units: store.units };
}

export function useImportTargets() {
  return useQuery({ queryKey: importKeys.targets, queryFn: getImportTargets, staleTime: 60_000 });
}
