import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributeTreeSchema, type AttributeTree } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

/** `GET /api/catalogue/attribute/?set_id=`: sections → groups → attributes, in page order. */
export function getAttributeTree(setId?: number): Promise<AttributeTree> {
  return apiClient.get('/api/catalogue/attribute/', { query: { set_id: setId }, schema: attributeTreeSchema });
}

export const getAttributeTreeQueryOptions = (setId?: number) =>
  queryOptions({ queryKey: attributeKeys.tree(setId), queryFn: () => getAttributeTree(setId) });

export function useAttributeTree(setId?: number) {
  return useQuery(getAttributeTreeQueryOptions(setId));
}
