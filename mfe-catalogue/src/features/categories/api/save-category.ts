import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { categoriesApi, type Category, type CategoryCreate, type CategoryUpdate } from '@pimento/shared-kit/contracts/categories';
import { categoryKeys } from './query-keys';

export type CategoryChange = { id: null; create: CategoryCreate } | { id: number; update: CategoryUpdate };

/** Creates a category, or changes one (rename, move, position). */
export function saveCategory(change: CategoryChange): Promise<Category> {
  if (change.id === null) return apiClient.call(categoriesApi.create, { body: change.create });
  return apiClient.call(categoriesApi.update, { params: { id: change.id }, body: change.update });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }) });
}
