import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributeSchema, type Attribute, type AttributeCreate, type AttributeUpdate } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

export type SaveAttributeInput = { id: number; update: AttributeUpdate } | { id: null; create: AttributeCreate };

/** `POST /api/catalogue/attribute/` or `PATCH /api/catalogue/attribute/<id>/` (with its `version`). */
export function saveAttribute(input: SaveAttributeInput): Promise<Attribute> {
  if (input.id === null) return apiClient.post('/api/catalogue/attribute/', input.create, { schema: attributeSchema });
  return apiClient.patch(`/api/catalogue/attribute/${input.id}/`, input.update, { schema: attributeSchema });
}

export function useSaveAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }),
  });
}
