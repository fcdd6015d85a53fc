import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { importFilesApi, type ImportPreview } from '@pimento/shared-kit/contracts/imports';
import { structureImportKeys } from './query-keys';

/** The header row and first rows of an uploaded file, read with this sheet and header line. */
export function getFilePreview(fileId: string, sheet: string | null, headerLine: number): Promise<ImportPreview> {
  return apiClient.call(importFilesApi.preview, { params: { id: fileId }, query: { sheet: sheet ?? undefined, header_line: headerLine } });
}

/**
 * The columns as read with another sheet or header line than the upload's own reading (`enabled`
 * false keeps the upload's answer).
 */
export function useFilePreview(fileId: string, sheet: string | null, headerLine: number, enabled: boolean) {
  return useQuery({
    queryKey: structureImportKeys.preview(fileId, sheet, headerLine),
    queryFn: () => getFilePreview(fileId, sheet, headerLine),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
