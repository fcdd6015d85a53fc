import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { currentUserApi } from '@pimento/shared-kit/contracts/current-user';
import type { PriceField } from '@pimento/shared-kit/contracts/price-fields';
import { priceKeys } from './query-keys';

/** The user's own `/price/` columns (`attribute_price_columns`). */
export function usePriceColumns() {
  return useQuery({ queryKey: priceKeys.columns, queryFn: () => apiClient.call(currentUserApi.priceColumns), staleTime: Infinity });
}

export function useSavePriceColumns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (columns: string[]) => apiClient.call(currentUserApi.savePriceColumns, { body: columns }),
    onSuccess: (columns) => queryClient.setQueryData(priceKeys.columns, columns),
  });
}

/** Administrators: the price fields the company disables; answers them as saved (the shell's flags follow on `company_updated`). */
export function useSaveDisabledPriceFields() {
  return useMutation({
    mutationFn: (fields: PriceField[]) => apiClient.call(companyApi.updateSettings, { body: { disabled_price_fields: fields } }).then((storeData) => storeData.disabled_price_fields),
  });
}
