import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { objectTypeSchema, type ObjectType } from '@pimento/shared-kit/contracts/objects';
import { objectKeys } from './query-keys';

export type ObjectTypeChange =
  | { action: 'create'; name: string }
  | { action: 'rename'; id: number; name: string; version: number }
  | { action: 'delete'; id: number };

/** `POST /api/catalogue/object-type/`, `PATCH` or `DELETE …/object-type/<id>/` (409 `object_type.in_use`). */
export async function saveObjectType(change: ObjectTypeChange): Promise<ObjectType | null> {
  if (change.action === 'create') return apiClient.post('/api/catalogue/object-type/', { name: change.name }, { schema: objectTypeSchema });
  if (change.action === 'rename') return apiClient.patch(`/api/catalogue/object-type/${change.id}/`, { name: change.name, version: change.version }, { schema: objectTypeSchema });
  await apiClient.del(`/api/catalogue/object-type/${change.id}/`);
  return null;
}

export function useSaveObjectType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveObjectType, onSettled: () => queryClient.invalidateQueries({ queryKey: objectKeys.all }) });
}
