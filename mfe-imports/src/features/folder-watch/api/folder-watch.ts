import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { connectorsApi } from '@pimento/shared-kit/contracts/connectors';
import { importWatchApi, type ImportWatchInput } from '@pimento/shared-kit/contracts/import-drops';

export const folderWatchKeys = {
  watch: (templateId: number) => ['imports', 'templates', templateId, 'watch'] as const,
  connectors: ['imports', 'connector-choices'] as const,
};

/** The template's folder watch, or null when it watches none. */
export function useFolderWatch(templateId: number) {
  return useQuery({ queryKey: folderWatchKeys.watch(templateId), queryFn: () => apiClient.call(importWatchApi.get, { params: { id: templateId } }), retry: false });
}

/** The connections a watch may use (names only: their settings are the superusers'). */
export function useConnectorChoices() {
  return useQuery({ queryKey: folderWatchKeys.connectors, queryFn: async () => (await apiClient.call(connectorsApi.choices)).results, retry: false });
}

export type WatchChange = { action: 'save'; body: ImportWatchInput } | { action: 'delete' };

export function useChangeFolderWatch(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: WatchChange) =>
      change.action === 'save'
        ? apiClient.call(importWatchApi.save, { params: { id: templateId }, body: change.body })
        : apiClient.call(importWatchApi.delete, { params: { id: templateId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: folderWatchKeys.watch(templateId) }),
  });
}
