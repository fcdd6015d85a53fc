/**
 * Main image columns of an export (docs/assets.md "Public media addresses"): a product's main image
 * as its public address — the product's, so the file a customer imported keeps working when the
 * image is replaced — or its file name. The images come with each batch of products (one query).
 */
import type { ExportLayout } from '@pimento/shared-kit/contracts/export-layout';
import type { Queryable } from '../../db/database.ts';
import { publicUrl } from '../../http/public-url.ts';
import { mediaAddresses, mediaKeyOf, type MediaAddresses } from '../assets/public-media.ts';

/** The company's address writer when a visible column writes a main image's URL; null otherwise. */
export async function loadMainImageAddresses(tx: Queryable, companyId: string, layout: ExportLayout): Promise<MediaAddresses | null> {
  const writesUrl = layout.sheets.some((sheet) => sheet.visible && sheet.columns.some((column) => column.source.kind === 'main_image' && column.source.part === 'url'));
  return writesUrl ? mediaAddresses(publicUrl(), await mediaKeyOf(tx, companyId)) : null;
}
