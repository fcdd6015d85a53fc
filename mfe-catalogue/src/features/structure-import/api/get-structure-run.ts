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

/** Read when the dialog follows a run, then again on each end message of its task (no polling). */
export function useStructureRun(id: number | null) {
  return useQuery({ ...getStructureRunQueryOptions(id ?? 0), enabled: id !== null });
}
