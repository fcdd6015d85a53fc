import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { attributeKeys } from './query-keys';

/** The languages attribute labels are written in. */
export function getLabelLanguages(): Promise<string[]> {
  return apiClient.call(companyApi.labelLanguages);
}

export const getLabelLanguagesQueryOptions = () =>
  queryOptions({ queryKey: attributeKeys.labelLanguages, queryFn: getLabelLanguages, staleTime: 5 * 60_000 });

export function useLabelLanguages() {
  return useQuery(getLabelLanguagesQueryOptions());
}
