import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type Attribute, type AttributeCreate, type AttributeUpdate } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

export type SaveAttributeInput = { id: number; update: AttributeUpdate } | { id: null; create: AttributeCreate };

/** Creates an attribute, or changes one (with its `version`). */
export function saveAttribute(input: SaveAttributeInput): Promise<Attribute> {
  if (input.id === null) return apiClient.call(attributesApi.create, { body: input.create });
  return apiClient.call(attributesApi.update, { params: { id: input.id }, body: input.update });
}

export function useSaveAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttribute,
    // Not awaited: the drawer closes on the server's answer, the tree refreshes behind it. Only what
    // an attribute's save changes: the trees, the id/label list, sets, and the lists' use counts.
    // The websocket echo of this save usually comes before its answer and has started reading the
    // tree and the id/labels after the change was committed: join that read instead of cancelling
    // it for a second one (each read re-renders the page and the closing drawer).
    onSuccess: () => {
      for (const queryKey of [attributeKeys.trees, attributeKeys.idLabels, attributeKeys.sets, attributeKeys.choiceLists]) void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    },
  });
}
