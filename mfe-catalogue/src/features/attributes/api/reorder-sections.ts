import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributeKeys } from './query-keys';

/** `POST /api/catalogue/attribute-section/reorder/`: every section, in the new order. */
export function reorderSections(sectionIds: number[]): Promise<unknown> {
  return apiClient.post('/api/catalogue/attribute-section/reorder/', { section_ids: sectionIds });
}

export function useReorderSections() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderSections, onSettled: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }) });
}
