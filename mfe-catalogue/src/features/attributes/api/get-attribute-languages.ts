import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributeKeys } from './query-keys';

const attributeLanguagesSchema = z.array(z.object({ code: z.string(), label_en: z.string(), label_fr: z.string() }));
export type AttributeLanguage = z.infer<typeof attributeLanguagesSchema>[number];

/** `GET /api/catalogue/attribute/possible-languages/`: the languages values are written in. */
export function getAttributeLanguages(): Promise<AttributeLanguage[]> {
  return apiClient.get('/api/catalogue/attribute/possible-languages/', { schema: attributeLanguagesSchema });
}

export const getAttributeLanguagesQueryOptions = () =>
  queryOptions({ queryKey: attributeKeys.languages, queryFn: getAttributeLanguages, staleTime: 5 * 60_000 });

export function useAttributeLanguages() {
  return useQuery(getAttributeLanguagesQueryOptions());
}
