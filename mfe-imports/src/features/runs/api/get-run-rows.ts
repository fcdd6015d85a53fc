import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { importRunsApi, type ImportRowOutcome } from '@pimento/shared-kit/contracts/imports';
import { runKeys } from './query-keys';

/** Rows shown per page. */
export const rowsPageSize = 50;

/** One page of a run's rows, by line, after `after`, of one outcome or all. */
export function getRunRows(id: number, outcome: ImportRowOutcome | null, after: number) {
  return apiClient.call(importRunsApi.rows, { params: { id }, query: { ...(outcome ? { outcome } : {}), after, limit: rowsPageSize } });
}

export const getRunRowsQueryOptions = (id: number, outcome: ImportRowOutcome | null, after: number) =>
  queryOptions({ queryKey: runKeys.rows(id, outcome, after), queryFn: () => getRunRows(id, outcome, after), staleTime: 0 });

export function useRunRows(id: number, outcome: ImportRowOutcome | null, after: number, enabled: boolean) {
  return useQuery({ ...getRunRowsQueryOptions(id, outcome, after), enabled, placeholderData: keepPreviousData });
}
