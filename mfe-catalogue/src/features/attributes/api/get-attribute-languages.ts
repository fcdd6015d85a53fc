import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import type { Language } from '@pimento/shared-kit/contracts/common';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { attributeKeys } from './query-keys';

export type AttributeLanguage = Language;

/** The languages values are written in. */
export function getAttributeLanguages(): Promise<AttributeLanguage[]> {
  return apiClient.call(companyApi.possibleLanguages);
}

export const getAttributeLanguagesQueryOptions = () =>
  queryOptions({ queryKey: attributeKeys.languages, queryFn: getAttributeLanguages, staleTime: 5 * 60_000 });

export function useAttributeLanguages() {
  return useQuery(getAttributeLanguagesQueryOptions());
}
