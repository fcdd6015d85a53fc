import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

/** Every section, in the new order. */
export function reorderSections(sectionIds: number[]): Promise<unknown> {
  return apiClient.call(attributesApi.reorderSections, { body: { section_ids: sectionIds } });
}

export function useReorderSections() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderSections, onSettled: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }) });
}
