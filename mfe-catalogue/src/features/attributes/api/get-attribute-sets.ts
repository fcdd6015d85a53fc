import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type AttributeSet } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

/** The attribute sets (only when `attribute_set_activated`). */
export function getAttributeSets(): Promise<AttributeSet[]> {
  return apiClient.call(attributesApi.sets);
}

export const getAttributeSetsQueryOptions = () => queryOptions({ queryKey: attributeKeys.sets, queryFn: getAttributeSets });

export function useAttributeSets(enabled: boolean) {
  return useQuery({ ...getAttributeSetsQueryOptions(), enabled });
}
