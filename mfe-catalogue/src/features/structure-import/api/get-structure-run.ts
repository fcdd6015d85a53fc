import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { structureImportApi, type StructureImportRun, type StructureImportStatus } from '@pimento/shared-kit/contracts/structure-import';
import { structureImportKeys } from './query-keys';

/** The states after which a run changes no more. */
export const finishedStatuses: readonly StructureImportStatus[] = ['completed', 'completed_with_errors', 'interrupted', 'error'];

export const isFinished = (run: StructureImportRun | undefined): boolean => run !== undefined && finishedStatuses.includes(run.status);

/** A structure import run: its state, counts and failure. */
export function getStructureRun(id: number): Promise<StructureImportRun> {
  return apiClient.call(structureImportApi.get, { params: { id } });
}

export const getStructureRunQueryOptions = (id: number) => queryOptions({ queryKey: structureImportKeys.run(id), queryFn: () => getStructureRun(id), staleTime: 0 });

/** How often the run is read again once its end was announced but a read still says it runs. */
export const endConfirmIntervalMs = 1_000;

/**
 * Read when the dialog follows a run, then again on each end message of its task: no polling while
 * it runs. Once the end was announced (`endAnnounced`), a read that still finds it running is
 * tried again every second until it agrees, so the result never waits on a message that crossed
 * the read.
 */
export function useStructureRun(id: number | null, endAnnounced = false) {
  return useQuery({
    ...getStructureRunQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (endAnnounced && !isFinished(query.state.data) ? endConfirmIntervalMs : false),
  });
}
