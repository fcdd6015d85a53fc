import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { modelsApi } from '@pimento/shared-kit/contracts/models';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

/** Deletes a product or a model. */
export async function deleteItem(entity: ListingEntity, id: number): Promise<void> {
  await apiClient.call(entity === 'product' ? productsApi.delete : modelsApi.delete, { params: { id } });
}

export function useDeleteItem(entity: ListingEntity) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteItem(entity, id), onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }) });
}
