import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import type { CompanyFlags } from '@pimento/shared-kit/remote/remote-props';
import { companyKeys } from './query-keys';

/**
 * Company store data (spec §3): feature activations and settings. A failed read throws, so that a
 * refetch that fails (after `company_updated`, on a busy server) keeps the flags already known: no
 * feature switched off in passing, no user sent away from the page they are on. The first read
 * failing falls back silently to no feature (spec §8), where the routes read `data ?? {}`.
 */
export const companyStoreDataQuery = () =>
  queryOptions({
    queryKey: companyKeys.storeData,
    queryFn: (): Promise<CompanyFlags> => apiClient.call(companyApi.storeData),
  });

export function useCompanyFlags(enabled: boolean) {
  return useQuery({ ...companyStoreDataQuery(), enabled });
}
