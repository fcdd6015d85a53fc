import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributeKeys } from './query-keys';

/** The attribute structure: sections, groups and sets share their create / rename / delete calls. */
export type StructureKind = 'attribute-section' | 'attribute-group' | 'attribute-set';

export type StructureChange =
  | { kind: StructureKind; action: 'create'; body: { name: string; section_id?: number } }
  | { kind: StructureKind; action: 'rename'; id: number; body: { name: string; version: number } }
  | { kind: StructureKind; action: 'delete'; id: number };

/** `POST`, `PATCH` or `DELETE /api/catalogue/<kind>/…`. */
export function saveStructureItem(change: StructureChange): Promise<unknown> {
  const base = `/api/catalogue/${change.kind}/`;
  if (change.action === 'create') return apiClient.post(base, change.body);
  if (change.action === 'rename') return apiClient.patch(`${base}${change.id}/`, change.body);
  return apiClient.del(`${base}${change.id}/`);
}

export function useSaveStructureItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveStructureItem, onSettled: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }) });
}
