/**
 * Where an asset may go (spec §5, §8): a stored file never in an unstored category nor the
 * reverse, only images in a featured category or featured themselves, a language of the company.
 */
import type { AssetKind } from '@pimento/shared-kit/contracts/assets';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import { requireCompany } from '../companies/service.ts';
import { findCategory, type AssetCategoryRow } from './category-repository.ts';
import { hasLinks } from './link-repository.ts';

/** The category an asset is put in, or 422 on `category_id` when the company has none such. */
export async function requireTargetCategory(tx: Queryable, companyId: string, categoryId: number): Promise<AssetCategoryRow> {
  const category = await findCategory(tx, companyId, categoryId);
  if (category === null) throw new AppError(422, 'asset.category_not_found', { fields: { category_id: ['asset.category_not_found'] } });
  return category;
}

/** Only raster images can be main images: exports and marketplaces take no PDF, font or SVG there. */
export function isFeaturable(kind: AssetKind): boolean {
  return kind === 'image';
}

export function assertFitsCategory(asset: { stored: boolean; kind: AssetKind }, category: Pick<AssetCategoryRow, 'unstored' | 'featured'> | null): void {
  if (category === null) return;
  if (category.unstored === asset.stored) {
    throw new AppError(422, 'asset.unstored_category_mismatch', { fields: { category_id: ['asset.unstored_category_mismatch'] } });
  }
  if (category.featured && !isFeaturable(asset.kind)) {
    throw new AppError(422, 'asset.not_eligible_featured', { fields: { category_id: ['asset.not_eligible_featured'] } });
  }
}

/**
 * Links stay where they are shown: product links belong to categories the model does not manage,
 * model links to those it does. A move that would leave an asset's links where they are shown
 * nowhere is refused (422 `asset.linked_managed_move`): nothing is unlinked silently.
 */
export async function assertLinksAllowMove(tx: Queryable, companyId: string, assetIds: readonly number[], target: Pick<AssetCategoryRow, 'managed_by_model'> | null): Promise<void> {
  if (await hasLinks(tx, companyId, target?.managed_by_model ? 'product' : 'model', assetIds)) {
    throw new AppError(422, 'asset.linked_managed_move', { fields: { category_id: ['asset.linked_managed_move'] } });
  }
}

export async function assertCompanyLanguage(tx: Queryable, companyId: string, language: string | null | undefined): Promise<void> {
  if (language === null || language === undefined) return;
  const languages = companySettingsOf(await requireCompany(tx, companyId)).attribute_languages;
  if (!languages.includes(language)) throw new AppError(422, 'asset.language_unknown', { fields: { language: ['asset.language_unknown'] } });
}
