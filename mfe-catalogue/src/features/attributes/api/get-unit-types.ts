import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { unitsApi, type UnitType } from '@pimento/shared-kit/contracts/units';
import { attributeKeys } from './query-keys';

/** The unit types and their units. */
export function getUnitTypes(): Promise<UnitType[]> {
  return apiClient.call(unitsApi.types);
}

export const getUnitTypesQueryOptions = () =>
  queryOptions({ queryKey: attributeKeys.unitTypes, queryFn: getUnitTypes, staleTime: Infinity });

export function useUnitTypes() {
  return useQuery(getUnitTypesQueryOptions());
}
