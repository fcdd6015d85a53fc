/**
 * Adding an asset by URL (docs/assets.md, "URL assets"): the URL is fetched once, safely
 * (`url-fetch.ts`), into a temporary file and checked like an upload. A stored asset keeps the file
 * (and remembers where it came from); an unstored one keeps only the URL and what its content said
 * (type, size, dimensions) and thumbnails made from that copy, and is published as that URL.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AssetUrlBody } from '@pimento/shared-kit/contracts/assets';
import { isPrivateAddress } from '../../file-transfer/address-policy.ts';
import { AppError } from '../../http/app-error.ts';
import type { Database } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import * as repository from './asset-repository.ts';
import { assertFitsCategory, requireTargetCategory } from './asset-rules.ts';
import { nameTaken, requireAsset, toAsset, withAssetNameUniqueness } from './assets.ts';
import { formatOfName, inspectAssetFile } from './file-content.ts';
import { loadSharp } from './load-sharp.ts';
import { renderThumbnails, storeThumbnails } from './thumbnail-job.ts';
import type { TenantRunner, UploadedAsset } from './upload.ts';
import { applyRulesOnUpload } from './assignment-service.ts';
import { assetUploadTuning, checkUploadTarget, keepStoredAsset } from './upload.ts';
import { fetchUrlToFile, parseAssetUrl } from './url-fetch.ts';

const enabled = (value: string | undefined) => ['1', 'true', 'on', 'yes'].includes((value ?? '').trim().toLowerCase());

export const assetUrlTuning = {
  /** Characters of a URL (spec §8 "URL too long"). */
  maxUrlLength: 2000,
  /** The whole fetch, redirects included. */
  timeoutMs: Number(process.env.PIMENTO_ASSET_URL_TIMEOUT_MS ?? 30_000),
  maxRedirects: 5,
  /** Whether URLs may point to loopback and private addresses (`PIMENTO_ASSET_URLS_ALLOW_PRIVATE_ADDRESSES`, off). */
  allowPrivateAddresses: enabled(process.env.PIMENTO_ASSET_URLS_ALLOW_PRIVATE_ADDRESSES),
  /** Private addresses allowed one by one (`PIMENTO_ASSET_URLS_ALLOWED_ADDRESSES`, comma-separated IPs: an internal media server). */
  allowedAddresses: (process.env.PIMENTO_ASSET_URLS_ALLOWED_ADDRESSES ?? '').split(',').map((address) => address.trim()).filter((address) => address !== ''),
};

/** The extension a file without one in its URL takes from its declared type. */
const extensionOfType: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/tiff': '.tif',
  'image/svg+xml': '.svg',
  'application/pdf': '.pdf',
  'font/ttf': '.ttf',
  'font/otf': '.otf',
  'font/woff': '.woff',
  'font/woff2': '.woff2',
};

/** The asset's name: the one given, else the URL's last segment, with an extension from its type when it has none. */
function nameOf(body: AssetUrlBody, finalUrl: URL, contentType: string | null): string {
  if (body.file_name !== undefined) return path.basename(body.file_name);
  const raw = finalUrl.pathname.split('/').filter(Boolean).at(-1) ?? '';
  let segment: string;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    segment = raw;
  }
  const base = path.basename(segment).trim() || finalUrl.hostname;
  const extension = extensionOfType[(contentType ?? '').split(';')[0]!.trim().toLowerCase()];
  return path.extname(base) === '' && extension !== undefined ? `${base}${extension}` : base;
}

export async function addUrlAsset(runAs: TenantRunner, db: Database, storage: FileStorage, body: AssetUrlBody): Promise<UploadedAsset> {
  const url = parseAssetUrl(body.url, assetUrlTuning.maxUrlLength);
  const query = { category_id: body.category_id, language: body.language, description: body.description };
  // Rights, category and language are refused before anything is fetched.
  await runAs((tx, actor) => checkUploadTarget(tx, actor, query, body.stored));
  const folder = await mkdtemp(path.join(tmpdir(), 'pimento-asset-url-'));
  try {
    const filePath = path.join(folder, 'fetched');
    const fetched = await fetchUrlToFile(url, filePath, {
      maxUrlLength: assetUrlTuning.maxUrlLength,
      maxBytes: assetUploadTuning.maxBytes,
      timeoutMs: assetUrlTuning.timeoutMs,
      maxRedirects: assetUrlTuning.maxRedirects,
      allowAddress: (address) => assetUrlTuning.allowPrivateAddresses || assetUrlTuning.allowedAddresses.includes(address) || !isPrivateAddress(address),
    });
    if (fetched.size === 0) throw new AppError(422, 'asset.unreadable', { fields: { url: ['asset.unreadable'] } });
    const fileName = nameOf(body, fetched.finalUrl, fetched.contentType);
    formatOfName(fileName);
    const content = await inspectAssetFile(filePath, fileName, assetUploadTuning.maxPixels);
    if (body.stored) return await keepStoredAsset(runAs, storage, { path: filePath, name: fileName, size: fetched.size, content }, query, url.href);
    const added = await runAs(async (tx, actor) => {
      await checkUploadTarget(tx, actor, query, false);
      const companyId = actor.principal.companyId;
      if (body.category_id !== undefined) assertFitsCategory({ stored: false, kind: content.kind }, await requireTargetCategory(tx, companyId, body.category_id));
      if (await repository.isNameTaken(tx, companyId, fileName)) throw nameTaken();
      const id = await withAssetNameUniqueness(() =>
        repository.insertUnstoredAsset(tx, companyId, {
          fileName,
          categoryId: body.category_id ?? null,
          kind: content.kind,
          mimeType: content.mimeType,
          size: fetched.size,
          width: content.width,
          height: content.height,
          originalUrl: url.href,
          description: body.description ?? '',
          language: body.language ?? null,
          createdBy: actor.principal.userId,
        }),
      );
      await applyRulesOnUpload(tx, actor, id);
      return { companyId, id };
    });
    // Its thumbnails are made now, from the copy fetched to check it: the browser never loads the
    // outside URL itself. Without them (an image sharp cannot read) the gallery draws an icon.
    if (content.kind === 'image') {
      try {
        const rendered = await renderThumbnails(await loadSharp(), createReadStream(filePath), assetUploadTuning.maxPixels);
        await storeThumbnails(db, storage, added.companyId, added.id, rendered);
      } catch {
        // the asset stands without thumbnails
      }
    }
    return await runAs(async (tx) => ({ asset: toAsset(await requireAsset(tx, added.companyId, added.id)), thumbnailTask: null }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
