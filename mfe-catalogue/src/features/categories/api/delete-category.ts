import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { categoriesApi, type CategoryDeleteImpact } from '@pimento/shared-kit/contracts/categories';
import { categoryKeys } from './query-keys';

/** What the delete does, for the confirmation. */
export function getCategoryDeleteImpact(id: number): Promise<CategoryDeleteImpact> {
  return apiClient.call(categoriesApi.deleteImpact, { params: { id } });
}

/** Deletes the category and its descendants; products stay. */
export function deleteCategory(id: number): Promise<CategoryDeleteImpact> {
  return apiClient.call(categoriesApi.delete, { params: { id } });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }) });
}
