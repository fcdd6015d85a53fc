import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { accessSimulatorApi, type AccessObjectKind } from '@pimento/shared-kit/contracts/access-simulator';
import { rightsKeys } from './query-keys';

/** Objects of a kind matching the search, to pick one. */
export function useAccessObjects(kind: AccessObjectKind, search: string) {
  return useQuery({
    queryKey: [...rightsKeys.all, 'access-objects', kind, search],
    queryFn: () => apiClient.call(accessSimulatorApi.objects, { query: { kind, search } }),
    placeholderData: keepPreviousData,
  });
}

/** The user's rights on the object with their sources; read again whenever roles or groups change. */
export function useAccessExplanation(userId: string | null, kind: AccessObjectKind, objectId: number | null) {
  return useQuery({
    queryKey: [...rightsKeys.all, 'access', userId, kind, objectId],
    queryFn: () => apiClient.call(accessSimulatorApi.explain, { query: { user_id: userId!, kind, id: objectId! } }),
    enabled: userId !== null && objectId !== null,
  });
}
