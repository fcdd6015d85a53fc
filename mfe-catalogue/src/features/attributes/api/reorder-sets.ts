import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type AttributeSet } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

/** Every set, once, in the new order. */
export function reorderSets(setIds: number[]): Promise<AttributeSet[]> {
  return apiClient.call(attributesApi.reorderSets, { body: { set_ids: setIds } });
}

/** Shows the new order at once; the server's answer (or the old order on a refusal) replaces it. */
export function useReorderSets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderSets,
    onMutate: async (setIds) => {
      await queryClient.cancelQueries({ queryKey: attributeKeys.sets });
      const previous = queryClient.getQueryData<AttributeSet[]>(attributeKeys.sets);
      if (previous) {
        const byId = new Map(previous.map((set) => [set.id, set]));
        queryClient.setQueryData(attributeKeys.sets, setIds.flatMap((id) => byId.get(id) ?? []));
      }
      return { previous };
    },
    onError: (_error, _setIds, context) => {
      if (context?.previous) queryClient.setQueryData(attributeKeys.sets, context.previous);
    },
    onSuccess: (sets) => queryClient.setQueryData(attributeKeys.sets, sets),
  });
}
