import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { modelsApi, type ModelCreate, type ModelUpdate } from '@pimento/shared-kit/contracts/models';
import { productsApi, type ProductCreate, type ProductUpdate } from '@pimento/shared-kit/contracts/products';
import type { ListingEntity } from '../lib/listing-fields';
import type { CatalogueItem } from './get-item';
import { ruleKeys } from '../../validation-rules/api/validation-rules';
import { completionKeys } from '../../completion/api/completion';
import { productKeys } from './query-keys';

export type ItemSave =
  | { entity: 'product'; id: null; body: ProductCreate }
  | { entity: 'product'; id: number; body: ProductUpdate }
  | { entity: 'model'; id: null; body: ModelCreate }
  | { entity: 'model'; id: number; body: ModelUpdate };

/**
 * Creates (`POST`) or saves (`PATCH` with the version read; 409 when stale) a product or a model.
 * The answer is the saved item as `GET` would give it (values, layout, rights, new version).
 */
export async function saveItem(save: ItemSave): Promise<CatalogueItem> {
  if (save.entity === 'product') {
    const item = save.id === null ? await apiClient.call(productsApi.create, { body: save.body }) : await apiClient.call(productsApi.update, { params: { id: save.id }, body: save.body });
    return { entity: 'product', item };
  }
  const item = save.id === null ? await apiClient.call(modelsApi.create, { body: save.body }) : await apiClient.call(modelsApi.update, { params: { id: save.id }, body: save.body });
  return { entity: 'model', item };
}

export function useSaveItem(entity: ListingEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    onSuccess: (saved) => {
      // The answer is the item itself: it becomes the cached item, no second read.
      queryClient.setQueryData(productKeys.item(entity, saved.item.id), saved);
      void queryClient.invalidateQueries({ queryKey: productKeys.listings(entity) });
      void queryClient.invalidateQueries({ queryKey: productKeys.history(entity, saved.item.id) });
      // What the rules say of the saved product is read again.
      if (entity === 'product') void queryClient.invalidateQueries({ queryKey: ruleKeys.violations(saved.item.id) });
      // Its completion too, and every client's figures (the save changed them in its transaction).
      if (entity === 'product') void queryClient.invalidateQueries({ queryKey: completionKeys.all });
    },
  });
}
