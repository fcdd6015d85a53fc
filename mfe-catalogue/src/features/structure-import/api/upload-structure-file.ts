import { uploadWithProgress, type UploadProgress } from '@pimento/shared-kit/client/upload-with-progress';
import { importFilesApi, type ImportUploadAnswer } from '@pimento/shared-kit/contracts/imports';

export type { UploadProgress };

/**
 * Sends a structure file as any import file is sent (the raw body, its name in the query), with the
 * upload's progress; answers its sheets and first rows.
 */
export function uploadStructureFile(file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<ImportUploadAnswer> {
  return uploadWithProgress(importFilesApi.upload, { query: { name: file.name }, body: file, onProgress, signal });
}
