import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';
import { runKeys } from './query-keys';

/** The attributes the user may read (id, code, type, labels): a changed field is named by its label. */
export function useAttributeLabels(enabled: boolean) {
  return useQuery({
    queryKey: runKeys.attributeLabels,
    queryFn: (): Promise<AttributeIdLabel[]> => apiClient.call(attributesApi.idLabels),
    staleTime: 5 * 60_000,
    enabled,
  });
}
