import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributeKeys } from './query-keys';

/** `GET /api/catalogue/company/attribute-label-languages/`: the languages attribute labels are written in. */
export function getLabelLanguages(): Promise<string[]> {
  return apiClient.get('/api/catalogue/company/attribute-label-languages/', { schema: z.array(z.string()) });
}

export const getLabelLanguagesQueryOptions = () =>
  queryOptions({ queryKey: attributeKeys.labelLanguages, queryFn: getLabelLanguages, staleTime: 5 * 60_000 });

export function useLabelLanguages() {
  return useQuery(getLabelLanguagesQueryOptions());
}
