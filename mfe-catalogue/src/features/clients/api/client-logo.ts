import { uploadWithProgress, type UploadProgress } from '@pimento/shared-kit/client/upload-with-progress';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi, type Asset } from '@pimento/shared-kit/contracts/assets';

/** Puts a logo file into the asset gallery (the one file store), as the gallery's own upload does. */
export function uploadLogo(file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<Asset> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress(assetsApi.upload, { body: form, query: { description: 'Client logo' }, onProgress, signal });
}

/** Takes back an image the client refused as its logo, so no unused file stays behind. */
export async function removeRefusedLogo(assetId: number): Promise<void> {
  await apiClient.call(assetsApi.delete, { params: { id: assetId } });
}
