import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';

/** Takes back an image the client refused as its logo, so no unused file stays behind. */
export async function removeRefusedLogo(assetId: number): Promise<void> {
  await apiClient.call(assetsApi.delete, { params: { id: assetId } });
}
