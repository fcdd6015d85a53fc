import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { categorySchema, type Category, type CategoryCreate, type CategoryUpdate } from '@pimento/shared-kit/contracts/categories';
import { categoryKeys } from './query-keys';

export type CategoryChange = { id: null; create: CategoryCreate } | { id: number; update: CategoryUpdate };

/** `POST /api/catalogue/category/` or `PATCH /api/catalogue/category/{id}/` (rename, move, position). */
export function saveCategory(change: CategoryChange): Promise<Category> {
  if (change.id === null) return apiClient.post('/api/catalogue/category/', change.create, { schema: categorySchema });
  return apiClient.patch(`/api/catalogue/category/${change.id}/`, change.update, { schema: categorySchema });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }) });
}
