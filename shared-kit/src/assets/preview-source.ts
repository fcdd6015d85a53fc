import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { assetsApi, type Asset } from '@pimento/shared-kit/contracts/assets';

/** The server's tile thumbnail is 320 px: enough for a tile on a screen of twice the density. */
const tileThumbnailPx = 320;

/**
 * The lightest picture that draws well at `size` CSS pixels: a thumbnail once made, else the file
 * itself. An unstored asset has only the thumbnails made when its URL was checked: its URL is never
 * loaded by the browser (the suite's policy loads no outside image, and the page would tell the
 * other site who is looking); null without them (the caller draws an icon).
 */
export function previewSource(asset: Asset, size: number): string | null {
  if (asset.thumbnail) return size <= tileThumbnailPx / 2 ? asset.thumbnail.tile : asset.thumbnail.preview;
  if (!asset.stored) return null;
  return endpointPath(assetsApi.file, { id: asset.id });
}
