/**
 * Renditions of stored raster images (docs/assets.md "Renditions"): a size of 1 to 10,000 pixels a
 * side (one side alone keeps the ratio; both fit the image into that box, padded, never cropped),
 * a dpi written in the file, a format. Made from the stored file streamed into sharp (pixel limit
 * set) on first request, put on the file storage and recorded; later requests stream the kept file.
 * Two first requests at once both render, one row wins and the other's file is removed; a failure
 * after the put removes the file; a deleted asset takes its renditions' files with it.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AssetRenditionFormat, AssetRenditionQuery } from '@pimento/shared-kit/contracts/assets';
import { assetRenditionQuerySchema } from '@pimento/shared-kit/contracts/assets';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertCatalogueRight } from '../catalogue/index.ts';
import { requireAsset } from './assets.ts';
import { loadSharp, type Sharp } from './load-sharp.ts';
import { assetUploadTuning } from './upload.ts';

export type RenditionSpec = { width: number | null; height: number | null; dpi: number; format: AssetRenditionFormat };

const mimeTypes: Record<AssetRenditionFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const extensions: Record<AssetRenditionFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
export const renditionExtension = (format: AssetRenditionFormat): string => extensions[format];

/** The format kept by default: the source's when it is one of the three, else JPEG (a TIFF). */
function defaultFormat(mimeType: string): AssetRenditionFormat {
  if (mimeType === 'image/png') return 'png';
  if (mimeType === 'image/webp') return 'webp';
  return 'jpeg';
}

/** A spec from the query, refused without a side (422 `asset.rendition_size_required`). */
export function renditionSpec(query: Partial<ReturnType<typeof assetRenditionQuerySchema.parse>>, sourceMimeType: string): RenditionSpec {
  if (query.width === undefined && query.height === undefined) {
    throw new AppError(422, 'asset.rendition_size_required', { fields: { width: ['asset.rendition_size_required'] } });
  }
  return { width: query.width ?? null, height: query.height ?? null, dpi: query.dpi ?? 72, format: query.format ?? defaultFormat(sourceMimeType) };
}

export const specKey = (spec: RenditionSpec) => `${spec.width ?? 0}x${spec.height ?? 0}@${spec.dpi}.${spec.format}`;

/**
 * The rendition as a sharp pipeline fed by `source` (the caller pipes it and reads the output):
 * streamed in and out, so its memory does not grow with the file (the asset export relies on it).
 */
export function renditionPipeline(sharp: Sharp, source: Readable, spec: RenditionSpec, maxPixels = assetUploadTuning.maxPixels) {
  const image = sharp({ limitInputPixels: maxPixels, sequentialRead: true, failOn: 'error' });
  source.on('error', (error) => image.destroy(error));
  const both = spec.width !== null && spec.height !== null;
  // JPEG has no transparency: its padding is white, the others' transparent.
  const background = spec.format === 'jpeg' ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 0, g: 0, b: 0, alpha: 0 };
  let output = image
    .rotate()
    .resize({ width: spec.width ?? undefined, height: spec.height ?? undefined, fit: both ? 'contain' : 'inside', background })
    .withMetadata({ density: spec.dpi });
  if (spec.format === 'jpeg') output = output.flatten({ background }).jpeg({ quality: 85, mozjpeg: false });
  else if (spec.format === 'png') output = output.png();
  else output = output.webp({ quality: 85 });
  source.pipe(image);
  return output;
}

export type RenditionFile = { storageKey: string; fileName: string; mimeType: string };

type Runner = <T>(work: (tx: Queryable, actor: Actor) => Promise<T>) => Promise<T>;

/** The kept rendition, made first when there is none. Read right on the catalogue; raster images only. */
export async function renditionOf(runAs: Runner, db: Database, storage: FileStorage, id: number, query: AssetRenditionQuery): Promise<RenditionFile> {
  const companyId = await runAs(async (_tx, actor) => {
    assertCatalogueRight(actor, 'read');
    return actor.principal.companyId;
  });
  return companyRendition(db, storage, companyId, id, query);
}

/** The same for a company without a user: the caller has decided the asset may be read (public media addresses). */
export async function companyRendition(db: Database, storage: FileStorage, companyId: string, id: number, query: AssetRenditionQuery): Promise<RenditionFile> {
  const parsed = assetRenditionQuerySchema.parse(query);
  const found = await db.withTenant(companyId, async (tx) => {
    const asset = await requireAsset(tx, companyId, id);
    if (asset.kind !== 'image') throw new AppError(422, 'asset.rendition_not_image', { fields: { id: ['asset.rendition_not_image'] } });
    if (asset.storage_key === null) throw new AppError(404, 'asset.file_missing');
    const spec = renditionSpec(parsed, asset.mime_type);
    const [kept] = await tx.query<{ storage_key: string }>('SELECT storage_key FROM asset_renditions WHERE company_id = $1 AND asset_id = $2 AND spec = $3', [companyId, id, specKey(spec)]);
    return { asset, source: asset.storage_key, spec, kept: kept?.storage_key ?? null };
  });
  const { asset, source, spec } = found;
  const base = asset.file_name.replace(/\.[^.]+$/, '');
  const file = (storageKey: string): RenditionFile => ({
    storageKey,
    fileName: `${base}-${spec.width ?? 'auto'}x${spec.height ?? 'auto'}.${extensions[spec.format]}`,
    mimeType: mimeTypes[spec.format],
  });
  if (found.kept !== null) return file(found.kept);

  const sharp = await loadSharp();
  const rendered = await renditionPipeline(sharp, await storage.get(source), spec)
    .toBuffer()
    .catch((error: unknown) => {
      throw new AppError(422, 'asset.rendition_failed', { params: { reason: error instanceof Error ? error.message : String(error) } });
    });
  const storageKey = `companies/${companyId}/assets/renditions/${randomUUID()}.${extensions[spec.format]}`;
  await storage.put(storageKey, rendered, { contentType: mimeTypes[spec.format] });
  try {
    const winner = await db.withTenant(companyId, async (tx) => {
      const [inserted] = await tx.query<{ storage_key: string }>(
        `INSERT INTO asset_renditions (company_id, asset_id, spec, storage_key, size)
         SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM assets WHERE company_id = $1 AND id = $2)
         ON CONFLICT DO NOTHING RETURNING storage_key`,
        [companyId, id, specKey(spec), storageKey, rendered.length],
      );
      if (inserted !== undefined) return inserted.storage_key;
      const [other] = await tx.query<{ storage_key: string }>('SELECT storage_key FROM asset_renditions WHERE company_id = $1 AND asset_id = $2 AND spec = $3', [companyId, id, specKey(spec)]);
      return other?.storage_key ?? null;
    });
    if (winner !== storageKey) await storage.delete(storageKey).catch(() => undefined);
    // Deleted while it was made: nothing to serve.
    if (winner === null) throw new AppError(404, 'resource.not_found');
    return file(winner);
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** The storage keys of the assets' renditions, read before the assets are deleted (their rows go by cascade). */
export async function renditionKeys(tx: Queryable, companyId: string, assetIds: readonly number[]): Promise<string[]> {
  const rows = await tx.query<{ storage_key: string }>('SELECT storage_key FROM asset_renditions WHERE company_id = $1 AND asset_id = ANY($2::bigint[])', [companyId, assetIds]);
  return rows.map((row) => row.storage_key);
}
