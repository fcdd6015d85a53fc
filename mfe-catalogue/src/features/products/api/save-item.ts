import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { modelSchema, type ModelCreate, type ModelUpdate } from '@pimento/shared-kit/contracts/models';
import { productSchema, type ProductCreate, type ProductUpdate } from '@pimento/shared-kit/contracts/products';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

export type ItemSave =
  | { entity: 'product'; id: null; body: ProductCreate }
  | { entity: 'product'; id: number; body: ProductUpdate }
  | { entity: 'model'; id: null; body: ModelCreate }
  | { entity: 'model'; id: number; body: ModelUpdate };

/** Creates (`POST`) or saves (`PATCH` with the version read; 409 when stale) a product or a model. */
export function saveItem(save: ItemSave): Promise<{ id: number }> {
  const schema: z.ZodType<{ id: number }> = save.entity === 'product' ? productSchema : modelSchema;
  if (save.id === null) return apiClient.post(`/api/catalogue/${save.entity}/`, save.body, { schema });
  return apiClient.patch(`/api/catalogue/${save.entity}/${save.id}/`, save.body, { schema });
}

export function useSaveItem(entity: ListingEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'products', 'listing', entity] });
      void queryClient.invalidateQueries({ queryKey: productKeys.history(entity, saved.id) });
    },
  });
}
