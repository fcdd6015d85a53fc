import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import type { CompanyFlags } from '@pimento/shared-kit/remote/remote-props';
import { companyKeys } from './query-keys';

/** Company store data (spec §3): feature activations and settings. Falls back to no feature on failure. */
export const companyStoreDataQuery = () =>
  queryOptions({
    queryKey: companyKeys.storeData,
    queryFn: async (): Promise<CompanyFlags> => {
      const body = await apiClient.get('/api/catalogue/company-store-data/').catch(() => null);
      return body && typeof body === 'object' ? (body as CompanyFlags) : {};
    },
  });

export function useCompanyFlags(enabled: boolean) {
  return useQuery({ ...companyStoreDataQuery(), enabled });
}
