import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { choiceListSchema, type ChoiceList } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

const choiceListsSchema = z.array(choiceListSchema);

/** `GET /api/catalogue/choice-list/`: the shared dropdown lists. */
export function getChoiceLists(): Promise<ChoiceList[]> {
  return apiClient.get('/api/catalogue/choice-list/', { schema: choiceListsSchema });
}

export const getChoiceListsQueryOptions = () => queryOptions({ queryKey: attributeKeys.choiceLists, queryFn: getChoiceLists });

export function useChoiceLists() {
  return useQuery(getChoiceListsQueryOptions());
}
