import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { modelsApi, type Model } from '@pimento/shared-kit/contracts/models';
import { productsApi, type Product } from '@pimento/shared-kit/contracts/products';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

export type CatalogueItem = { entity: 'product'; item: Product } | { entity: 'model'; item: Model };

/** A product or a model, as its page shows it. */
export async function getItem(entity: ListingEntity, id: number): Promise<CatalogueItem> {
  if (entity === 'product') return { entity, item: await apiClient.call(productsApi.get, { params: { id } }) };
  return { entity, item: await apiClient.call(modelsApi.get, { params: { id } }) };
}

export const getItemQueryOptions = (entity: ListingEntity, id: number) => queryOptions({ queryKey: productKeys.item(entity, id), queryFn: () => getItem(entity, id), staleTime: 0 });

export function useItem(entity: ListingEntity, id: number) {
  return useQuery(getItemQueryOptions(entity, id));
}
