import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetRulesApi } from '@pimento/shared-kit/contracts/asset-assignment';

/** Runs every rule over the chosen assets (all stored or all unstored); loaded when first used, as the gallery's first screen needs none of it. */
export function runRulesOnAssets(assetIds: number[]) {
  return apiClient.call(assetRulesApi.run, { body: { asset_ids: assetIds } });
}
