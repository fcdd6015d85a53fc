import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

/** Deletes an attribute (409 `attribute.used_by_formula`). */
export async function deleteAttribute(id: number): Promise<void> {
  await apiClient.call(attributesApi.delete, { params: { id } });
}

export function useDeleteAttribute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAttribute, onSettled: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }) });
}
