import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { importRunsApi, type ImportRun } from '@pimento/shared-kit/contracts/imports';
import { runKeys } from './query-keys';

/** One import run: its state, counts, failure, tasks and dates. */
export function getRun(id: number): Promise<ImportRun> {
  return apiClient.call(importRunsApi.get, { params: { id } });
}

export const getRunQueryOptions = (id: number) => queryOptions({ queryKey: runKeys.run(id), queryFn: () => getRun(id), staleTime: 0 });

export function useRun(id: number) {
  return useQuery({ ...getRunQueryOptions(id), enabled: id > 0 });
}
