import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { assetKeys } from './query-keys';

/** The languages category names are written in (codes). */
export const getLabelLanguagesQueryOptions = () =>
  queryOptions({ queryKey: assetKeys.labelLanguages, queryFn: () => apiClient.call(companyApi.labelLanguages), staleTime: 5 * 60_000 });

export function useLabelLanguages() {
  return useQuery(getLabelLanguagesQueryOptions());
}

/** The company's content languages, for an asset's language (a French leaflet). */
export const getLanguagesQueryOptions = () =>
  queryOptions({ queryKey: assetKeys.languages, queryFn: () => apiClient.call(companyApi.possibleLanguages), staleTime: 5 * 60_000 });

export function useLanguages() {
  return useQuery(getLanguagesQueryOptions());
}
