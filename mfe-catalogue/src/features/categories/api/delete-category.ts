import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { categoryDeleteImpactSchema, type CategoryDeleteImpact } from '@pimento/shared-kit/contracts/categories';
import { categoryKeys } from './query-keys';

/** `GET /api/catalogue/category/{id}/delete-impact/`: what the delete does, for the confirmation. */
export function getCategoryDeleteImpact(id: number): Promise<CategoryDeleteImpact> {
  return apiClient.get(`/api/catalogue/category/${id}/delete-impact/`, { schema: categoryDeleteImpactSchema });
}

/** `DELETE /api/catalogue/category/{id}/`: the category and its descendants; products stay. */
export function deleteCategory(id: number): Promise<CategoryDeleteImpact> {
  return apiClient.del(`/api/catalogue/category/${id}/`, { schema: categoryDeleteImpactSchema });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }) });
}
