import type { Asset, AssetUpdate } from '@pimento/shared-kit/contracts/assets';

/** What the details form holds (a blank URL means none). */
export type AssetFormValues = {
  file_name: string;
  category_id: number | null;
  tags: string[];
  description: string;
  language: string | null;
  position: number;
  custom_url: string;
  featured: boolean;
};

export function formValuesOf(asset: Asset): AssetFormValues {
  return {
    file_name: asset.file_name,
    category_id: asset.category_id,
    tags: asset.tags,
    description: asset.description,
    language: asset.language,
    position: asset.position,
    custom_url: asset.custom_url ?? '',
    featured: asset.featured,
  };
}

/**
 * Only what the user changed: an unchanged field is never sent, so a rule about it (featured on a
 * PDF, a name taken since) cannot refuse a change made elsewhere.
 */
export function assetChanges(asset: Asset, values: AssetFormValues): AssetUpdate {
  const before = formValuesOf(asset);
  const update: AssetUpdate = {};
  if (values.file_name.trim() !== before.file_name) update.file_name = values.file_name.trim();
  if ((values.category_id ?? null) !== before.category_id) update.category_id = values.category_id ?? null;
  if (JSON.stringify(values.tags) !== JSON.stringify(before.tags)) update.tags = values.tags;
  if (values.description !== before.description) update.description = values.description;
  if ((values.language ?? null) !== before.language) update.language = values.language ?? null;
  if (values.position !== before.position) update.position = values.position;
  if (values.custom_url.trim() !== before.custom_url) update.custom_url = values.custom_url.trim() === '' ? null : values.custom_url.trim();
  if (values.featured !== before.featured) update.featured = values.featured;
  return update;
}
