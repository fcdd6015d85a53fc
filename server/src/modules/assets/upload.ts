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
import { applyRulesOnUpload } from './assignment-service.ts';
import { nameTaken, requireAsset, toAsset, withAssetNameUniqueness } from './assets.ts';
import type { AssetFileContent } from './file-content.ts';
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

/**
 * What can be checked before the body is read: the right to upload, the category and the language.
 * `stored`: a file Pimento keeps (an upload, a URL fetched and kept) or a URL it only points to.
 */
export async function checkUploadTarget(tx: Queryable, actor: Actor, query: AssetUploadQuery, stored = true): Promise<void> {
  assertCatalogueRight(actor, 'create');
  const companyId = actor.principal.companyId;
  if (query.category_id !== undefined) {
    const category = await requireTargetCategory(tx, companyId, query.category_id);
    // Unstored categories take URLs, the others files: known before the file is read.
    if (category.unstored === stored) assertFitsCategory({ stored, kind: 'image' }, category);
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
    return await keepStoredAsset(runAs, storage, { path: filePath, name: fileName, size, content }, query, null);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A checked file in a temporary place, ready to be kept. */
export type CheckedFile = { path: string; name: string; size: number; content: AssetFileContent };

/**
 * Keeps a checked file as a stored asset, in one transaction under the company's storage lock: the
 * target, the name and the storage limit, the file put on the storage, its row. Whatever fails
 * after the put, the commit included, removes the stored file.
 */
export async function keepStoredAsset(
  runAs: TenantRunner,
  storage: FileStorage,
  file: CheckedFile,
  query: AssetUploadQuery,
  originalUrl: string | null,
  /** `caller`: a task that keeps many files makes their thumbnails itself, rather than a task per file. */
  thumbnails: 'job' | 'caller' = 'job',
): Promise<UploadedAsset> {
  const { content, size } = file;
  const extension = path.extname(file.name).toLowerCase();
  let storageKey: string | null = null;
  try {
    return await runAs(async (tx, actor) => {
      await checkUploadTarget(tx, actor, query);
      const companyId = actor.principal.companyId;
      if (query.category_id !== undefined) assertFitsCategory({ stored: true, kind: content.kind }, await requireTargetCategory(tx, companyId, query.category_id));
      await repository.lockStorage(tx, companyId);
      if (await repository.isNameTaken(tx, companyId, file.name)) throw nameTaken();
      const { used, limit } = await repository.storageUse(tx, companyId);
      if (limit !== null && used + size > limit) {
        throw new AppError(413, 'asset.storage_limit', { params: { space_left: formatByteSize(Math.max(0, limit - used)) } });
      }
      // The key carries no character of the user's name (the row keeps it).
      storageKey = `companies/${companyId}/assets/${randomUUID()}${extension}`;
      await storage.put(storageKey, createReadStream(file.path), { contentType: content.mimeType });
      const id = await withAssetNameUniqueness(() =>
        repository.insertStoredAsset(tx, companyId, {
          fileName: file.name,
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
          originalUrl,
        }),
      );
      // The rules that run on upload file it and link it to its products in the same transaction.
      await applyRulesOnUpload(tx, actor, id);
      // Made after the commit by a worker: the answer never waits for pixels to be decoded.
      const thumbnailTask =
        content.kind === 'image' && thumbnails === 'job'
          ? await insertJob(tx, { type: assetThumbnailsJobType, companyId, userId: actor.principal.userId, payload: { assetId: id }, subject: { asset: file.name } })
          : null;
      return { asset: toAsset(await requireAsset(tx, companyId, id)), thumbnailTask };
    });
  } catch (error) {
    if (storageKey !== null) await storage.delete(storageKey);
    throw error;
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
