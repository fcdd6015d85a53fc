/**
 * Public media addresses (docs/assets.md "Public media addresses"): the files an export points a
 * customer's system at, answered without a session. The company's public key names the company;
 * an HMAC of the address under the company's secret proves Pimento wrote it, so no other asset can
 * be reached by changing an id. A product's address names the product and its slot (the main
 * image) and follows the product: it stays the same when the image is replaced. Replacing the
 * key withdraws every address given out before.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MediaRenditionQuery, PublicMediaAnswer } from '@pimento/shared-kit/contracts/public-media';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { assertAdministrator, type Actor } from '../rights/authorization.ts';
import { findAsset, type AssetRow } from './asset-repository.ts';
import { mainImageAssetIds } from './main-images.ts';
import { companyRendition } from './renditions.ts';

export type MediaKey = { public_key: string; secret: string };

const newToken = (bytes: number) => randomBytes(bytes).toString('base64url');

/** The company's key, made on first need (an export writing an address). */
export async function mediaKeyOf(tx: Queryable, companyId: string): Promise<MediaKey> {
  await tx.query('INSERT INTO public_media_keys (company_id, public_key, secret) VALUES ($1, $2, $3) ON CONFLICT (company_id) DO NOTHING', [companyId, newToken(16), newToken(32)]);
  const [key] = await tx.query<MediaKey>('SELECT public_key, secret FROM public_media_keys WHERE company_id = $1', [companyId]);
  return key!;
}

async function keyAnswer(tx: Queryable, companyId: string): Promise<PublicMediaAnswer> {
  const [row] = await tx.query<{ created_at: Date }>('SELECT created_at FROM public_media_keys WHERE company_id = $1', [companyId]);
  return { created_at: row === undefined ? null : row.created_at.toISOString() };
}

export async function getPublicMediaKey(tx: Queryable, actor: Actor): Promise<PublicMediaAnswer> {
  assertAdministrator(actor.principal);
  return keyAnswer(tx, actor.principal.companyId);
}

/** A new key and secret: the addresses in files sent before stop answering. */
export async function replacePublicMediaKey(tx: Queryable, actor: Actor): Promise<PublicMediaAnswer> {
  assertAdministrator(actor.principal);
  const companyId = actor.principal.companyId;
  await tx.query('DELETE FROM public_media_keys WHERE company_id = $1', [companyId]);
  await mediaKeyOf(tx, companyId);
  return keyAnswer(tx, companyId);
}

/** What an address's signature covers: the kind of thing and its id, never the file name or size. */
type MediaSubject = { kind: 'asset' | 'product'; id: number };

function signatureOf(secret: string, subject: MediaSubject): string {
  return createHmac('sha256', secret).update(`${subject.kind}:${subject.id}`).digest('base64url').slice(0, 22);
}

function signatureMatches(secret: string, subject: MediaSubject, signature: string): boolean {
  const expected = Buffer.from(signatureOf(secret, subject));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A size asked of an image: the query string every address of a resized copy carries. */
export type MediaSize = { width?: number | null; height?: number | null; dpi?: number; format?: MediaRenditionQuery['format'] };

function sizeQuery(size: MediaSize | null): string {
  if (size === null) return '';
  const query = new URLSearchParams();
  if (size.width != null) query.set('width', String(size.width));
  if (size.height != null) query.set('height', String(size.height));
  if (size.dpi !== undefined) query.set('dpi', String(size.dpi));
  if (size.format !== undefined) query.set('format', size.format);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** Writes the addresses of one company's files, for an export run. */
export function mediaAddresses(publicUrl: string, key: MediaKey) {
  const base = `${publicUrl.replace(/\/+$/, '')}/media/${key.public_key}`;
  return {
    asset: (assetId: number, fileName: string, size: MediaSize | null = null) =>
      `${base}/${signatureOf(key.secret, { kind: 'asset', id: assetId })}/assets/${assetId}/${encodeURIComponent(fileName)}${sizeQuery(size)}`,
    productMainImage: (productId: number, size: MediaSize | null = null) =>
      `${base}/${signatureOf(key.secret, { kind: 'product', id: productId })}/products/${productId}/main/${sizeQuery(size)}`,
  };
}
export type MediaAddresses = ReturnType<typeof mediaAddresses>;

/** What an address answers: a stored file (resized when asked), or the link of an unstored asset. */
export type PublicMedia =
  | { kind: 'file'; body: Readable; mimeType: string; fileName: string; etag: string }
  | { kind: 'redirect'; url: string };

export type MediaRequest = { key: string; signature: string; subject: MediaSubject; size: MediaRenditionQuery };

/**
 * The file an address names, or 404 — for an unknown key, a signature that does not match, an asset
 * or product gone, a product without a main image: the same answer, so nothing is learnt by trying.
 */
export async function publicMedia(db: Database, storage: FileStorage, request: MediaRequest): Promise<PublicMedia> {
  const [company] = await db.transaction((tx) => tx.query<MediaKey & { company_id: string }>('SELECT company_id, public_key, secret FROM public_media_keys WHERE public_key = $1', [request.key]));
  if (company === undefined || !signatureMatches(company.secret, request.subject, request.signature)) throw notFound();
  const companyId = company.company_id;
  const asset = await db.withTenant(companyId, async (tx): Promise<AssetRow | null> => {
    if (request.subject.kind === 'asset') return findAsset(tx, companyId, request.subject.id);
    const main = (await mainImageAssetIds(tx, companyId, [request.subject.id])).get(request.subject.id);
    return main === undefined ? null : findAsset(tx, companyId, main);
  });
  if (asset === null) throw notFound();
  if (!asset.stored || asset.storage_key === null) {
    if (asset.original_url === null) throw notFound();
    return { kind: 'redirect', url: asset.original_url };
  }
  const { size } = request;
  if (size.width !== undefined || size.height !== undefined) {
    const rendition = await companyRendition(db, storage, companyId, asset.id, size);
    return { kind: 'file', body: await storage.get(rendition.storageKey), mimeType: rendition.mimeType, fileName: rendition.fileName, etag: rendition.storageKey };
  }
  return { kind: 'file', body: await storage.get(asset.storage_key), mimeType: asset.mime_type, fileName: asset.file_name, etag: asset.storage_key };
}
