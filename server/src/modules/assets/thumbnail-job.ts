/**
 * Thumbnails of raster images, made after the upload by a durable job (`asset_thumbnails`): the
 * stored file is streamed into sharp (pixel limit set, so no file decodes beyond what the upload
 * accepted) and each size of `assetThumbnailSizes` is written as WebP next to the file. The asset
 * is usable without them: a failure says why on the task, and the answer's `thumbnail` stays null.
 * An asset deleted before its thumbnails are stored leaves no file behind (`storeThumbnails`).
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { loadSharp, type Sharp } from './load-sharp.ts';
import { assetThumbnailSizes, assetThumbnailSizeSchema, type AssetThumbnailSize } from '@pimento/shared-kit/contracts/assets';
import type { Database } from '../../db/database.ts';
import { JobError } from '../../jobs/errors.ts';
import { registerJobType, type JobContext } from '../../jobs/registry.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { findAsset, thumbnailKeyOf, thumbnailKeys } from './asset-repository.ts';
import { assetUploadTuning } from './upload.ts';

export const assetThumbnailsJobType = 'asset_thumbnails';
export type AssetThumbnailsPayload = { assetId: number };

export type RenderedThumbnails = Record<AssetThumbnailSize, Buffer>;

/**
 * Every size from the stored file's stream; throws sharp's error on a file it cannot decode.
 * sharp comes loaded (`loadSharp`) before the stream is opened, so no wait lies between opening
 * the stream and listening to its errors.
 */
export async function renderThumbnails(sharp: Sharp, source: Readable, maxPixels: number): Promise<RenderedThumbnails> {
  // The header was checked at upload; the limit still guards a file changed on the storage since.
  const image = sharp({ limitInputPixels: maxPixels, sequentialRead: true, failOn: 'error' });
  source.on('error', (error) => image.destroy(error));
  source.pipe(image);
  const sizes = assetThumbnailSizeSchema.options;
  const buffers = await Promise.all(
    sizes.map((size) =>
      image
        .clone()
        .rotate()
        .resize({ width: assetThumbnailSizes[size], height: assetThumbnailSizes[size], fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    ),
  );
  return Object.fromEntries(sizes.map((size, index) => [size, buffers[index]!])) as RenderedThumbnails;
}

/**
 * Puts the thumbnails and records them, under the asset's row lock: an asset deleted meanwhile gets
 * nothing put (and a delete waiting on the lock then finds the thumbnails to remove). Whatever
 * fails after a put removes what was put. Answers whether they were stored.
 */
export async function storeThumbnails(db: Database, storage: FileStorage, companyId: string, assetId: number, rendered: RenderedThumbnails): Promise<boolean> {
  let putBase: string | null = null;
  let previous: string | null = null;
  try {
    const stored = await db.withTenant(companyId, async (tx) => {
      const [row] = await tx.query<{ thumbnail_key: string | null }>('SELECT thumbnail_key FROM assets WHERE company_id = $1 AND id = $2 FOR UPDATE', [companyId, assetId]);
      if (row === undefined) return false;
      previous = row.thumbnail_key;
      const base = `companies/${companyId}/assets/thumbnails/${randomUUID()}`;
      putBase = base;
      for (const size of assetThumbnailSizeSchema.options) await storage.put(thumbnailKeyOf(base, size), rendered[size], { contentType: 'image/webp' });
      await tx.query('UPDATE assets SET thumbnail_key = $3 WHERE company_id = $1 AND id = $2', [companyId, assetId, base]);
      return true;
    });
    // A relaunched job replaces the thumbnails it made before.
    if (previous !== null) await removeKeys(storage, thumbnailKeys(previous));
    return stored;
  } catch (error) {
    if (putBase !== null) await removeKeys(storage, thumbnailKeys(putBase));
    throw error;
  }
}

/** A thumbnail left on the storage without its row is harmless; one missing for its row is not. */
async function removeKeys(storage: FileStorage, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.delete(key).catch(() => undefined);
}

export async function runAssetThumbnails(context: JobContext<AssetThumbnailsPayload>): Promise<{ made: boolean }> {
  const { companyId, payload } = context;
  if (context.storage === undefined) throw new JobError('task.failed', 'this worker has no file storage');
  const findOwnAsset = () => context.db.withTenant(companyId, (tx) => findAsset(tx, companyId, payload.assetId));
  const asset = await findOwnAsset();
  // Deleted before its turn: nothing to make.
  if (asset === null || asset.storage_key === null) return { made: false };
  const sharp = await loadSharp();
  // A storage that does not answer is retried (outside the try below).
  const source = await context.storage.get(asset.storage_key);
  let rendered: RenderedThumbnails;
  try {
    rendered = await renderThumbnails(sharp, source, assetUploadTuning.maxPixels);
  } catch (error) {
    // Deleted while it was read: its file went with it, nothing to report.
    if ((await findOwnAsset()) === null) return { made: false };
    // The file itself is at fault: another attempt would fail the same way.
    throw new JobError('asset.thumbnail_failed', error instanceof Error ? error.message : String(error), { retryable: false, cause: error });
  }
  const made = await storeThumbnails(context.db, context.storage, companyId, payload.assetId, rendered);
  await context.progress(1);
  return { made };
}

registerJobType(assetThumbnailsJobType, runAssetThumbnails, { maxAttempts: 3 });
