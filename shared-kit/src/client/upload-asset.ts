import { uploadWithProgress, type UploadProgress } from '@pimento/shared-kit/client/upload-with-progress';
import { assetsApi, type Asset, type AssetUploadQuery } from '@pimento/shared-kit/contracts/assets';

/**
 * Sends one file into the asset gallery as the multipart `file` part the server streams; the
 * category, language and description in the query. The gallery and every page that puts an image
 * into it (a client's logo) go through this one upload.
 */
export function uploadAsset(file: File, query: Partial<AssetUploadQuery>, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<Asset> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress(assetsApi.upload, { body: form, query, onProgress, signal });
}
