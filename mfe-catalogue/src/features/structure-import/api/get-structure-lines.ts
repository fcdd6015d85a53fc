import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { structureImportApi, type StructureImportLine } from '@pimento/shared-kit/contracts/structure-import';
import { structureImportKeys } from './query-keys';

/** Lines read per page. */
export const linesPageSize = 100;

/** One page of a run's lines with this outcome, after the line `after`. */
export function getStructureLines(id: number, outcome: StructureImportLine['outcome'], after: number) {
  return apiClient.call(structureImportApi.lines, { params: { id }, query: { outcome, after, limit: linesPageSize } });
}

/** A run's lines of one outcome, page after page (`fetchNextPage` reads the next one). */
export function useStructureLines(id: number | null, outcome: StructureImportLine['outcome'], enabled: boolean) {
  return useInfiniteQuery({
    queryKey: structureImportKeys.lines(id ?? 0, outcome),
    queryFn: ({ pageParam }) => getStructureLines(id!, outcome, pageParam),
    initialPageParam: 0,
    getNextPageParam: (page) => page.next_after ?? undefined,
    enabled: enabled && id !== null,
    staleTime: 0,
  });
}
