import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { bus } from '@pimento/shared-kit/bus/bus';
import { productsApi, type BulkAction } from '@pimento/shared-kit/contracts/products';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { productKeys } from './query-keys';

export type BulkSelection = { ids: number[] } | { filters: ListingFilter[] };

/** Starts a bulk action: a durable job; its progress shows in the tasks panel. */
export async function startBulkAction(selection: BulkSelection, operation: BulkAction): Promise<string> {
  return (await apiClient.call(productsApi.bulk, { body: { selection, operation } })).task_id;
}

export function useStartBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ selection, operation }: { selection: BulkSelection; operation: BulkAction }) => startBulkAction(selection, operation),
    onSuccess: (taskId) => {
      // The listing reloads when the job is done (the shell runs this callback on task_done).
      bus.emit({ type: 'task-started', taskId, onDone: () => void queryClient.invalidateQueries({ queryKey: productKeys.all }) });
      bus.emit({ type: 'open-panel', panel: 'tasks' });
    },
  });
}
