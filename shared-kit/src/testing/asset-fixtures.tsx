import type { Asset, AssetCategory } from '@pimento/shared-kit/contracts/assets';

/** An asset category as the server answers it (a root unless given a parent). */
export function assetCategory(fields: Partial<AssetCategory> & Pick<AssetCategory, 'id' | 'name'>): AssetCategory {
  return {
    names: { en: fields.name },
    parent_id: null,
    ancestors: [],
    position: 0,
    featured: false,
    unstored: false,
    managed_by_model: false,
    children_count: 0,
    assets_count: 0,
    ...fields,
  };
}

/** A stored PNG as the server answers it (no thumbnail yet). */
export function asset(fields: Partial<Asset> & Pick<Asset, 'id' | 'file_name'>): Asset {
  return {
    category_id: null,
    tags: [],
    description: '',
    stored: true,
    kind: 'image',
    mime_type: 'image/png',
    size: 2048,
    width: 64,
    height: 64,
    original_url: null,
    custom_url: null,
    featured: false,
    position: 1,
    language: null,
    products_count: 0,
    created: '2026-11-26T10:00:00Z',
    updated: '2026-11-26T10:00:00Z',
    ...fields,
  };
}
