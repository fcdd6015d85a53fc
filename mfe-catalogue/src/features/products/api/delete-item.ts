import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

/** `DELETE /api/catalogue/product/{id}/` or `/model/{id}/`. */
export function deleteItem(entity: ListingEntity, id: number): Promise<void> {
  return apiClient.del(`/api/catalogue/${entity}/${id}/`);
}

export function useDeleteItem(entity: ListingEntity) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteItem(entity, id), onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }) });
}
