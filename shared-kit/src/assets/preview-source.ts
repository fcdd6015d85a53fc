import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { assetsApi, type Asset } from '@pimento/shared-kit/contracts/assets';

/** The server's tile thumbnail is 320 px: enough for a tile on a screen of twice the density. */
const tileThumbnailPx = 320;

/** The lightest picture that draws well at `size` CSS pixels: a thumbnail once made, else the file itself; an unstored asset's URL. */
export function previewSource(asset: Asset, size: number): string {
  if (!asset.stored) return asset.original_url ?? '';
  if (asset.thumbnail) return size <= tileThumbnailPx / 2 ? asset.thumbnail.tile : asset.thumbnail.preview;
  return endpointPath(assetsApi.file, { id: asset.id });
}
