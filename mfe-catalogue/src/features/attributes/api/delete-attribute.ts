import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributeKeys } from './query-keys';

/** `DELETE /api/catalogue/attribute/<id>/` (409 `attribute.used_by_formula`). */
export function deleteAttribute(id: number): Promise<void> {
  return apiClient.del(`/api/catalogue/attribute/${id}/`);
}

export function useDeleteAttribute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAttribute, onSettled: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }) });
}
