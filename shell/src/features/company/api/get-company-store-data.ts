import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import type { CompanyFlags } from '@pimento/shared-kit/remote/remote-props';
import { companyKeys } from './query-keys';

/** Company store data (spec §3): feature activations and settings. Falls back to no feature on failure. */
export const companyStoreDataQuery = () =>
  queryOptions({
    queryKey: companyKeys.storeData,
    queryFn: async (): Promise<CompanyFlags> => {
      return apiClient.call(companyApi.storeData).catch((): CompanyFlags => ({}));
    },
  });

export function useCompanyFlags(enabled: boolean) {
  return useQuery({ ...companyStoreDataQuery(), enabled });
}
