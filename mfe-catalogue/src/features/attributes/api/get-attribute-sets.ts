import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributeSetSchema, type AttributeSet } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

const attributeSetsSchema = z.array(attributeSetSchema);

/** `GET /api/catalogue/attribute-set/` (only when `attribute_set_activated`). */
export function getAttributeSets(): Promise<AttributeSet[]> {
  return apiClient.get('/api/catalogue/attribute-set/', { schema: attributeSetsSchema });
}

export const getAttributeSetsQueryOptions = () => queryOptions({ queryKey: attributeKeys.sets, queryFn: getAttributeSets });

export function useAttributeSets(enabled: boolean) {
  return useQuery({ ...getAttributeSetsQueryOptions(), enabled });
}
