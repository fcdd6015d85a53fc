import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { clientsApi } from '@pimento/shared-kit/contracts/clients';
import { clientKeys } from './query-keys';

/** The clients the user may read, by name, for the product listing's `client` filter; read only when the company has clients. */
export function useClientNames(enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.names,
    queryFn: () => apiClient.call(clientsApi.names).then((answer) => answer.results),
    enabled,
  });
}
