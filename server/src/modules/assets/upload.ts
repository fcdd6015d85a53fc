/**
 * Uploading a stored asset. The file is streamed to a temporary file (the multipart limit cuts it
 * at the size limit), its content checked there (`file-content.ts`), then, in one short
 * transaction under the company's storage lock: the name and the storage limit are checked, the
 * file is put on the file storage and its row written. The runner's transaction includes its
 * commit, so whatever fails after the put (the row, the commit) removes the stored file: an
 * upload cut off or refused at any point leaves neither file nor row. The temporary file always goes.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Asset, AssetThumbnailSize, AssetUploadQuery } from '@pimento/shared-kit/contracts/assets';
import type { Queryable } from '../../db/database.ts';
import { formatByteSize } from '../../formats/tabular-source.ts';
import { AppError } from '../../http/app-error.ts';
import { insertJob } from '../../jobs/enqueue.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertCatalogueRight } from '../catalogue/index.ts';
import * as repository from './asset-repository.ts';
import { thumbnailKeyOf } from './asset-repository.ts';
import { assertCompanyLanguage, assertFitsCategory, requireTargetCategory } from './asset-rules.ts';
import { nameTaken, requireAsset, toAsset, withAssetNameUniqueness } from './assets.ts';
import { formatOfName, inspectAssetFile } from './file-content.ts';
import { assetThumbnailsJobType } from './thumbnail-job.ts';

export const assetUploadTuning = {
  /** Bytes of one file: print-ready TIFFs and catalogue PDFs are large. */
  maxBytes: Number(process.env.PIMENTO_ASSET_MAX_BYTES ?? 200 * 1024 ** 2),
  /** Pixels of one image (width × height), read from its header before anything decodes it. */
  maxPixels: Number(process.env.PIMENTO_ASSET_MAX_PIXELS ?? 100_000_000),
};

/** The file part of the multipart body, as `@fastify/multipart` gives it. */
export type UploadedFilePart = { filename: string; file: Readable & { truncated: boolean } };

/** Runs `work` in the caller's tenant transaction, its commit included. */
export type TenantRunner = <T>(work: (tx: Queryable, actor: Actor) => Promise<T>) => Promise<T>;

/** What can be checked before the body is read: the right to upload, the category and the language. */
export async function checkUploadTarget(tx: Queryable, actor: Actor, query: AssetUploadQuery): Promise<void> {
  assertCatalogueRight(actor, 'create');
  const companyId = actor.principal.companyId;
  if (query.category_id !== undefined) {
    const category = await requireTargetCategory(tx, companyId, query.category_id);
    // Unstored categories take URLs: known before the file is read.
    if (category.unstored) assertFitsCategory({ stored: true, kind: 'image' }, category);
  }
  await assertCompanyLanguage(tx, companyId, query.language);
}

/** The asset uploaded, and the task making its thumbnails (raster images), to announce after the commit. */
export type UploadedAsset = { asset: Asset; thumbnailTask: TaskRow | null };

export async function uploadAsset(runAs: TenantRunner, storage: FileStorage, part: UploadedFilePart | undefined, query: AssetUploadQuery): Promise<UploadedAsset> {
  if (part === undefined || part.filename.trim() === '') throw new AppError(400, 'asset.no_file', { fields: { file: ['asset.no_file'] } });
  const fileName = path.basename(part.filename.trim());
  // A refused extension is refused before a byte is kept.
  formatOfName(fileName);
  const folder = await mkdtemp(path.join(tmpdir(), 'pimento-asset-'));
  try {
    const filePath = path.join(folder, 'upload');
    await pipeline(part.file, createWriteStream(filePath)).catch(() => {
      // The body ended before the file did (a closed tab, a lost connection).
      throw new AppError(400, 'asset.upload_incomplete', { fields: { file: ['asset.upload_incomplete'] } });
    });
    if (part.file.truncated) {
      throw new AppError(413, 'asset.too_large', { fields: { file: ['asset.too_large'] }, params: { limit: formatByteSize(assetUploadTuning.maxBytes) } });
    }
    const { size } = await stat(filePath);
    if (size === 0) throw new AppError(400, 'asset.no_file', { fields: { file: ['asset.no_file'] } });
    const content = await inspectAssetFile(filePath, fileName, assetUploadTuning.maxPixels);
    const extension = path.extname(fileName).toLowerCase();
    let storageKey: string | null = null;
    try {
      return await runAs(async (tx, actor) => {
        await checkUploadTarget(tx, actor, query);
        const companyId = actor.principal.companyId;
        if (query.category_id !== undefined) assertFitsCategory({ stored: true, kind: content.kind }, await requireTargetCategory(tx, companyId, query.category_id));
        await repository.lockStorage(tx, companyId);
        if (await repository.isNameTaken(tx, companyId, fileName)) throw nameTaken();
        const { used, limit } = await repository.storageUse(tx, companyId);
        if (limit !== null && used + size > limit) {
          throw new AppError(413, 'asset.storage_limit', { params: { space_left: formatByteSize(Math.max(0, limit - used)) } });
        }
        // The key carries no character of the user's name (the row keeps it).
        storageKey = `companies/${companyId}/assets/${randomUUID()}${extension}`;
        await storage.put(storageKey, createReadStream(filePath), { contentType: content.mimeType });
        const id = await withAssetNameUniqueness(() =>
          repository.insertStoredAsset(tx, companyId, {
            fileName,
            categoryId: query.category_id ?? null,
            kind: content.kind,
            mimeType: content.mimeType,
            size,
            width: content.width,
            height: content.height,
            storageKey: storageKey!,
            description: query.description ?? '',
            language: query.language ?? null,
            createdBy: actor.principal.userId,
          }),
        );
        // Made after the commit by a worker: the answer never waits for pixels to be decoded.
        const thumbnailTask =
          content.kind === 'image'
            ? await insertJob(tx, { type: assetThumbnailsJobType, companyId, userId: actor.principal.userId, payload: { assetId: id }, subject: { asset: fileName } })
            : null;
        return { asset: toAsset(await requireAsset(tx, companyId, id)), thumbnailTask };
      });
    } catch (error) {
      if (storageKey !== null) await storage.delete(storageKey);
      throw error;
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A stored asset's file for its company's signed-in users: the row is read in their tenant transaction. */
export async function assetFileOf(tx: Queryable, actor: Actor, id: number): Promise<{ storageKey: string; fileName: string; mimeType: string }> {
  assertCatalogueRight(actor, 'read');
  const asset = await requireAsset(tx, actor.principal.companyId, id);
  if (asset.storage_key === null) throw new AppError(404, 'asset.file_missing');
  return { storageKey: asset.storage_key, fileName: asset.file_name, mimeType: asset.mime_type };
}

/** A thumbnail's key, behind the same wall as the file: 404 until the job made it. */
export async function assetThumbnailOf(tx: Queryable, actor: Actor, id: number, size: AssetThumbnailSize): Promise<{ storageKey: string; fileName: string }> {
  assertCatalogueRight(actor, 'read');
  const asset = await requireAsset(tx, actor.principal.companyId, id);
  if (asset.thumbnail_key === null) throw new AppError(404, 'asset.thumbnail_missing');
  return { storageKey: thumbnailKeyOf(asset.thumbnail_key, size), fileName: `${path.parse(asset.file_name).name}-${size}.webp` };
}
