import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { asset } from '@pimento/shared-kit/testing/asset-fixtures';
import { previewSource } from '@pimento/shared-kit/assets/preview-source';

describe('the picture a preview loads', () => {
  const photo = asset({ id: 4, file_name: 'packshot.tif' });
  const thumbnails = { tile: endpointPath(assetsApi.thumbnail, { id: 4, size: 'tile' }), preview: endpointPath(assetsApi.thumbnail, { id: 4, size: 'preview' }) };

  it('is the tile thumbnail for a tile and the preview thumbnail for the drawer, once they are made', () => {
    expect(previewSource({ ...photo, thumbnail: thumbnails }, 160)).toBe(thumbnails.tile);
    expect(previewSource({ ...photo, thumbnail: thumbnails }, 440)).toBe(thumbnails.preview);
  });

  it('is the file itself until then; for an unstored asset, its thumbnails or nothing', () => {
    expect(previewSource({ ...photo, thumbnail: null }, 160)).toBe(endpointPath(assetsApi.file, { id: 4 }));
    // An unstored asset: its thumbnails, never its outside URL.
    expect(previewSource({ ...photo, stored: false, original_url: 'https://cdn.example.com/p.jpg', thumbnail: null }, 160)).toBeNull();
    expect(previewSource({ ...photo, stored: false, original_url: 'https://cdn.example.com/p.jpg', thumbnail: thumbnails }, 160)).toBe(thumbnails.tile);
  });
});
