import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { uploadWithProgress, type UploadProgress } from '@pimento/shared-kit/client/upload-with-progress';
import {
  importFilesApi,
  importRunsApi,
  importTemplatesApi,
  type AutoMatchAnswer,
  type CsvDialectChoice,
  type ImportPreview,
  type ImportUploadAnswer,
} from '@pimento/shared-kit/contracts/imports';
import { importKeys } from '../../templates/api/query-keys';

export type { UploadProgress };

/** Sends a file (raw body, its name in the query) with upload progress; answers its sheets, dialect and first rows. */
export function uploadImportFile(file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<ImportUploadAnswer> {
  return uploadWithProgress(importFilesApi.upload, { query: { name: file.name }, body: file, onProgress, signal });
}

/** How the file is read: the sheet, the header line and the CSV dialect (each left to detection when absent). */
export type ReadSettings = { sheet: string | null; header_line: number; csv: CsvDialectChoice };

export function getImportPreview(fileId: string, settings: ReadSettings): Promise<ImportPreview> {
  return apiClient.call(importFilesApi.preview, {
    params: { id: fileId },
    query: { sheet: settings.sheet ?? undefined, header_line: settings.header_line, ...settings.csv },
  });
}

/** The first rows as read with these settings; the previous ones stay on screen while new ones load. */
export function useImportPreview(fileId: string | null, settings: ReadSettings) {
  return useQuery({
    queryKey: importKeys.preview(fileId ?? '', settings),
    queryFn: () => getImportPreview(fileId!, settings),
    enabled: fileId !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

/** The settings a fresh upload is read with (its answer's preview): the first visible sheet, line 1, the detected dialect. */
export const detectedSettings: ReadSettings = { sheet: null, header_line: 1, csv: {} };

/** Suggested pills for the file's columns, with their confidence. */
export function autoMatchFile(fileId: string, settings: Pick<ReadSettings, 'sheet' | 'header_line'>): Promise<AutoMatchAnswer> {
  return apiClient.call(importTemplatesApi.autoMatch, { params: { id: fileId }, body: { sheet: settings.sheet, header_line: settings.header_line } });
}

/** Makes the file the template's own (`template.file`): the editor finds its columns again after a reload. */
export function rememberTemplateFile(templateId: number, fileId: string) {
  return apiClient.call(importTemplatesApi.rememberFile, { params: { id: templateId }, body: { file_id: fileId } });
}

/** Starts the dry run of a template on a file: nothing is written before the launch. */
export function startDryRun(templateId: number, fileId: string) {
  return apiClient.call(importRunsApi.start, { body: { template_id: templateId, file_id: fileId } });
}
