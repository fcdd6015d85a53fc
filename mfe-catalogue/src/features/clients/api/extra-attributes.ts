import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { extraAttributesApi, type ExtraAttribute, type ExtraAttributeCreate, type ExtraAttributeEntity, type ExtraAttributeUpdate } from '@pimento/shared-kit/contracts/extra-attributes';
import { clientKeys } from './query-keys';

export function useExtraAttributes(entity: ExtraAttributeEntity) {
  return useQuery({ queryKey: clientKeys.extraAttributes(entity), queryFn: () => apiClient.call(extraAttributesApi.list, { query: { entity } }).then((answer) => answer.results) });
}

export type ExtraAttributeChange = { action: 'create'; body: ExtraAttributeCreate } | { action: 'update'; id: number; body: ExtraAttributeUpdate } | { action: 'delete'; id: number };

export async function changeExtraAttribute(change: ExtraAttributeChange): Promise<ExtraAttribute | null> {
  switch (change.action) {
    case 'create':
      return apiClient.call(extraAttributesApi.create, { body: change.body });
    case 'update':
      return apiClient.call(extraAttributesApi.update, { params: { id: change.id }, body: change.body });
    case 'delete':
      await apiClient.call(extraAttributesApi.delete, { params: { id: change.id } });
      return null;
  }
}

/** A definition changed: the clients too are read again (a removed choice or attribute takes its values). */
export function useChangeExtraAttribute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeExtraAttribute, onSettled: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }) });
}
