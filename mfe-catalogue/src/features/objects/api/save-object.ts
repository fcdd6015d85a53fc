import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { objectsApi, type CatalogueObject } from '@pimento/shared-kit/contracts/objects';
import { objectKeys } from './query-keys';

export type ObjectChange =
  | { action: 'create'; body: { object_type_id: number; name: string; groups: string[] } }
  | { action: 'update'; id: number; body: { name?: string; groups?: string[]; version: number } }
  | { action: 'delete'; id: number };

/**
 * Creates, changes or deletes an object. An object keeps at least one
 * group (400 `groups.object_needs_group`); group changes follow the user's rights in each group.
 */
export async function saveObject(change: ObjectChange): Promise<CatalogueObject | null> {
  if (change.action === 'create') return apiClient.call(objectsApi.create, { body: change.body });
  if (change.action === 'update') return apiClient.call(objectsApi.update, { params: { id: change.id }, body: change.body });
  await apiClient.call(objectsApi.delete, { params: { id: change.id } });
  return null;
}

export function useSaveObject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveObject, onSettled: () => queryClient.invalidateQueries({ queryKey: objectKeys.all }) });
}
