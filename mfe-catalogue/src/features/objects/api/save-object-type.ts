import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { objectsApi, type ObjectType } from '@pimento/shared-kit/contracts/objects';
import { objectKeys } from './query-keys';

export type ObjectTypeChange =
  | { action: 'create'; name: string }
  | { action: 'rename'; id: number; name: string; version: number }
  | { action: 'delete'; id: number };

/** Creates, renames or deletes an object type (409 `object_type.in_use`). */
export async function saveObjectType(change: ObjectTypeChange): Promise<ObjectType | null> {
  if (change.action === 'create') return apiClient.call(objectsApi.createType, { body: { name: change.name } });
  if (change.action === 'rename') return apiClient.call(objectsApi.updateType, { params: { id: change.id }, body: { name: change.name, version: change.version } });
  await apiClient.call(objectsApi.deleteType, { params: { id: change.id } });
  return null;
}

export function useSaveObjectType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveObjectType, onSettled: () => queryClient.invalidateQueries({ queryKey: objectKeys.all }) });
}
