/**
 * What a PDF catalogue takes from the asset library (read only): each product's main image (`assets/main-images.ts`)
 * as its thumbnail rendition (the originals are far larger than a printed card needs), and the
 * company's font. Both come inline as data URIs. One that cannot be read falls back (no image, the
 * default font) and is counted for the run's warnings: a catalogue is never refused for a picture.
 */
import type { Readable } from 'node:stream';
import type { AssetThumbnailSize } from '@pimento/shared-kit/contracts/assets';
import type { Database } from '../../db/database.ts';
import type { CatalogueFont } from '../../formats/pdf/catalogue-html.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { mainImageAssetIds } from '../assets/main-images.ts';

/** An image or font larger than this is not inlined (a thumbnail is far smaller). */
const maxInlineBytes = 8 * 1024 * 1024;
const parallelReads = 16;

async function readBounded(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxInlineBytes) {
      stream.destroy();
      throw new Error('too large to inline');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

type MainImageRow = { product_id: number; thumbnail_key: string | null; storage_key: string | null; mime_type: string };

/** Browsers show these as they are when no thumbnail was made yet. */
const inlineImageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** The main images of these products as data URIs, and how many could not be read. */
export async function mainImages(
  db: Database,
  companyId: string,
  storage: FileStorage,
  productIds: readonly number[],
  size: AssetThumbnailSize,
): Promise<{ images: Map<number, string>; missing: number }> {
  const images = new Map<number, string>();
  if (productIds.length === 0) return { images, missing: 0 };
  const rows = await db.withTenant(companyId, async (tx) => {
    const chosen = await mainImageAssetIds(tx, companyId, productIds);
    const assets = await tx.query<Omit<MainImageRow, 'product_id'> & { id: number }>(
      "SELECT id::int AS id, thumbnail_key, storage_key, mime_type FROM assets WHERE company_id = $1 AND id = ANY($2::bigint[]) AND kind = 'image'",
      [companyId, [...new Set(chosen.values())]],
    );
    const byId = new Map(assets.map((asset) => [asset.id, asset]));
    return [...chosen].flatMap(([productId, assetId]): MainImageRow[] => {
      const asset = byId.get(assetId);
      return asset === undefined ? [] : [{ product_id: productId, thumbnail_key: asset.thumbnail_key, storage_key: asset.storage_key, mime_type: asset.mime_type }];
    });
  });
  let missing = 0;
  const read = async (row: MainImageRow) => {
    const source =
      row.thumbnail_key !== null
        ? { key: `${row.thumbnail_key}-${size}.webp`, type: 'image/webp' }
        : row.storage_key !== null && inlineImageTypes.has(row.mime_type)
          ? { key: row.storage_key, type: row.mime_type }
          : null;
    if (source === null) {
      missing += 1;
      return;
    }
    try {
      images.set(row.product_id, `data:${source.type};base64,${(await readBounded(await storage.get(source.key))).toString('base64')}`);
    } catch {
      missing += 1;
    }
  };
  // A few reads at once: the storage (a disk, S3) answers several faster than one after another.
  for (let start = 0; start < rows.length; start += parallelReads) await Promise.all(rows.slice(start, start + parallelReads).map(read));
  return { images, missing };
}

const fontFormats: Record<string, CatalogueFont['format']> = { 'font/ttf': 'truetype', 'font/otf': 'opentype', 'font/woff': 'woff', 'font/woff2': 'woff2' };

/** The company's font asset inlined, or null when it is gone, not a font, or unreadable (the run says so). */
export async function catalogueFont(db: Database, companyId: string, storage: FileStorage, assetId: number): Promise<CatalogueFont | null> {
  const [row] = await db.withTenant(companyId, (tx) =>
    tx.query<{ storage_key: string | null; mime_type: string }>("SELECT storage_key, mime_type FROM assets WHERE company_id = $1 AND id = $2 AND kind = 'font'", [companyId, assetId]),
  );
  const format = row === undefined ? undefined : fontFormats[row.mime_type];
  if (row?.storage_key == null || format === undefined) return null;
  try {
    const bytes = await readBounded(await storage.get(row.storage_key));
    return { dataUri: `data:${row.mime_type};base64,${bytes.toString('base64')}`, format };
  } catch {
    return null;
  }
}
