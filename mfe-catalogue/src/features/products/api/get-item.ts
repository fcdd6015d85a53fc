import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { modelSchema, type Model } from '@pimento/shared-kit/contracts/models';
import { productSchema, type Product } from '@pimento/shared-kit/contracts/products';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

export type CatalogueItem = { entity: 'product'; item: Product } | { entity: 'model'; item: Model };

/** `GET /api/catalogue/product/{id}/` or `/model/{id}/`. */
export async function getItem(entity: ListingEntity, id: number): Promise<CatalogueItem> {
  if (entity === 'product') return { entity, item: await apiClient.get(`/api/catalogue/product/${id}/`, { schema: productSchema }) };
  return { entity, item: await apiClient.get(`/api/catalogue/model/${id}/`, { schema: modelSchema }) };
}

export const getItemQueryOptions = (entity: ListingEntity, id: number) => queryOptions({ queryKey: productKeys.item(entity, id), queryFn: () => getItem(entity, id), staleTime: 0 });

export function useItem(entity: ListingEntity, id: number) {
  return useQuery(getItemQueryOptions(entity, id));
}
