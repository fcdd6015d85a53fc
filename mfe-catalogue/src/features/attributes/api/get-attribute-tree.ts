import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type AttributeTree } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

/** Sections → groups → attributes, in page order. */
export function getAttributeTree(setId?: number): Promise<AttributeTree> {
  return apiClient.call(attributesApi.tree, { query: { set_id: setId } });
}

export const getAttributeTreeQueryOptions = (setId?: number) =>
  queryOptions({ queryKey: attributeKeys.tree(setId), queryFn: () => getAttributeTree(setId) });

export function useAttributeTree(setId?: number) {
  return useQuery(getAttributeTreeQueryOptions(setId));
}
