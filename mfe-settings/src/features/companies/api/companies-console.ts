import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { companiesConsoleApi, companiesConsoleLimits, type ConsoleCompanyUpdate } from '@pimento/shared-kit/contracts/companies-console';

export const companiesPageSize = companiesConsoleLimits.pageSize;

/** React-query keys of the companies console. */
const consoleKeys = {
  all: ['companies-console'] as const,
  page: (search: string, page: number) => ['companies-console', 'list', search, page] as const,
  company: (id: string) => ['companies-console', 'company', id] as const,
  /** The shell's copy of the store data: the superuser's own company may be the one changed. */
  shellStoreData: ['session', 'company-store-data'] as const,
};

export function useConsoleCompanies(search: string, page: number) {
  return useQuery({
    queryKey: consoleKeys.page(search, page),
    queryFn: () => apiClient.call(companiesConsoleApi.list, { query: { search, page, page_size: companiesPageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useConsoleCompany(id: string | null) {
  return useQuery({
    queryKey: consoleKeys.company(id ?? ''),
    queryFn: () => apiClient.call(companiesConsoleApi.get, { params: { id: id! } }),
    enabled: id !== null,
  });
}

/** Only what is sent changes; the list and the changed company are read again. */
export function useUpdateConsoleCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ConsoleCompanyUpdate }) => apiClient.call(companiesConsoleApi.update, { params: { id }, body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.shellStoreData });
    },
  });
}
