import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type ChoiceList } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

/** The shared dropdown lists. */
export function getChoiceLists(): Promise<ChoiceList[]> {
  return apiClient.call(attributesApi.choiceLists);
}

export const getChoiceListsQueryOptions = () => queryOptions({ queryKey: attributeKeys.choiceLists, queryFn: getChoiceLists });

export function useChoiceLists() {
  return useQuery(getChoiceListsQueryOptions());
}
