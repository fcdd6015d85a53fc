import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { extraAttributesApi, type ExtraAttribute, type ExtraAttributeCreate, type ExtraAttributeEntity, type ExtraAttributeUpdate } from '@pimento/shared-kit/contracts/extra-attributes';
import { clientKeys } from '../../clients/api/query-keys';
import { priceKeys } from '../../prices/api/query-keys';
import { extraAttributeKeys } from './query-keys';

export function useExtraAttributes(entity: ExtraAttributeEntity) {
  return useQuery({ queryKey: extraAttributeKeys.list(entity), queryFn: () => apiClient.call(extraAttributesApi.list, { query: { entity } }).then((answer) => answer.results) });
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

/** The records whose values an entity's definitions shape. */
const valueKeys: Record<ExtraAttributeEntity, readonly string[]> = { client: clientKeys.all, price: priceKeys.all };

/** A definition changed: its records too are read again (a removed choice or attribute takes its values). */
export function useChangeExtraAttribute(entity: ExtraAttributeEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeExtraAttribute,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: extraAttributeKeys.list(entity) }), queryClient.invalidateQueries({ queryKey: valueKeys[entity] })]),
  });
}
