import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

/** Every readable attribute, in page order (spec §7). */
export function getAttributeIdLabels(): Promise<AttributeIdLabel[]> {
  return apiClient.call(attributesApi.idLabels);
}

export const getAttributeIdLabelsQueryOptions = () =>
  queryOptions({ queryKey: attributeKeys.idLabels, queryFn: getAttributeIdLabels, staleTime: 5 * 60_000 });

export function useAttributeIdLabels() {
  return useQuery(getAttributeIdLabelsQueryOptions());
}
