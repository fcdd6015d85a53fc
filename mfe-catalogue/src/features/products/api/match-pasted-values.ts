import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { pastedValuesApi, type PastedMatchInput } from '@pimento/shared-kit/contracts/product-filters';

/** Checks a pasted list against the catalogue: what matched (as the catalogue spells it), what did not. */
export function useMatchPastedValues() {
  return useMutation({ mutationFn: (input: PastedMatchInput) => apiClient.call(pastedValuesApi.match, { body: input }) });
}
