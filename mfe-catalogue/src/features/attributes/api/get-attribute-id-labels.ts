import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributeIdLabelListSchema, type AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

/** `GET /api/catalogue/attribute/only-id-label/` (spec §7): every readable attribute, in page order. */
export function getAttributeIdLabels(): Promise<AttributeIdLabel[]> {
  return apiClient.get('/api/catalogue/attribute/only-id-label/', { schema: attributeIdLabelListSchema });
}

export const getAttributeIdLabelsQueryOptions = () =>
  queryOptions({ queryKey: attributeKeys.idLabels, queryFn: getAttributeIdLabels, staleTime: 5 * 60_000 });

export function useAttributeIdLabels() {
  return useQuery(getAttributeIdLabelsQueryOptions());
}
